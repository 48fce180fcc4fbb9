/// A solid fill or stroke of a node: the one colour the comparison reads (gradients and
/// images are counted, not compared).
public struct FigmaPaint: Hashable, Sendable {
    /// The colour.
    public var color: FigmaColor
    /// The id of the variable bound to the colour (`boundVariables.color.id`), when the
    /// designer used one; a REST response names variables only by id.
    public var variable: String?

    /// A paint from its colour and bound variable.
    public init(color: FigmaColor, variable: String? = nil) {
        self.color = color
        self.variable = variable
    }
}
