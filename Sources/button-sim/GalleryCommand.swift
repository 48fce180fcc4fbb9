import ArgumentParser
import ButtonKit
import Rendering

/// Every reachable state combination side by side, printed as text, ANSI or SVG.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Print every reachable state combination of a button, or of every button (text, ansi or svg).",
        discussion: """
        Each combination is labelled (S|H 0x5: selected, highlighted, raw 0x5; custom states \
        by their marks) and marked where the title falls back to normal (↩), where the style \
        falls back to the theme's default tokens (↪), or where highlighted overrides disabled \
        (≡0x5). With no --button, every button of the board. No state file is read or written.
        """
    )

    @Option(help: "One button's id (default: every button on the board).")
    var button: String?

    @Option(help: "Cells per row (default: 3 for the terminal look, 4 for the device look).")
    var columns: Int?

    @OptionGroup var picture: PictureOptions

    func validate() throws {
        if let columns, !(1...64).contains(columns) { throw ValidationError("--columns must be 1...64") }
    }

    func run() throws {
        // ArgumentParser calls run() on the main thread; the launcher lives on the main actor.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        let models = try picture.models()
        let model = models[0]
        let buttons = try button.map { [try picture.button($0, in: model, command: "gallery")] } ?? model.simulator.buttons
        if picture.device.look == .device {
            picture.print(document: DeviceGallery.svg(buttons.map(\.id), models: models, columns: columns ?? 4,
                                                      scale: picture.device.scale))
        } else {
            picture.print(GalleryPicture.frame(buttons, model: model, columns: columns ?? StateGallery.columns))
        }
    }
}
