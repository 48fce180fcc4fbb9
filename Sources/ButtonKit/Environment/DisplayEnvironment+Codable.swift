/// A saved environment (the state file's `environment`): `containerDisabled` is written only
/// when on and read as off when absent, so files saved before it existed still load and a
/// state without it saves the same bytes as before.
extension DisplayEnvironment: Codable {
    private enum CodingKeys: String, CodingKey {
        case contentSize, appearance, contrast, direction, boldText, buttonShapes, containerDisabled
    }

    /// Reads a saved environment; a missing `containerDisabled` is off.
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            contentSize: try container.decode(ContentSizeCategory.self, forKey: .contentSize),
            appearance: try container.decode(Appearance.self, forKey: .appearance),
            contrast: try container.decode(ContrastLevel.self, forKey: .contrast),
            direction: try container.decode(Direction.self, forKey: .direction),
            boldText: try container.decode(Bool.self, forKey: .boldText),
            buttonShapes: try container.decode(Bool.self, forKey: .buttonShapes),
            containerDisabled: try container.decodeIfPresent(Bool.self, forKey: .containerDisabled) ?? false)
    }

    /// Writes the environment; `containerDisabled` only when on.
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(contentSize, forKey: .contentSize)
        try container.encode(appearance, forKey: .appearance)
        try container.encode(contrast, forKey: .contrast)
        try container.encode(direction, forKey: .direction)
        try container.encode(boldText, forKey: .boldText)
        try container.encode(buttonShapes, forKey: .buttonShapes)
        if containerDisabled { try container.encode(containerDisabled, forKey: .containerDisabled) }
    }
}
