import ButtonKit
import Platform

/// What `themes check` found in one theme file: the validation problems, or, for a valid
/// file, its contrast report. Encodes to JSON for `themes check --format json`.
public struct ThemeCheck: Hashable, Sendable, Codable {
    /// The path as given on the command line.
    public var path: String
    /// Whether the file loaded with no validation problems.
    public var valid: Bool
    /// One entry per problem, each also as its printed `FILE: token.path: message` line.
    public var problems: [Problem]
    /// `nil` for an invalid file.
    public var contrast: ContrastReport?
    /// Failing pairs per colour depth (`exact`, `xterm-256`, `8-colour`); contrast is
    /// reported, and does not make a file invalid.
    public var contrastFailures: [String: Int]

    /// A validation problem, as JSON.
    public struct Problem: Hashable, Sendable, Codable {
        /// The file name, without directories.
        public var file: String
        /// The dotted token path, or where in the file.
        public var path: String
        /// What is wrong.
        public var message: String
        /// The whole `FILE: token.path: message` line as printed.
        public var line: String
    }

    /// Loads and checks the theme file at `path`.
    /// - Parameters:
    ///   - path: The file as given.
    ///   - customStates: The custom states that give the theme's state words meaning.
    public init(path: String, customStates: [CustomState]) {
        self.path = path
        switch ThemeLoader.load(contentsOf: URL(fileURLWithPath: path)) {
        case .success(let theme):
            valid = true
            problems = []
            let report = ContrastReport(theme: theme, customStates: customStates)
            contrast = report
            contrastFailures = Dictionary(
                uniqueKeysWithValues: ColorDepth.allCases.map { ($0.rawValue, report.failures(at: $0).count) })
        case .failure(let error):
            valid = false
            problems = error.problems.map { Problem(file: $0.file, path: $0.path, message: $0.message, line: $0.line) }
            contrast = nil
            contrastFailures = [:]
        }
    }

    /// The check as the terminal shows it, all pairs: ``lines(verbose:)`` with `true`.
    public var lines: [String] { lines(verbose: true) }

    /// The check as the terminal shows it. An invalid file: a verdict line, then one line
    /// per problem. A valid file: one summary line, then the pairs that fail at some colour
    /// depth, or every pair when `verbose`.
    public func lines(verbose: Bool) -> [String] {
        guard valid, let contrast else {
            return ["\(path): invalid (\(problems.count) problem\(problems.count == 1 ? "" : "s"))"]
                + problems.map(\.line)
        }
        let failures = ColorDepth.allCases.map { "\(contrastFailures[$0.rawValue] ?? 0) \($0.rawValue)" }.joined(
            separator: ", ")
        let summary =
            "\(path): valid (theme \(contrast.theme)); contrast: \(contrast.entries.count) pairs, failing: \(failures) "
            + "(text needs 4.5:1, borders 3:1, disabled exempt)"
        let shown =
            verbose
            ? contrast.entries
            : contrast.entries.filter { entry in
                ColorDepth.allCases.contains { entry.measurement(at: $0).verdict == .fail }
            }
        return [summary] + ContrastReport.lines(for: shown).map { "  " + $0 }
    }
}
