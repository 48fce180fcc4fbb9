import ButtonKit
import Definitions
import Platform
import Theming

/// What `buttons check` found in one button file: its errors, or, for a valid file, its
/// warnings, including the variants the theme lacks and where a style silently falls back.
/// Encodes to JSON for `buttons check --format json`.
public struct BoardCheck: Hashable, Sendable, Encodable {
    /// One problem, as JSON.
    public struct Problem: Hashable, Sendable, Encodable {
        /// The file as given.
        public var file: String
        /// Where in the file: a JSON path such as `buttons[0].variant`, or a line and column for invalid JSON.
        public var path: String
        /// What is wrong, in one plain sentence.
        public var message: String
        /// `error` or `warning`.
        public var severity: String
        /// The printed line.
        public var line: String

        init(_ problem: DefinitionProblem) {
            file = problem.file
            path = problem.path
            message = problem.message
            severity = problem.severity.rawValue
            line = problem.line
        }
    }

    /// The path as given.
    public var path: String
    /// No errors.
    public var valid: Bool
    /// How many buttons the file holds (0 when invalid).
    public var buttons: Int
    /// Errors first, then warnings.
    public var problems: [Problem]

    /// Loads and checks a button file against a theme.
    /// - Parameters:
    ///   - path: The file as given.
    ///   - theme: The theme variants and state tokens are checked against.
    ///   - themeFile: The theme's file as given, `nil` for a built-in theme.
    public init(path: String, theme: Theme, themeFile: String?) {
        self.path = path
        let source = BoardSource.file(URL(fileURLWithPath: path))
        switch source.load() {
        case .success(let loaded):
            let missing = source.themeProblems(in: loaded.board, theme: theme, themeFile: themeFile)
            // The reachable states are worked out once, for the title and the style checks.
            let board = loaded.board
            let localization = Localization(locale: board.developmentLocale, development: board.developmentLocale)
            let reachable = board.buttons.map { ReachableStates.entries(for: $0, localization: localization) }
            let warnings = BoardWarnings.warnings(for: board, file: loaded.file, reachable: reachable)
            let styles = Self.styleCoverage(board, theme: theme, file: path, reachable: reachable)
            valid = missing.isEmpty
            buttons = board.buttons.count
            problems = (missing + warnings + styles).map(Problem.init)
        case .failure(let error):
            valid = false
            buttons = 0
            problems = error.problems.map(Problem.init)
        }
    }

    /// The check as the terminal shows it: a verdict line, then one line per problem.
    public var lines: [String] {
        let errors = problems.filter { $0.severity == "error" }.count
        let warnings = problems.count - errors
        let verdict =
            valid
            ? "\(path): valid (\(buttons) button\(buttons == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"))"
            : "\(path): invalid (\(errors) error\(errors == 1 ? "" : "s"))"
        return [verdict] + problems.map(\.line)
    }

    /// Every reachable combination whose style falls back to the variant's default tokens
    /// while the theme has tokens for a more specific state, one warning per such state.
    static func styleCoverage(
        _ board: BoardDefinition, theme: Theme, file: String, reachable: [[ReachableStates.Entry]]
    ) -> [DefinitionProblem] {
        var problems: [DefinitionProblem] = []
        // A configuration button's colours come from its style, not the variant's state tokens.
        for (index, definition) in board.buttons.enumerated()
        where theme.hasVariant(definition.variant) && definition.configuration == nil {
            let defined = theme.definedStates(for: definition.variant, customStates: definition.states)
            var shadowed: [(slot: ControlState, names: [String])] = []
            var named: Set<String> = []
            for entry in reachable[index] where named.insert(StateCoverage.keyName(entry.flags)).inserted {
                let style = theme.style(
                    variant: definition.variant, size: definition.size, state: entry.state,
                    customStates: definition.states)
                guard let slot = StateCoverage.shadowedSlot(of: entry.state, source: style.source, stored: defined)
                else { continue }
                StateCoverage.add(StateCoverage.keyName(entry.flags), under: slot, to: &shadowed)
            }
            for (slot, names) in shadowed {
                let slotName = StateTokenName.name(for: slot, customStates: definition.states)
                problems.append(
                    DefinitionProblem(
                        file: file, path: "buttons[\(index)]",
                        message:
                            "style: theme \(theme.name) styles \(definition.variant) \(slotName), but \(StateCoverage.fallBack(names)) to its default tokens",
                        severity: .warning))
            }
        }
        return problems
    }
}
