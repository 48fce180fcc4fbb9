import ArgumentParser
import ButtonKit
import Rendering

/// Every state combination side by side, printed as text, ANSI or SVG, with no terminal.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Print every state combination of a button, or of all buttons (text, ansi or svg).",
        discussion: """
        Each combination is labelled (S|H 0x5: selected, highlighted, raw 0x5) and marked \
        where it falls back to normal (↩) or where highlighted overrides disabled (≡0x5). \
        The design-system buttons show as variants by states; with no --button, the follow \
        and modal buttons and every design-system variant. No state file is read or written.
        """
    )

    @Option(help: "One button: follow, modal, or a design-system variant id (default: all).")
    var button: String?

    @OptionGroup var picture: PictureOptions

    func run() throws {
        // ArgumentParser calls run() on the main thread; the launcher lives on the main actor.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        var sections = GalleryPicture.all(locale: picture.locale)
        if let button {
            guard let chosen = ButtonChoice.button(button, locale: picture.locale) else {
                throw CommandError.invalidArgument(ButtonChoice.unknown(button, command: "gallery"))
            }
            sections = [chosen.variant.map { .variants([$0]) } ?? .states(chosen)]
        }
        let model = try picture.model()
        picture.print(GalleryPicture.frame(sections, model: model))
    }
}
