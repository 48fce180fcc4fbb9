import Canvas

/// A title set in lines as UIKit's label sets it at `numberOfLines`: broken between words
/// (CJK between any two characters), a word wider than the line broken where it must, and
/// the last allowed line cut with "…" (`byTruncatingTail`) when more text remains.
public struct TitleFitting: Hashable, Sendable {
    /// The lines drawn.
    public var lines: [String]
    /// Whether text was cut: the title needs more lines than it may have.
    public var truncated: Bool
    /// How many lines the whole title needs at this width.
    public var neededLines: Int

    /// Sets `title` in lines at most `width` points wide.
    /// - Parameters:
    ///   - title: The title (one paragraph).
    ///   - size: Font size in points.
    ///   - weight: CSS weight.
    ///   - width: The line width in points.
    ///   - lines: The most lines (0: as many as needed).
    public init(_ title: String, size: Double, weight: Int, width: Double, lines: Int) {
        guard !title.isEmpty else {
            self.lines = []
            truncated = false
            neededLines = 0
            return
        }
        let measure = { (text: String) in FontMetrics.width(text, size: size, weight: weight) }
        let all = Self.wrap(title, width: width, measure: measure)
        neededLines = all.count
        let limit = lines <= 0 ? all.count : lines
        if all.count <= limit {
            self.lines = all
            truncated = false
            return
        }
        // The last allowed line takes the rest of the text, cut with an ellipsis.
        var kept = Array(all.prefix(limit - 1))
        let rest = all.dropFirst(limit - 1).joined(separator: " ")
        kept.append(Self.ellipsized(rest, width: width, measure: measure))
        self.lines = kept
        truncated = true
    }

    /// The longest start of `text` that fits `width` with "…" after it.
    static func ellipsized(_ text: String, width: Double, measure: (String) -> Double) -> String {
        var kept = ""
        for character in text {
            let candidate = kept + String(character)
            if measure(candidate + "…") > width { break }
            kept = candidate
        }
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }

    /// Lines no wider than `width`: words kept whole where they fit.
    static func wrap(_ text: String, width: Double, measure: (String) -> Double) -> [String] {
        var lines: [String] = []
        var line = ""
        for token in tokens(text) {
            let candidate = line + token
            if measure(candidate) <= width || line.isEmpty && measure(token) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty {
                lines.append(trimmed(line))
                line = ""
            }
            let word = token.first == " " ? String(token.dropFirst()) : token
            if measure(word) <= width {
                line = word
                continue
            }
            // A word wider than the line breaks between characters.
            for character in word {
                if !line.isEmpty, measure(line + String(character)) > width {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        if !trimmed(line).isEmpty { lines.append(trimmed(line)) }
        return lines
    }

    /// Words with the space before them; every CJK character is a word of its own.
    static func tokens(_ text: String) -> [String] {
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
        return tokens
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.first == " " { line.removeFirst() }
        while line.last == " " { line.removeLast() }
        return line
    }
}
