import ArgumentParser
import Escaping
import Headless

/// `figma import DESIGN.json --set NAME`: a starter button file and theme from one
/// component set of a saved Figma response.
struct FigmaImportCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Start a button file and theme from a component set in a saved Figma REST response.",
        discussion: """
            Writes ID.json (a button file: the variants' states, an unknown state word made a \
            custom state; titles from their text layers; the prototype's ON_CLICK and \
            AFTER_TIMEOUT as the machine), ID.theme.json (a theme manifest) and ID.tokens.json \
            (DTCG tokens: each state's fill, text colour and stroke, the corner radius, height \
            and stroke weight), where ID is the set's name as a button id. Hover variants are \
            left out: iOS has no hover state. Files that exist are kept unless --force; the \
            three are written together or not at all. A press, click or timeout of the prototype that \
            no button can follow (a press on a disabled variant, a selected press drawn \
            unselected, a timeout nothing leads to) is a warning naming the variant, as figma \
            check will report it. The network is never used. See \
            docs/figma.md. Example: button-sim figma import design/follow.json --set Follow \
            --output Buttons
            """
    )

    @Argument(help: "The saved Figma response.")
    var design: String

    @Option(name: .customLong("set"), help: ArgumentHelp("The component set to import.", valueName: "name"))
    var setName: String

    @Option(
        help: "The folder to write into (made if missing); default: the current folder.", completion: .directory)
    var output: String = "."

    @Flag(help: "Replace files that exist.")
    var force = false

    @OptionGroup var write: WriteOptions

    @MainActor
    func runOnMain() throws {
        let (document, _) = try FigmaCheckJob.load(design: design, map: nil, command: "figma import")
        let written = try FigmaImportJob.run(
            design: document, setName: setName, output: output, force: force,
            writer: write.writer(.documentInNewFolder))
        // A note quotes names from the design: one line each, whatever they hold.
        for note in written.notes {
            CommandError.print("figma import: note: " + ControlCharacterEscaping.escaped(note))
        }
        for finding in written.unfollowed {
            let warning = "\(finding.variant): the button cannot do what the prototype draws: \(finding.difference)"
            CommandError.print("figma import: warning: " + ControlCharacterEscaping.escaped(warning))
        }
        for path in written.paths { print(ControlCharacterEscaping.escaped(path)) }
    }
}
