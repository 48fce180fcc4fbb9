extension AsciiFallback {
    /// The general rule for a character no table names, such as one in a user's own title:
    /// a fullwidth form is its ASCII original (`，` is `,`); a letter whose Unicode name spells
    /// it (`LATIN SMALL LETTER E WITH ACUTE`, `GREEK CAPITAL LETTER OMEGA`, `ARABIC LETTER
    /// LAM`) is the first letter of that spelling in its case (`e`, `O`, `l`); a digit of any
    /// script is its ASCII digit; any other letter or number (an ideograph such as `下`) is
    /// `#`, a character shown as a filled place; a modifier letter `'`; punctuation is `.` (dashes `-`, brackets
    /// `(` `)`, quotes `"`), a currency sign `$`, any other symbol or emoji `*`, a space or
    /// an invisible character ` `.
    static func stand(in scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        if (0xFF01...0xFF5E).contains(value), let ascii = Unicode.Scalar(value - 0xFEE0) { return ascii }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter:
            return spelled(properties) ?? "#"
        case .modifierLetter:
            return "'"
        case .decimalNumber, .letterNumber, .otherNumber:
            if let number = properties.numericValue, number >= 0, number <= 9, number == number.rounded() {
                return Unicode.Scalar(UInt8(ascii: "0") + UInt8(number))
            }
            return "#"
        case .dashPunctuation: return "-"
        case .openPunctuation: return "("
        case .closePunctuation: return ")"
        case .initialPunctuation, .finalPunctuation: return "\""
        case .connectorPunctuation: return "_"
        case .otherPunctuation: return "."
        case .currencySymbol: return "$"
        case .mathSymbol, .modifierSymbol, .otherSymbol, .privateUse: return "*"
        default: return " "
        }
    }

    /// The letter a letter's Unicode name spells, in the case the name gives (a script
    /// without case is small): of the words after `LETTER` and before `WITH`, the first that
    /// is one letter (`LATIN SMALL LETTER DOTLESS I` is `i`), else the first word's first
    /// letter (`GREEK CAPITAL LETTER OMEGA` is `O`); `nil` for a name that spells no letter
    /// (`CJK UNIFIED IDEOGRAPH-4E0B`).
    private static func spelled(_ properties: Unicode.Scalar.Properties) -> Unicode.Scalar? {
        guard let name = properties.name, let range = name.firstRange(of: " LETTER ") else { return nil }
        let words = name[range.upperBound...].split(separator: " ").prefix { $0 != "WITH" }
        let word = words.first { $0.count == 1 } ?? words.first
        guard let first = word?.unicodeScalars.first, ("A"..."Z").contains(first) else { return nil }
        return name.contains(" CAPITAL ") ? first : Unicode.Scalar(first.value + 0x20) ?? first
    }
}
