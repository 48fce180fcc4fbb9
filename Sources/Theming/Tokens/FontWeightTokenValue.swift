import JSONSupport

/// Reads a `fontWeight` token's `$value` as DTCG 2025.10 writes it: a number from 1 to
/// 1000, or one of the format's names for the usual weights (`normal` 400, `semi-bold`
/// 600, `bold` 700 and their synonyms).
enum FontWeightTokenValue {
    /// The names DTCG gives weights, with their numbers.
    static let names: [(name: String, weight: Int)] = [
        ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
        ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600),
        ("demi-bold", 600), ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900),
        ("heavy", 900), ("extra-black", 950), ("ultra-black", 950),
    ]

    static func parse(_ value: JSONValue) -> Result<Int, TokenValueError> {
        switch value {
        case .number(let number) where number >= 1 && number <= 1000:
            return .success(Int(number.rounded()))
        case .string(let name):
            if let entry = names.first(where: { $0.name == name }) { return .success(entry.weight) }
        default:
            break
        }
        return .failure(
            TokenValueError(
                "malformed font weight \(value.quoted(limit: 40)): expected a number from 1 to 1000 or a name such as normal, semi-bold or bold"
            ))
    }
}
