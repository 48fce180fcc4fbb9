/// Why an environment argument could not be read, in one line.
public struct EnvironmentProblem: Error, Hashable, Sendable {
    /// The line.
    public var message: String
    /// A problem.
    public init(_ message: String) { self.message = message }
}
