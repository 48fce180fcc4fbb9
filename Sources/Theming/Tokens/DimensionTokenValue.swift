import JSONSupport

/// Reads a `dimension` token's `$value`, DTCG 2025.10's `{"value": 44, "unit": "px"}`, in
/// points.
///
/// DTCG says px is iOS's pt; rem is converted at 16 pt, as the format suggests. The unit is
/// required, even for 0. Negative values are dimensions too (an offset, a negative
/// margin); where a button cannot use one, the role's bounds refuse it
/// (``DimensionBounds``).
enum DimensionTokenValue {
    /// Points per rem, the spec's suggested lossy conversion.
    static let pointsPerRem = 16.0

    static func parse(_ value: JSONValue) -> Result<Double, TokenValueError> {
        // Only a malformed value is quoted: most loads quote nothing.
        var quoted: String { value.quoted(limit: 60) }
        switch value {
        case .number(let number):
            return .failure(
                TokenValueError(
                    "dimension \(format(number)) has no unit (write {\"value\": \(format(number)), \"unit\": \"px\"})"))
        case .object(let members):
            if let unknown = members.first(where: { $0.key != "value" && $0.key != "unit" }) {
                return .failure(
                    TokenValueError(
                        "malformed dimension \(quoted): unknown member \(JSONLiteral.string(String(unknown.key.prefix(40)))) (use value and unit)"
                    ))
            }
        default:
            return .failure(
                TokenValueError(
                    "malformed dimension \(quoted): expected {\"value\": number, \"unit\": \"px\" or \"rem\"}"))
        }
        guard case .number(let number)? = value["value"] else {
            return .failure(TokenValueError("malformed dimension \(quoted): value must be a number"))
        }
        guard let unitValue = value["unit"] else {
            return .failure(TokenValueError("dimension \(quoted) has no unit (add \"unit\": \"px\")"))
        }
        guard case .string(let unit) = unitValue, unit == "px" || unit == "rem" else {
            return .failure(TokenValueError("malformed dimension \(quoted): unit must be \"px\" or \"rem\""))
        }
        return .success(unit == "rem" ? number * pointsPerRem : number)
    }

    /// `44` rather than `44.0` in messages.
    static func format(_ number: Double) -> String { JSONValue.number(number).compactText }
}
