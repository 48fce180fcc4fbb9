/// A text layer inside a variant.
public struct FigmaText: Hashable, Sendable {
    /// The layer's name.
    public var name: String
    /// The text shown (`characters`).
    public var characters: String
    /// The `TEXT` component property the characters come from
    /// (`componentPropertyReferences.characters`), when one is bound.
    public var property: String?
    /// The text's colour, its first visible solid fill.
    public var fill: FigmaPaint?

    /// A text layer from its parts.
    public init(name: String, characters: String, property: String? = nil, fill: FigmaPaint? = nil) {
        self.name = name
        self.characters = characters
        self.property = property
        self.fill = fill
    }
}
