import ArgumentParser
import Headless

/// `parity`: where a button's UIKit and SwiftUI twins would differ (docs/swiftui.md).
struct ParityCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "parity",
        abstract: "List where each button's UIKit and SwiftUI twins would differ.",
        discussion: """
            Both frameworks' rules over the same button file: for every button, the states \
            reachable under one and not the other, and the states whose title or VoiceOver \
            reading (per locale), colours or enabled differ, each with both values and why (UIKit's \
            fallback to normal, the SwiftUI precedence ladder, the toggle). Every reachable state \
            is compared; --mode keeps the differences shown in that machine state. Exit 0 when \
            every difference is waived by the file ("parity": {"waive": {"STATE": "reason"}}), \
            1 when one is not; waivers are listed with their reasons. \
            Example: button-sim parity --button follow --format markdown
            """
    )

    @OptionGroup var buttons: ButtonsOption

    @OptionGroup var theme: ThemeOption

    @OptionGroup var selection: SelectionOptions

    @Option(help: ArgumentHelp(FormatChoice<ParityOutput>.help()))
    var format = FormatChoice<ParityOutput>(.text)

    func validate() throws {
        if selection.states != nil {
            throw ValidationError(
                "parity compares every reachable state; --states does not apply (use --button or --mode)")
        }
    }

    @MainActor
    func runOnMain() throws {
        let input = try HeadlessInput.load(buttons: buttons.buttons, themes: [theme.theme])
        let report = try ParityJob.report(input, selection: selection.selection)
        ParityOutput(report: report).print(as: format.format)
        if report.fails { throw ExitCode.failure }
    }
}
