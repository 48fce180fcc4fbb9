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
    /// Problems in tokens no role uses, which did not stop the theme loading.
    public var warnings: [Problem] = []
    /// Which token of which file supplied each role the theme read.
    public var roles: [RoleSource] = []
    /// The roles nothing supplies (each falls back as ``Theme/unsuppliedRoles`` says).
    public var unsupplied: [String] = []
    /// The presentation roles nothing supplies, which ``PresentationDefaults`` stand in for.
    public var presentationDefaults: [String] = []

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
    ///   - strict: Whether problems in tokens no role uses are errors too.
    public init(path: String, customStates: [CustomState], strict: Bool = false) {
        self.init(
            path: path, loaded: ThemeLoader.load(contentsOf: URL(fileURLWithPath: path), strict: strict),
            customStates: customStates)
    }

    /// Checks a theme already loaded (a built-in one, or one found by name).
    /// - Parameters:
    ///   - path: The file or theme name as given.
    ///   - loaded: What loading it gave.
    ///   - customStates: The custom states that give the theme's state words meaning.
    ///   - variants: Only these variants are measured (a board's); `nil` for every one.
    public init(
        path: String, loaded: Result<Theme, ThemeLoadError>, customStates: [CustomState],
        variants: Set<String>? = nil
    ) {
        self.path = path
        switch loaded {
        case .success(let theme):
            valid = true
            problems = []
            warnings = theme.warnings.map(Self.problem)
            roles = theme.roleSources
            unsupplied = theme.unsuppliedRoles
            presentationDefaults = theme.defaultedPresentationRoles
            let report = ContrastReport(theme: theme, customStates: customStates, variants: variants)
            contrast = report
            contrastFailures = Dictionary(
                uniqueKeysWithValues: ColorDepth.allCases.map { ($0.rawValue, report.failures(at: $0).count) })
        case .failure(let error):
            valid = false
            problems = error.problems.map(Self.problem)
            contrast = nil
            contrastFailures = [:]
        }
    }

    private static func problem(_ found: ThemeProblem) -> Problem {
        Problem(file: found.file, path: found.path, message: found.message, line: found.line)
    }

    /// The check as the terminal shows it, all pairs: ``lines(verbose:)`` with `true`.
    public var lines: [String] { lines(verbose: true) }

    /// The check as the terminal shows it. An invalid file: a verdict line, then one line
    /// per problem. A valid file: one summary line, each warning, then the pairs that fail
    /// at some colour depth; with `verbose`, every role's source, the roles nothing
    /// supplies, the presentation roles the defaults stand in for, and every pair.
    public func lines(verbose: Bool) -> [String] {
        guard valid, let contrast else {
            return ["\(path): invalid (\(problems.count) problem\(problems.count == 1 ? "" : "s"))"]
                + problems.map(\.line)
        }
        let failures = ColorDepth.allCases.map { "\(contrastFailures[$0.rawValue] ?? 0) \($0.rawValue)" }.joined(
            separator: ", ")
        let warned = warnings.isEmpty ? "" : ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")"
        let summary =
            "\(path): valid (theme \(contrast.theme)\(warned)); \(roles.count) roles supplied, \(unsupplied.count) not; "
            + "contrast: \(contrast.entries.count) pairs, failing: \(failures) "
            + "(text needs 4.5:1, 3:1 when large; borders 3:1; disabled exempt)"
        let shown =
            verbose
            ? contrast.entries
            : contrast.entries.filter { entry in
                ColorDepth.allCases.contains { entry.measurement(at: $0).verdict == .fail }
            }
        var lines = [summary] + warnings.map { "  warning: \($0.line)" }
        if verbose {
            lines.append("  roles (role <- the token that supplies it (file) -> the tokens it aliases):")
            lines += roles.map { "    " + $0.line }
            if !unsupplied.isEmpty {
                lines.append(
                    "  roles nothing supplies (the default state's colour, or the foreground for a spinner, stands in):"
                )
                lines += unsupplied.map { "    " + $0 }
            }
            if !presentationDefaults.isEmpty {
                lines.append(
                    "  presentation roles nothing supplies (the defaults stand in: \(PresentationDefaults.summary)):")
                lines += presentationDefaults.map { "    " + $0 }
            }
            lines.append("  contrast:")
        }
        return lines + ContrastReport.lines(for: shown).map { "  " + $0 }
    }
}
