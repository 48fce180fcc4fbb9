import ArgumentParser
import ButtonKit
import Rendering

/// One button in one state, printed as text, ANSI or SVG, with no terminal.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print one button in one state (text, ansi or svg); no terminal needed.",
        discussion: """
        The state is built with the simulator's rules: mutual also selects, loading holds \
        disabled. A picture is drawn still (spinner at its first frame). No state file is read \
        or written. Example: button-sim render --button follow --state mutual --format svg > mutual.svg
        """
    )

    @Option(help: "The button: follow, modal, primary, secondary, link, success, danger, on-color, on-color-secondary, on-color-link.")
    var button: String

    @Option(help: "Comma list of highlighted, disabled, selected, focused, mutual, loading (default: normal).")
    var state: String = ""

    @Option(help: "small or medium.")
    var size: ButtonSize = .medium

    @OptionGroup var picture: PictureOptions

    func run() throws {
        // ArgumentParser calls run() on the main thread; the launcher lives on the main actor.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        guard var chosen = ButtonChoice.button(button, locale: picture.locale) else {
            throw CommandError.invalidArgument(ButtonChoice.unknown(button, command: "render"))
        }
        switch StateNames.flags(parsing: state, catalog: chosen.flags.catalog) {
        case .success(let flags):
            chosen.flags = flags
        case .failure(let unknown):
            throw CommandError.invalidArgument(
                "render: unknown state '\(unknown.name)'; valid: \(StateNames.valid(catalog: chosen.flags.catalog).joined(separator: ", "))")
        }
        chosen.size = size
        let model = try picture.model()
        picture.print(ButtonPicture.frame(chosen, model: model))
    }
}

extension ButtonSize: ExpressibleByArgument {}
