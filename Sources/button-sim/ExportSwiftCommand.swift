import ArgumentParser
import ButtonKit
import Escaping
import Headless

/// `button-sim export swift`: a UIButton subclass and its String Catalog for one button.
struct ExportSwiftCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract:
            "Write a UIButton subclass, its previews and tests, and its strings in Localizable.xcstrings for one button.",
        discussion: """
            The class keeps the button file's custom states as UIControl.State values in the \
            application range with `state` overridden, sets every title in file order from the \
            String Catalog (merged into an existing one, never replacing what it holds), takes \
            colours per state and sizes from the theme, and runs the machine as an enum. It also \
            writes a #Preview for each reviewed state (the flow x the review set; --all: every \
            reachable state) and a Swift Testing file of the reviewed contract. Edited files are \
            kept unless --force; all files are written or none (docs/export.md). It prints the \
            paths written, then which catalogs (Localizable.xcstrings, Colors.xcassets) the app \
            target must include. Example: button-sim export swift --button follow --output Sources/UI
            """
    )

    @OptionGroup var export: ExportOptions

    @Flag(
        help:
            "Previews and a test row for every reachable state, not only the flow x the review set (scripts/verify-export checks every one)."
    )
    var all = false

    // Unconditional, so `--step-delay -1` reaches validate() and gets the range message.
    @Option(
        parsing: .unconditional,
        help:
            "The step delay the button was reviewed with, in seconds (noted in the class; its `after: step` waits for finishStep())."
    )
    var stepDelay: Double = 1

    func validate() throws {
        _ = try StepDelay.milliseconds(stepDelay)
    }

    @MainActor
    func runOnMain() throws {
        let input = try HeadlessInput.load(buttons: export.buttons.buttons, themes: [export.theme.theme])
        let settings = SwiftExportSettings(
            stepDelay: .milliseconds((try? StepDelay.milliseconds(stepDelay)) ?? 1000), module: export.module,
            force: export.force,
            writer: export.write.writer(.documentInNewFolder), states: all ? .every : .review)
        let written = try SwiftExportJob.run(
            button: export.button.button, input: input, source: export.buttons.buttons, output: export.output,
            settings: settings)
        for conflict in written.conflicts { CommandError.print("export swift: \(conflict)") }
        for asset in written.assets { CommandError.print("export swift: \(asset)") }
        if let note = SwiftExportJob.auditNote(
            button: export.button.button, input: input, source: export.buttons.buttons,
            themeArgument: export.theme.theme)
        {
            CommandError.print(note)
        }
        for path in written.paths { print(ControlCharacterEscaping.escaped(path)) }
        print(Self.targetNote(written))
    }

    /// One line after the paths: the catalogs the class's target must include, and the bundle
    /// the class reads them from.
    static func targetNote(_ written: SwiftExportJob.Written) -> String {
        let name = written.className
        let what = written.catalogs.count > 1 ? "its titles and colours" : "its titles"
        return
            "Add \(written.catalogs.joined(separator: " and ")) to the target that builds \(name): it reads \(what) from its own bundle, Bundle(for: \(name).self)."
    }
}
