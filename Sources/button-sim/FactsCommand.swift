import ArgumentParser
import Escaping
import Facts
import Headless
import Platform

/// `facts`: what every reachable state shows and does, one JSON object a line, for
/// machines (`scripts/verify-export` compares an exported class against it).
struct FactsCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "facts",
        abstract: "Print what every reachable state shows and does, one JSON object a line.",
        discussion: """
            For each button, locale, environment and reachable state: the title and where it \
            came from, the colours (title, fill, border, indicator, page), contrast, enabled, \
            indicator and image, what VoiceOver reads, what a tap sends and leads to, and the \
            size, corner radius and positions of indicator, image and title in points as the \
            device look draws them. In the first theme asked for (its dark or high-contrast \
            counterpart where the environment calls for one). Every reachable state, as the \
            contract has them, unless --button, --mode or --states narrow it (--all changes \
            nothing). Example: button-sim facts --button follow --environments all
            """
    )

    @OptionGroup var board: ReviewOptions

    @Option(help: "standard (one environment, the default) or all (every environment the audit covers).")
    var environments: EnvironmentSet = .standard

    /// Which environments to describe.
    enum EnvironmentSet: String, ExpressibleByArgument, CaseIterable {
        case standard, all
    }

    @MainActor
    func runOnMain() throws {
        // Loaded whole: the job narrows it to the selection, as the audit's does.
        let input = board.framework.applied(
            to: try HeadlessInput.load(buttons: board.buttons.buttons, themes: board.themes.list))
        let locales = try input.locales(board.locale, command: "facts")
        let chosen = environments == .all ? FactsJob.everyEnvironment(for: input.board) : [.standard]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try FactsJob.forEachRecord(
            input, selection: board.selection.selection, locales: locales, environments: chosen
        ) { record in
            guard let data = try? encoder.encode(record) else { return }
            print(ControlCharacterEscaping.jsonEscaped(String(decoding: data, as: UTF8.self)))
        }
    }
}
