/// One entry of a component set's `componentPropertyDefinitions`.
public struct FigmaProperty: Hashable, Sendable {
    /// The property's kind.
    public enum Kind: Hashable, Sendable {
        /// `VARIANT`, with its `variantOptions` in order.
        case variant(options: [String])
        /// `BOOLEAN`.
        case boolean
        /// `TEXT`.
        case text
        /// `INSTANCE_SWAP`.
        case instanceSwap
    }

    /// The property's name as the response writes it (`Label#0:1` for text properties).
    public var name: String
    /// Its kind.
    public var kind: Kind
    /// Its `defaultValue` as text (`true`, `Default`, the default label).
    public var defaultValue: String

    /// A property from its parts.
    public init(name: String, kind: Kind, defaultValue: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
    }
}
