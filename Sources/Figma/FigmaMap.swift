import JSONSupport
import Platform

/// The map a `figma check` may be given: which button each component set draws, what a
/// variant value means where the common words do not say, and the differences accepted.
///
/// ```json
/// {"sets": {"Follow": "follow"},
///  "states": {"Follow": {"Busy": "loading"}},
///  "waive": {"Follow": {"undrawn selected mutual": "drawn in the profile file"}}}
/// ```
public struct FigmaMap: Hashable, Sendable {
    /// Component set name to button id.
    public var sets: [String: String] = [:]
    /// Per component set, variant value to state key (`selected|highlighted`, `normal`, `none`).
    public var states: [String: [String: String]] = [:]
    /// Per component set, a difference's key (as the output prints it) to why it is accepted.
    public var waivers: [String: [String: String]] = [:]

    /// An empty map.
    public init() {}

    /// The largest map read.
    public static let maximumSize = 1024 * 1024

    /// The map saved at `url`.
    public static func read(_ url: URL) -> Result<FigmaMap, FigmaReadError> {
        switch JSONDocument.read(url, maximumSize: maximumSize) {
        case .success(let data):
            switch JSONDocument.parse(data, maximumSize: maximumSize) {
            case .success(let value):
                do throws(FigmaReadError) { return .success(try map(value)) } catch { return .failure(error) }
            case .failure(let problem): return .failure(FigmaReadError(path: problem.path, message: problem.message))
            }
        case .failure(let problem): return .failure(FigmaReadError(path: problem.path, message: problem.message))
        }
    }

    /// The map in a parsed JSON value.
    public static func map(_ value: JSONValue) throws(FigmaReadError) -> FigmaMap {
        guard case .object(let members) = value else {
            throw FigmaReadError(path: "(top level)", message: "expected an object, found \(value.kindName)")
        }
        var map = FigmaMap()
        for member in members {
            switch member.key {
            case "sets": map.sets = try strings(member.value, at: "sets")
            case "states": map.states = try nested(member.value, at: "states")
            case "waive": map.waivers = try nested(member.value, at: "waive")
            default:
                throw FigmaReadError(
                    path: FigmaJSON.member("", member.key), message: "unknown key; a map has sets, states and waive")
            }
        }
        return map
    }

    private static func strings(_ value: JSONValue, at path: String) throws(FigmaReadError) -> [String: String] {
        guard case .object(let members) = value else {
            throw FigmaReadError(path: path, message: "expected an object, found \(value.kindName)")
        }
        var result: [String: String] = [:]
        for member in members {
            guard case .string(let text) = member.value else {
                throw FigmaReadError(
                    path: FigmaJSON.member(path, member.key),
                    message: "expected a string, found \(member.value.kindName)")
            }
            result[member.key] = text
        }
        return result
    }

    private static func nested(_ value: JSONValue, at path: String) throws(FigmaReadError) -> [String: [String: String]]
    {
        guard case .object(let members) = value else {
            throw FigmaReadError(path: path, message: "expected an object, found \(value.kindName)")
        }
        var result: [String: [String: String]] = [:]
        for member in members {
            result[member.key] = try strings(member.value, at: FigmaJSON.member(path, member.key))
        }
        return result
    }
}
