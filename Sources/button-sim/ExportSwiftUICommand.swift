import ArgumentParser
import Escaping
import Headless

/// `button-sim export swiftui`: the SwiftUI twin of one button, its tests and its strings.
struct ExportSwiftUICommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "swiftui",
        abstract:
            "Write a SwiftUI twin (view, ButtonStyle, look table, model, previews), its Swift Testing tests and its strings for one button.",
        discussion: """
            The twin follows SwiftUI's rules whatever the file says: the look of every reachable \
            state is one row of a table made from the state facts, read by a ButtonStyle from \
            configuration.isPressed, \\.isEnabled and \\.isFocused; the machine is an @Observable \
            model whose events are methods. Titles and colours use the String Catalog keys and \
            colour sets of export swift. Edited files are kept unless --force; all files are \
            written or none (docs/swiftui.md). Example: button-sim export swiftui --button follow --output Sources/UI
            """
    )

    @OptionGroup var button: ButtonOption

    @OptionGroup var buttons: ButtonsOption

    @OptionGroup var theme: ThemeOption

    @Option(
        help: "The folder to write into (made if missing); default: the current folder.", completion: .directory)
    var output: String = "."

    @Flag(help: "Replace generated files even if they were edited since, or were not written by the export.")
    var force = false

    @OptionGroup var write: WriteOptions

    @Option(help: "The app module the generated tests import with @testable import.")
    var module: String = "App"

    func validate() throws {
        guard let first = module.unicodeScalars.first, !("0"..."9").contains(first),
            module.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            })
        else {
            throw ValidationError("--module must be a Swift module name (letters, digits, _), not '\(module)'")
        }
    }

    @MainActor
    func runOnMain() throws {
        let input = try HeadlessInput.load(buttons: buttons.buttons, themes: [theme.theme])
        let settings = SwiftExportSettings(
            stepDelay: .seconds(1), module: module, force: force, writer: write.writer(.documentInNewFolder))
        let written = try SwiftUIExportJob.run(
            button: button.button, input: input, source: buttons.buttons, output: output, settings: settings)
        for conflict in written.conflicts { CommandError.print("export swiftui: \(conflict)") }
        for path in written.paths { print(ControlCharacterEscaping.escaped(path)) }
    }
}
