/// Colours encode as `"#RRGGBB"` strings, the form people read in `--format json` output.
extension RGBColor: Codable {
    /// Decodes a `#rrggbb` string (either case); any other string is a data-corrupted error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = RGBColor(hex: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected #rrggbb, found \(text)")
        }
        self = color
    }

    /// Encodes the colour as its upper-case `#RRGGBB` string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}
