/// Display width of text in terminal cells: East Asian wide and fullwidth characters take
/// two cells, combining marks none, everything else one. Pure, so rendering and tests agree
/// with no terminal present; the ranges follow Unicode's East Asian Width (W and F).
public enum TextWidth {
    /// Width of one scalar: 0 for NUL, control characters and combining marks, 2 for wide
    /// and fullwidth characters, else 1.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 { return 0 }
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if isCombining(value) { return 0 }
        return isWide(value) ? 2 : 1
    }

    /// Width of a grapheme cluster: its first scalar decides.
    public static func of(_ character: Character) -> Int {
        character.unicodeScalars.first.map(of) ?? 0
    }

    /// Width of a string: the sum of its grapheme clusters' widths.
    public static func of(_ text: String) -> Int {
        // ASCII text counted by its bytes: each is a cluster of its own (CR LF, the one pair,
        // counts none either way) and one cell unless a control character. Splitting into
        // clusters costs far more, and the status line and titles are measured often.
        var cells = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return text.reduce(0) { $0 + of($1) } }
            if byte >= 0x20 && byte != 0x7F { cells += 1 }
        }
        return cells
    }

    /// Cuts `text` to at most `limit` cells, never splitting a wide character.
    public static func truncate(_ text: String, to limit: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            let width = of(character)
            if used + width > limit { break }
            used += width
            result.append(character)
        }
        return result
    }

    /// `text` cut to at most `limit` cells, ending with "…" when anything was cut, as
    /// UIKit's `byTruncatingTail` does.
    /// Reads at most `limit` cells of `text`, so a 10,000-character title costs a slot's
    /// width on every draw, not its whole length.
    public static func ellipsized(_ text: String, to limit: Int) -> String {
        var used = 0
        var kept = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let width = of(text[index])
            if used + width > limit {
                guard limit > 1 else { return limit == 1 ? "…" : "" }
                return String(text[..<kept]) + "…"
            }
            used += width
            text.formIndex(after: &index)
            // The longest prefix that leaves a cell for the ellipsis.
            if used <= limit - 1 { kept = index }
        }
        return text
    }

    /// `text` followed by spaces up to `width` cells (never cut).
    public static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }

    /// Lines of at most `width` cells, broken between words (a word wider than the line is
    /// cut). Shared by the too-small screen and the status line.
    public static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if of(candidate) > width, !line.isEmpty {
                lines.append(line)
                line = word
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { truncate($0, to: width) }
    }

    private static func isCombining(_ value: UInt32) -> Bool {
        (0x0300...0x036F).contains(value) || (0x200B...0x200F).contains(value)
            || (0xFE00...0xFE0F).contains(value) || (0x20D0...0x20FF).contains(value)
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
