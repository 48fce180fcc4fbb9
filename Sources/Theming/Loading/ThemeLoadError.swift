/// A theme file was refused; ``problems`` lists everything found, in file order.
public struct ThemeLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Never empty when the loader returns it.
    public var problems: [ThemeProblem]

    /// An error carrying every problem found.
    public init(problems: [ThemeProblem]) { self.problems = problems }

    /// The problem lines joined by newlines, ready to print.
    public var message: String { problems.map(\.line).joined(separator: "\n") }

    /// The same lines as ``message``.
    public var description: String { message }
}
