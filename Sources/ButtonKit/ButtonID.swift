/// The identifier of a button on the board, as used by keys, `--button` and the json state.
public struct ButtonID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The id as the button file writes it, such as `follow`.
    public let rawValue: String

    /// Creates an id from its text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates an id from a literal such as `"follow"`.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The id as written.
    public var description: String { rawValue }
}
