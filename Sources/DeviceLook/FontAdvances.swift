import Canvas

/// ``FontAdvanceTable`` decoded once per weight into a lookup by code point.
enum FontAdvances {
    /// The weights the table holds.
    static let weights = [400, 600, 700]

    private static let decoded: [Int: [UInt32: Int]] = {
        var result: [Int: [UInt32: Int]] = [:]
        for (weight, runs) in FontAdvanceTable.runs {
            var table: [UInt32: Int] = [:]
            for run in runs {
                let bytes = Base64.decode(run.advances)
                for index in stride(from: 0, to: bytes.count - 1, by: 2) {
                    let value = Int(bytes[index]) | Int(bytes[index + 1]) << 8
                    if value != 0xFFFF { table[run.first + UInt32(index / 2)] = value }
                }
            }
            result[weight] = table
        }
        return result
    }()

    /// The advances of the weight nearest `weight`.
    static func table(weight: Int) -> [UInt32: Int] {
        let nearest = weights.min { abs($0 - weight) < abs($1 - weight) } ?? 400
        return decoded[nearest] ?? [:]
    }

    /// One scalar's advance in thousandths of an em: the font's; none for a combining mark
    /// or a control character; a full em for an East Asian wide character (the advance of
    /// ideographs and kana in every CJK font); else the font's replacement character, as a
    /// renderer lacking the glyph draws it.
    static func advance(_ scalar: Unicode.Scalar, in table: [UInt32: Int]) -> Int {
        if let advance = table[scalar.value] { return advance }
        switch TextWidth.of(scalar) {
        case 0: return 0
        case 2: return 1000
        default: return table[0xFFFD] ?? 1000
        }
    }
}
