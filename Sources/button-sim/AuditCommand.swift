import ArgumentParser
import Audit
import Headless

/// `button-sim audit`: every reachable state of every button in every environment against
/// the accessibility rules; exit 1 on any finding not waived.
struct AuditCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check every reachable state of every button in every environment for accessibility problems.",
        discussion: """
            Rules: contrast (text 4.5:1, 3:1 when large; borders 3:1; the exact colours, and with \
            --look terminal also as an xterm-256 terminal shows them; disabled states exempt and \
            listed), hit-target (44 x 44 \
            pt), label (VoiceOver has something to read in every state; states read alike are \
            listed), truncation (a title cut at some content size, with the first size and the \
            locale), look-alike (states that differ in selected or a custom state drawn \
            identically) and focus (a focused state that shows no difference). By default every \
            content size, appearance, contrast and direction (96 environments); an environment \
            option narrows its axis, and --bold-text on / --button-shapes on add those settings. \
            Waivers in the button file ("audit": {"waive": {"RULE": "why"}}) are reported with \
            their reasons and do not fail. Each finding is one design problem (a rule and the \
            colour pair or value at fault) with every button, state and environment it covers. \
            Exit status 1 when anything not waived is found. \
            Example: button-sim audit --buttons Buttons/examples/send.json --format junit > audit.xml
            """
    )

    @OptionGroup var buttons: ButtonsOption

    @OptionGroup var theme: ThemeOption

    @Option(help: ArgumentHelp(FormatChoice<AuditReport>.help()))
    var format = FormatChoice<AuditReport>(.text)

    @Option(
        help: ArgumentHelp("Only these rules, a comma list (default: all).", valueName: "rules"))
    var rules: String?

    @Option(help: "Measure colours as the device shows them, or also as an xterm-256 terminal does (terminal).")
    var look: PictureLook = .device

    @OptionGroup var environment: EnvironmentOptions

    @OptionGroup var selection: SelectionOptions

    func validate() throws {
        _ = try chosenRules()
    }

    @MainActor
    func runOnMain() throws {
        let input = try HeadlessInput.load(buttons: buttons.buttons, themes: [theme.theme])
        let report = try AuditJob.report(
            input, choices: try environment.choices(), rules: try chosenRules(), selection: selection.selection,
            look: look)
        report.print(as: format.format)
        if !report.passed { throw ExitCode.failure }
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
