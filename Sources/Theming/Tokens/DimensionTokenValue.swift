import JSONSupport

/// Reads a `dimension` token's `$value`, DTCG's `{"value": 44, "unit": "px"}`, in points.
///
/// DTCG says px is iOS's pt; rem is converted at 16 pt. The unit is required, even for 0,
/// and negative sizes are refused.
enum DimensionTokenValue {
    /// Points per rem, the spec's suggested lossy conversion.
    static let pointsPerRem = 16.0

    static func parse(_ value: JSONValue) -> Result<Double, TokenValueError> {
        switch value {
        case .number(let number):
            return .failure(
                TokenValueError(
                    "dimension \(format(number)) has no unit (write {\"value\": \(format(number)), \"unit\": \"px\"})"))
        case .object(let members):
            if let unknown = members.first(where: { $0.key != "value" && $0.key != "unit" }) {
                return .failure(
                    TokenValueError(
                        "malformed dimension: unknown member \"\(unknown.key.prefix(40))\" (use value and unit)"))
            }
        default:
            return .failure(
                TokenValueError(
                    "malformed dimension: expected {\"value\": number, \"unit\": \"px\"}, found \(value.kindName)"))
        }
        guard case .number(let number)? = value["value"] else {
            return .failure(TokenValueError("malformed dimension: value must be a number"))
        }
        guard let unitValue = value["unit"] else {
            return .failure(TokenValueError("dimension \(format(number)) has no unit (add \"unit\": \"px\")"))
        }
        guard case .string(let unit) = unitValue, unit == "px" || unit == "rem" else {
            return .failure(TokenValueError("malformed dimension: unit must be \"px\" or \"rem\""))
        }
        guard number >= 0 else {
            return .failure(TokenValueError("dimension \(format(number))\(unit) is negative"))
        }
        return .success(unit == "rem" ? number * pointsPerRem : number)
    }

    /// `44` rather than `44.0` in messages.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}
