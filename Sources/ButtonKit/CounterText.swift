/// Counters in titles: `{likes}` replaced by the counter's value, with the digit grouping
/// of the locale's language ("1,234" in English and Chinese, "1.234" in German,
/// "1 234" in French).
///
/// A small table of CLDR's grouping separators rather than Foundation's number formatting:
/// that needs the ICU data (about 30 MB) that the program otherwise does without.
public enum CounterText {
    /// Replaces every `{NAME}` whose NAME is a counter with its value; other braces stay.
    /// - Parameters:
    ///   - text: The title as written.
    ///   - context: The counters' values.
    ///   - locale: The locale to format for.
    public static func interpolate(_ text: String, context: [String: Int], locale: LocaleTag) -> String {
        guard text.contains("{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"),
                let value = context[String(rest[afterOpen..<close])]
            else {
                result.append("{")
                rest = rest[afterOpen...]
                continue
            }
            result += format(value, locale: locale)
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// A whole number with the locale's grouping separator every three digits.
    /// - Parameters:
    ///   - value: The number.
    ///   - locale: The locale to format for.
    public static func format(_ value: Int, locale: LocaleTag) -> String {
        let style = Grouping.of(locale.language)
        let digits = String(value.magnitude)
        var grouped = ""
        if digits.count >= 4 + style.minimumExtraDigits {
            for (index, digit) in digits.enumerated() {
                if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(style.separator) }
                grouped.append(digit)
            }
        } else {
            grouped = digits
        }
        if let zero = style.zero {
            grouped = String(
                grouped.unicodeScalars.map { scalar -> Character in
                    guard let digit = Int(String(scalar)), scalar.isASCII,
                        let shifted = Unicode.Scalar(zero.value + UInt32(digit))
                    else { return Character(scalar) }
                    return Character(shifted)
                })
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// A language's digits and grouping, after CLDR's defaults.
    struct Grouping {
        var separator: Character
        /// Extra digits before grouping starts (Spanish and Polish group from 10 000).
        var minimumExtraDigits = 0
        /// The zero of the language's native digits, if it does not use 0-9 by default.
        var zero: Unicode.Scalar?

        static func of(_ language: String) -> Grouping {
            switch language {
            case "de", "it", "nl", "pt", "id", "tr", "da", "el", "ro", "hr", "sl", "sr", "vi", "is":
                Grouping(separator: ".")
            case "es": Grouping(separator: ".", minimumExtraDigits: 1)
            case "pl": Grouping(separator: "\u{00A0}", minimumExtraDigits: 1)
            case "fr": Grouping(separator: "\u{202F}")
            case "ru", "uk", "cs", "sk", "sv", "nb", "no", "fi", "hu", "bg", "lt", "lv", "et", "be", "kk":
                Grouping(separator: "\u{00A0}")
            case "ar": Grouping(separator: "\u{066C}", zero: "\u{0660}")
            case "fa": Grouping(separator: "\u{066C}", zero: "\u{06F0}")
            default: Grouping(separator: ",")
            }
        }
    }
}
