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

    @OptionGroup var export: ExportOptions

    @MainActor
    func runOnMain() throws {
        let input = try HeadlessInput.load(buttons: export.buttons.buttons, themes: [export.theme.theme])
        let settings = SwiftExportSettings(
            stepDelay: .seconds(1), module: export.module, force: export.force,
            writer: export.write.writer(.documentInNewFolder))
        let written = try SwiftUIExportJob.run(
            button: export.button.button, input: input, source: export.buttons.buttons, output: export.output,
            settings: settings)
        for conflict in written.conflicts { CommandError.print("export swiftui: \(conflict)") }
        for path in written.paths { print(ControlCharacterEscaping.escaped(path)) }
    }
}
