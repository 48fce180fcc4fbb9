/// One thing wrong with (or worth a second look in) a button file, printed as one line:
/// `FILE: json.path: what is wrong`. `path` is a JSON path such as
/// `buttons[0].states.loading.bit`, or `line L, column C` for invalid JSON.
public struct DefinitionProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// An error stops the file from loading; a warning does not.
    public enum Severity: String, Hashable, Sendable, Codable {
        /// The file cannot be loaded; `buttons check` fails.
        case error
        /// Worth a second look, but the file still loads.
        case warning
    }

    /// The file as it was given.
    public var file: String
    /// Where in the file.
    public var path: String
    /// What is wrong, in one plain sentence.
    public var message: String
    /// Error or warning.
    public var severity: Severity

    /// Creates a problem.
    /// - Parameters:
    ///   - file: The file as given.
    ///   - path: The JSON path.
    ///   - message: What is wrong.
    ///   - severity: Error or warning.
    public init(file: String, path: String, message: String, severity: Severity = .error) {
        self.file = file
        self.path = path
        self.message = message
        self.severity = severity
    }

    /// The one line `buttons check` prints; warnings say so.
    public var line: String {
        "\(file): \(path): \(severity == .warning ? "warning: " : "")\(message)"
    }

    /// The same one line as ``line``, so the problem prints as `buttons check` shows it.
    public var description: String { line }
}

/// Why a button file could not be loaded: every error found, one line each.
public struct BoardLoadError: Error, Hashable, Sendable {
    /// The errors (and any warnings found on the way).
    public var problems: [DefinitionProblem]

    /// Creates an error.
    public init(problems: [DefinitionProblem]) { self.problems = problems }

    /// Only the errors.
    public var errors: [DefinitionProblem] { problems.filter { $0.severity == .error } }
}
