/// A `COMPONENT_SET` node: a component whose variants a designer draws, for ButtonSim a
/// button whose variants are its states.
public struct FigmaComponentSet: Hashable, Sendable {
    /// The node id.
    public var id: String
    /// The set's name.
    public var name: String
    /// Its `componentPropertyDefinitions`, in file order (unknown types left out, with a
    /// warning in the document).
    public var properties: [FigmaProperty]
    /// Its `COMPONENT` children, in file order.
    public var variants: [FigmaVariant]

    /// The variant with node id `id`.
    public func variant(id: String) -> FigmaVariant? { variants.first { $0.id == id } }
}
