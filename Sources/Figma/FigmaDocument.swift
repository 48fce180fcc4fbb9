/// What ButtonSim reads from a saved Figma REST response (`GET /v1/files/:key` or
/// `GET /v1/files/:key/nodes?ids=…`): its component sets and what it could not read.
public struct FigmaDocument: Hashable, Sendable {
    /// The file's name (`name`), empty when the response has none.
    public var name: String
    /// Every component set found, in document order.
    public var componentSets: [FigmaComponentSet]
    /// What was skipped, one line each, with its JSON path (an unknown property type, a
    /// requested node the response did not find).
    public var warnings: [String]
}
