import Escaping
import Facts

/// `parity`'s result: each button's differences between its UIKit and SwiftUI twins, as
/// text, Markdown for a pull-request comment, or JSON
/// (`{"buttons": [{"id", "differences": [{"state", "field", "uikit", "swiftui", "why"}]}]}`).
public struct ParityReport: Hashable, Sendable, Encodable {
    /// The buttons compared, in file order.
    public var buttons: [ButtonParity]

    /// Whether a difference is not waived: `parity` then exits 1.
    public var fails: Bool { buttons.contains { !$0.unwaived.isEmpty } }

    /// Every difference, waived or not.
    public var total: Int { buttons.reduce(0) { $0 + $1.differences.count } }

    /// The waived differences.
    public var waived: Int { buttons.reduce(0) { $0 + $1.differences.count - $1.unwaived.count } }

    /// The closing line: how many differences, how many waived.
    var summary: String {
        let noun = total == 1 ? "difference" : "differences"
        return "\(total) \(noun) in \(buttons.count) button\(buttons.count == 1 ? "" : "s"), \(waived) waived"
    }

    /// One line per difference under its button, control characters escaped.
    public var text: String {
        var lines: [String] = []
        for button in buttons {
            let count = button.differences.count
            lines.append(
                "\(button.id): " + (count == 0 ? "no differences" : "\(count) difference\(count == 1 ? "" : "s")"))
            for difference in button.differences {
                let modes = difference.modes.isEmpty ? "" : " (\(difference.modes.joined(separator: ", ")))"
                let line =
                    "  \(difference.field.rawValue) \(difference.state)\(modes): UIKit \(Self.quote(difference.uikit)), SwiftUI \(Self.quote(difference.swiftui)); \(difference.why)"
                lines.append(ControlCharacterEscaping.escaped(line))
                if let reason = difference.waived {
                    lines.append("    waived: " + ControlCharacterEscaping.escaped(reason))
                }
            }
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A pull-request comment: a table per button with differences, every value an inert
    /// code span and every reason inert text (``ControlCharacterEscaping/markdownCode(_:inTable:)``,
    /// ``ControlCharacterEscaping/markdownText(_:)``), so a button file cannot put a link,
    /// a mention or markup in the comment.
    public var markdown: String {
        var lines = ["## Parity: UIKit and SwiftUI", ""]
        for button in buttons where !button.differences.isEmpty {
            lines.append("### " + ControlCharacterEscaping.markdownCode(button.id))
            lines.append("")
            lines.append("| state | field | UIKit | SwiftUI | why | waived |")
            lines.append("|---|---|---|---|---|---|")
            for difference in button.differences {
                let cells = [
                    cell(difference.state), difference.field.rawValue, cell(difference.uikit),
                    cell(difference.swiftui), ControlCharacterEscaping.markdownText(difference.why),
                    difference.waived.map(ControlCharacterEscaping.markdownText) ?? "",
                ]
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
            lines.append("")
        }
        let same = buttons.filter(\.differences.isEmpty).map { ControlCharacterEscaping.markdownCode($0.id) }
        if !same.isEmpty { lines += ["No differences: " + same.joined(separator: ", "), ""] }
        lines.append(ControlCharacterEscaping.markdownText(summary))
        return lines.joined(separator: "\n") + "\n"
    }

    private func cell(_ text: String) -> String { ControlCharacterEscaping.markdownCode(text, inTable: true) }

    private static func quote(_ text: String) -> String { "\"\(text)\"" }
}
