import FileAccess
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

    /// A file's bytes, refused beyond `maximumSize` bytes before they are read; a missing,
    /// folder, special or unreadable file is one problem at `(file)`.
    /// - Parameters:
    ///   - url: The file.
    ///   - maximumSize: The largest file the format allows.
    public static func read(_ url: URL, maximumSize: Int) -> Result<Data, Problem> {
        bytes(url, maximumSize: maximumSize).map { Data($0) }
    }

    /// A file's bytes as ``read(_:maximumSize:)`` reads them, without copying them into
    /// `Data`: a large document is held once.
    /// - Parameters:
    ///   - url: The file.
    ///   - maximumSize: The largest file the format allows.
    public static func bytes(_ url: URL, maximumSize: Int) -> Result<[UInt8], Problem> {
        switch BoundedFileReader.bytes(of: url.path, limit: maximumSize) {
        case .success(let bytes):
            return .success(bytes)
        case .failure(.tooLarge(let size)):
            return .failure(tooLarge(size, maximumSize))
        case .failure(let failure):
            return .failure(Problem(path: "(file)", message: "cannot read the file (\(failure.reason))"))
        }
    }

    /// The problem of a file of `size` bytes where at most `maximumSize` are allowed.
    static func tooLarge(_ size: Int, _ maximumSize: Int) -> Problem {
        Problem(path: "(file)", message: "file too large (\(size) bytes; at most \(maximumSize))")
    }

    /// The JSON value in `data`, refused unparsed beyond `maximumSize` bytes.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - maximumSize: The largest file the format allows.
    public static func parse(_ data: Data, maximumSize: Int) -> Result<JSONValue, Problem> {
        parse(bytes: Array(data), maximumSize: maximumSize)
    }

    /// The JSON value in `bytes`, refused unparsed beyond `maximumSize` bytes.
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - maximumSize: The largest file the format allows.
    ///   - keptMembers: The members of each object kept (``JSONParser/parse(_:keptMembers:)``).
    public static func parse(
        bytes: [UInt8], maximumSize: Int, keptMembers: (([JSONMember]) -> [JSONMember])? = nil
    ) -> Result<JSONValue, Problem> {
        guard bytes.count <= maximumSize else {
            return .failure(tooLarge(bytes.count, maximumSize))
        }
        switch JSONParser.parse(bytes, keptMembers: keptMembers) {
        case .success(let value):
            return .success(value)
        case .failure(let error):
            // A repeated key is valid JSON to most tools, so it is named as what it is.
            let message = error.reason.hasPrefix("duplicate key") ? error.reason : "invalid JSON (\(error.reason))"
            return .failure(Problem(path: "line \(error.line), column \(error.column)", message: message))
        }
    }
}
