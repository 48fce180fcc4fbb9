/// The identifier of a button on screen, as used by keys, `--button` and the json state.
public struct ButtonID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let follow = ButtonID(rawValue: "follow")
    public static let modal = ButtonID(rawValue: "modal")

    public var description: String { rawValue }
}
