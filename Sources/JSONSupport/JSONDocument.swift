import Platform

/// Reading a JSON file the way the theme and button-file loaders both report it: one
/// problem, located at `(file)` or `line L, column C`, when the file cannot be read, is too
/// large, or is not JSON.
public enum JSONDocument {
    /// Why a file gave no JSON value.
    public struct Problem: Error, Hashable, Sendable {
        /// `(file)`, or `line L, column C`.
        public var path: String
        /// What is wrong, in one phrase.
        public var message: String
    }

    /// A file's bytes; a missing, folder or unreadable file is one problem at `(file)`.
    public static func read(_ url: URL) -> Result<Data, Problem> {
        do {
            return .success(try Data(contentsOf: url))
        } catch {
            var isDirectory = false
            let reason =
                !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
                ? "no such file" : isDirectory ? "it is a directory" : "permission denied or unreadable"
            return .failure(Problem(path: "(file)", message: "cannot read the file (\(reason))"))
        }
    }

    /// The JSON value in `data`, refused unparsed beyond `maximumSize` bytes.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - maximumSize: The largest file the format allows.
    public static func parse(_ data: Data, maximumSize: Int) -> Result<JSONValue, Problem> {
        guard data.count <= maximumSize else {
            return .failure(
                Problem(path: "(file)", message: "file too large (\(data.count) bytes; at most \(maximumSize))"))
        }
        switch JSONParser.parse(Array(data)) {
        case .success(let value):
            return .success(value)
        case .failure(let error):
            // A repeated key is valid JSON to most tools, so it is named as what it is.
            let message = error.reason.hasPrefix("duplicate key") ? error.reason : "invalid JSON (\(error.reason))"
            return .failure(Problem(path: "line \(error.line), column \(error.column)", message: message))
        }
    }
}
