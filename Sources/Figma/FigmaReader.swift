import JSONSupport
import Platform

/// Reads a saved Figma REST response (`GET /v1/files/:key`, whose `document` is the whole
/// tree, or `GET /v1/files/:key/nodes?ids=…`, whose `nodes` map each id to a `document`),
/// in the shapes of Figma's published `rest-api-spec`. Never calls the network. Bounded:
/// the file's size before it is read, the nesting by the JSON parser, and the nodes walked.
public enum FigmaReader {
    /// The largest response read: a whole file of a large design system is tens of
    /// megabytes; the nodes endpoint gives one component set in far less.
    public static let maximumSize = 64 * 1024 * 1024
    /// The most nodes walked in one response.
    public static let maximumNodes = 2_000_000

    /// The component sets in the response saved at `url`.
    /// - Parameter url: The saved response.
    public static func read(_ url: URL) -> Result<FigmaDocument, FigmaReadError> {
        switch JSONDocument.read(url, maximumSize: maximumSize) {
        case .success(let data): parse(data)
        case .failure(let problem): .failure(FigmaReadError(path: problem.path, message: problem.message))
        }
    }

    /// The component sets in a response's bytes.
    /// - Parameter data: The response as saved.
    public static func parse(_ data: Data) -> Result<FigmaDocument, FigmaReadError> {
        switch JSONDocument.parse(data, maximumSize: maximumSize) {
        case .success(let value): document(value)
        case .failure(let problem): .failure(FigmaReadError(path: problem.path, message: problem.message))
        }
    }

    /// The component sets in a parsed response.
    /// - Parameters:
    ///   - value: The response's JSON.
    ///   - nodeBound: The most nodes to walk.
    public static func document(_ value: JSONValue, nodeBound: Int = maximumNodes) -> Result<
        FigmaDocument, FigmaReadError
    > {
        var walker = FigmaTreeWalker(nodeBound: nodeBound)
        do {
            guard case .object = value else {
                throw FigmaReadError(path: "(top level)", message: "expected an object, found \(value.kindName)")
            }
            let name = try FigmaJSON.optionalString(value, "name", at: "") ?? ""
            if let document = value["document"] {
                try walker.walk(document, at: "document")
            } else if let nodes = value["nodes"] {
                guard case .object(let members) = nodes else {
                    throw FigmaReadError(path: "nodes", message: "expected an object, found \(nodes.kindName)")
                }
                for member in members {
                    let path = "nodes" + FigmaJSON.key(member.key)
                    if member.value == .null {
                        walker.warnings.append("\(path): the response did not find this node; skipped")
                        continue
                    }
                    guard let document = member.value["document"] else {
                        throw FigmaReadError(path: path + ".document", message: "missing")
                    }
                    try walker.walk(document, at: path + ".document")
                }
            } else {
                throw FigmaReadError(
                    path: "(top level)",
                    message: "neither document nor nodes: not a saved GET /v1/files/:key or /nodes response")
            }
            return .success(FigmaDocument(name: name, componentSets: walker.sets, warnings: walker.warnings))
        } catch let error as FigmaReadError {
            return .failure(error)
        } catch {
            return .failure(FigmaReadError(path: "(top level)", message: "unreadable response"))
        }
    }
}
