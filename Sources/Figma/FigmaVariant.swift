/// One `COMPONENT` child of a component set: a drawn variant, what it shows and its
/// prototype.
public struct FigmaVariant: Hashable, Sendable {
    /// One `Property=Value` pair of the variant's name.
    public struct Value: Hashable, Sendable {
        /// The property (`State`).
        public var property: String
        /// The value (`Pressed`).
        public var value: String
    }

    /// The node id (`1:3`).
    public var id: String
    /// The name, as the response writes it (`State=Pressed, Size=Large`).
    public var name: String
    /// The variant values its name carries, in order.
    public var values: [Value]
    /// The text layers inside it, in document order.
    public var texts: [FigmaText]
    /// The first visible solid fill, nil when it has none.
    public var fill: FigmaPaint?
    /// The first visible solid stroke, nil when it has none or its weight is 0.
    public var stroke: FigmaPaint?
    /// The stroke's weight in points.
    public var strokeWeight: Double
    /// The corner radius in points (the largest corner when they differ), nil when unset.
    public var cornerRadius: Double?
    /// The width in points, from `absoluteBoundingBox` (else `size`).
    public var width: Double?
    /// The height in points, from `absoluteBoundingBox` (else `size`).
    public var height: Double?
    /// The prototype's interactions on the variant and its layers.
    public var interactions: [FigmaInteraction]
    /// What the comparison cannot see in it (`effects`, non-solid fills), in words.
    public var notCompared: [String]

    /// The value of `property` (case-insensitive), when the name carries it.
    public func value(of property: String) -> String? {
        values.first { $0.property.lowercased() == property.lowercased() }?.value
    }
}
