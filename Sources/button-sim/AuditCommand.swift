import ArgumentParser
import Audit
import ButtonKit
import Platform
import Rendering
import Simulator
import Theming

/// `button-sim audit`: every reachable state of every button in every environment against
/// the accessibility rules; exit 1 on any finding not waived.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check every reachable state of every button in every environment for accessibility problems.",
        discussion: """
            Rules: contrast (text 4.5:1, 3:1 when large; edges 3:1; exact colours and as an \
            xterm-256 terminal shows them; disabled states exempt and listed), hit-target (44 x 44 \
            pt), label (VoiceOver has something to read in every state; states read alike are \
            listed), truncation (a title cut at some content size, with the first size and the \
            locale), look-alike (states that differ in selected or a custom state drawn \
            identically) and focus (a focused state that shows no difference). By default every \
            content size, appearance, contrast and direction (96 environments); an environment \
            option narrows its axis, and --bold-text on / --button-shapes on add those settings. \
            Waivers in the button file ("audit": {"waive": {"RULE": "why"}}) are reported with \
            their reasons and do not fail. Exit status 1 when anything not waived is found. \
            Example: button-sim audit --buttons Buttons/examples/send.json --format junit > audit.xml
            """
    )

    @Option(
        help: "A button file (see docs/buttons.md) or the name of one in Buttons/; default: the built-in board.",
        completion: Completions.buttonFile)
    var buttons: String?

    @Option(
        help:
            "A theme name (default, dark, high-contrast) or a theme file; its counterparts give dark and increased contrast.",
        completion: Completions.themeNames)
    var theme: String?

    @Option(help: "text (one line per finding), json or junit (XML for CI dashboards).")
    var format = FormatChoice<AuditReport>(.text)

    @Option(
        help: ArgumentHelp("Only these rules, a comma list (default: all).", valueName: "rules"))
    var rules: String?

    @OptionGroup var environment: EnvironmentOptions

    func validate() throws {
        _ = try chosenRules()
    }

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        let options = LaunchOptions(buttonsFile: buttons, theme: theme, locale: nil, fresh: true)
        let screen: ScreenModelSource
        do {
            let prepared = try AppLauncher.prepare(
                options, size: TerminalSize(columns: 80, rows: 24), monochrome: false, useDefaultStateFile: false)
            screen = ScreenModelSource(
                board: prepared.state.screen.simulator.board, theme: prepared.state.screen.theme)
        } catch {
            CommandError.print(error.message)
            throw ExitCode(error.exitCode)
        }
        let report = Auditor.audit(
            screen.board, theme: screen.theme, environments: environments(), rules: try chosenRules())
        report.print(as: format.format)
        if !report.passed { throw ExitCode.failure }
    }

    /// The environments: each axis given narrows it; content size, appearance, contrast
    /// and direction otherwise take every value.
    func environments() -> [DisplayEnvironment] {
        var choices = (try? environment.choices()) ?? []
        for axis in [EnvironmentAxis.contentSize, .appearance, .contrast, .direction].reversed()
        where !choices.contains(where: { $0.axis == axis }) {
            choices.insert((axis, axis.values), at: 0)
        }
        // Content size varies slowest, so a truncation is reported at its first size.
        choices.sort {
            (EnvironmentAxis.allCases.firstIndex(of: $0.axis) ?? 0)
                < (EnvironmentAxis.allCases.firstIndex(of: $1.axis) ?? 0)
        }
        return DisplayEnvironment.permutations(choices)
    }

    private func chosenRules() throws -> Set<AuditRule> {
        guard let rules else { return Set(AuditRule.allCases) }
        var chosen: Set<AuditRule> = []
        for name in rules.split(separator: ",").map(String.init) {
            guard let rule = AuditRule(rawValue: name) else {
                let valid = AuditRule.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("--rules: unknown rule '\(name)'; valid: \(valid)")
            }
            chosen.insert(rule)
        }
        return chosen
    }
}

/// The board and theme an audit reads, as `run` would find them.
private struct ScreenModelSource {
    var board: BoardDefinition
    var theme: Theme
}
