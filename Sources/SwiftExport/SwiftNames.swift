import Escaping

/// Swift spellings: identifiers made from button-file names, and string literals.
enum SwiftNames {
    /// Words Swift reserves, which need backticks as identifiers.
    static var keywords: Set<String> { ReservedNames.keywords }

    /// A member name not yet in `used` (which then holds it): `name` as a member, with
    /// `suffix` added until it is free of keywords, UIKit's members and the export's own.
    /// - Parameters:
    ///   - name: The button file's name.
    ///   - fallback: The name used when `name` has no letters.
    ///   - suffix: Added until the name is free (`State`, `Event`).
    ///   - used: Names taken so far in the same scope.
    static func uniqueMember(_ name: String, fallback: String, suffix: String, used: inout Set<String>) -> String {
        var bare = memberName(name, fallback: fallback).filter { $0 != "`" }
        while keywords.contains(bare) || used.contains(bare) { bare += suffix }
        used.insert(bare)
        return bare
    }

    /// The words of a name: split at anything that is not an ASCII letter or digit, and
    /// before capitals (`on-color` → on, color; `notYet` → not, Yet).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            let isLetterOrDigit =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            if !isLetterOrDigit {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if ("A"..."Z").contains(scalar), !current.isEmpty {
                words.append(current)
                current = String(scalar)
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `on-color` → `OnColor`; a name with no usable letters becomes `fallback`.
    static func typeName(_ name: String, fallback: String) -> String {
        let joined = words(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.unicodeScalars.first else { return fallback }
        return ("0"..."9").contains(first) ? fallback + joined : joined
    }

    /// `on-color` → `onColor`, with backticks for a keyword.
    static func memberName(_ name: String, fallback: String) -> String {
        let type = typeName(name, fallback: fallback.prefix(1).uppercased() + fallback.dropFirst())
        let member = type.prefix(1).lowercased() + type.dropFirst()
        return keywords.contains(member) ? "`\(member)`" : member
    }

    /// A Swift string literal (``SwiftStringLiteral/quoted(_:)``).
    static func literal(_ text: String) -> String { SwiftStringLiteral.quoted(text) }

    /// Text safe inside a `//` comment: one line, control characters as spaces, and
    /// bidirectional controls written out as `\u{202e}` so no comment reorders the code.
    static func comment(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                out += " "
            } else if ControlCharacterEscaping.isUnsafe(scalar) {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
