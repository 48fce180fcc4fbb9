/// How wide and tall text is, with the device look's own font metrics, so what the model lays
/// out is what the review drew: the advance widths of Inter (an open font close to SF Pro) in
/// ``FontAdvanceTable``, the very table `Sources/DeviceLook` measures with (compiled into the
/// model, see `shared-sources.txt`), and a line 1.2 times the point size. An approximation of
/// SF Pro: exact widths need CoreText on a Mac.
enum TextMeasure {
    /// The table's weights (CSS), each decoded once into advances by code point.
    private static let advances: [Int: [UInt32: Int]] = {
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

    /// UIKit's weight as a CSS weight (regular 400, semibold 600, bold 700).
    static func cssWeight(_ weight: UIFont.Weight) -> Int {
        let steps: [(UIFont.Weight, Int)] = [
            (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500), (.semibold, 600),
            (.bold, 700), (.heavy, 800), (.black, 900),
        ]
        return steps.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }?.1 ?? 400
    }

    /// The width of `text` in `font`, on one line, as the device look measures it: the nearest
    /// weight's advances; none for a combining mark or control character, a full em for an East
    /// Asian wide character, else the replacement character's advance.
    static func width(_ text: String, font: UIFont) -> CGFloat {
        let weight = cssWeight(font.weight)
        let nearest = advances.keys.sorted().min { abs($0 - weight) < abs($1 - weight) } ?? 400
        let table = advances[nearest] ?? [:]
        var thousandths = 0
        for scalar in text.unicodeScalars {
            if let advance = table[scalar.value] {
                thousandths += advance
                continue
            }
            switch TextWidth.of(scalar) {
            case 0: break
            case 2: thousandths += 1000
            default: thousandths += table[0xFFFD] ?? 1000
            }
        }
        return CGFloat(thousandths) * font.pointSize / 1000
    }

    /// `text` broken into lines at most `width` wide as a label with several lines breaks it
    /// (NSLineBreakMode.byWordWrapping): between words, every East Asian wide character a word of its
    /// own, a word wider than the line broken between characters. The device look breaks titles so.
    static func lines(_ text: String, font: UIFont, width: CGFloat) -> [String] {
        var tokens: [String] = []
        var current = ""
        for character in text {
            let wide = character.unicodeScalars.first.map { TextWidth.of($0) == 2 } ?? false
            if character == " " || wide {
                if !current.isEmpty { tokens.append(current) }
                current = String(character)
                if wide {
                    tokens.append(current)
                    current = ""
                }
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        func fits(_ part: String) -> Bool { Self.width(part, font: font) <= width }
        func trimmed(_ line: String) -> String {
            String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
        var lines: [String] = []
        var line = ""
        for token in tokens {
            if fits(line + token) || line.isEmpty && fits(token) {
                line += token
                continue
            }
            if !line.isEmpty {
                lines.append(trimmed(line))
                line = ""
            }
            let word = token.first == " " ? String(token.dropFirst()) : token
            if fits(word) {
                line = word
                continue
            }
            for character in word {
                if !line.isEmpty, !fits(line + String(character)) {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        if !trimmed(line).isEmpty { lines.append(trimmed(line)) }
        return lines
    }

    /// `text` in at most `limit` lines (0: as many as it takes) `width` wide, the last allowed line
    /// taking the rest of the text, cut with "…" where it does not fit (byTruncatingTail), as the
    /// device look sets a title.
    static func lines(_ text: String, font: UIFont, width: CGFloat, limit: Int) -> [String] {
        let all = lines(text, font: font, width: width)
        guard limit > 0, all.count > limit else { return all }
        var kept = Array(all.prefix(limit - 1))
        let rest = all.dropFirst(limit - 1).joined(separator: " ")
        var cut = ""
        for character in rest {
            if Self.width(cut + String(character) + "…", font: font) > width { break }
            cut.append(character)
        }
        while cut.last == " " { cut.removeLast() }
        kept.append(cut + "…")
        return kept
    }

    /// The height of one line of `font`: 1.2 times the point size, rounded (the device look's
    /// line; SF Pro's varies a little by size).
    static func lineHeight(_ font: UIFont) -> CGFloat { (font.pointSize * 1.2).rounded() }
}
