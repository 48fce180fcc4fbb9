import ArgumentParser
import ButtonKit
import FileAccess
import Platform
import Rendering
import Simulator
import SwiftExport

/// `button-sim export swift`: a UIButton subclass and its String Catalog for one button.
struct ExportSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write a UIButton subclass and a Localizable.xcstrings String Catalog for one button.",
        discussion: """
            The class keeps the button file's custom states as UIControl.State values in the \
            application range with `state` overridden, sets every title in file order from the \
            String Catalog, takes colours per state and sizes from the theme, and runs the \
            machine as an enum. Example: button-sim export swift --button follow --output Sources/UI
            """
    )

    @Option(help: "The id of a button on the board.", completion: Completions.buttonID)
    var button: String

    @Option(
        help: "A button file (see docs/buttons.md) or the name of one in Buttons/; default: the built-in board.",
        completion: Completions.buttonFile)
    var buttons: String?

    @Option(
        help: "A theme name (default, dark, high-contrast) or a path to a theme file.",
        completion: Completions.themeNames)
    var theme: String?

    @Option(
        help: "The folder to write into (made if missing); default: the current folder.", completion: .directory)
    var output: String = "."

    // Unconditional, so `--step-delay -1` reaches validate() and gets the range message.
    @Option(parsing: .unconditional, help: "The step delay of `after: step` timers, in seconds.")
    var stepDelay: Double = 1

    func validate() throws {
        _ = try StepDelay.milliseconds(stepDelay)
    }

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        let options = LaunchOptions(buttonsFile: buttons, theme: theme, locale: nil, fresh: true)
        let prepared: AppLauncher.Prepared
        do {
            prepared = try AppLauncher.prepare(
                options, size: TerminalSize(columns: 80, rows: 24), monochrome: true,
                useDefaultStateFile: false)
        } catch {
            CommandError.print(error.message)
            throw ExitCode(error.exitCode)
        }
        let board = prepared.state.screen.simulator.board
        guard let definition = board.button(ButtonID(rawValue: button)) else {
            let valid = board.buttons.map(\.id.rawValue).joined(separator: ", ")
            throw CommandError.invalidArgument("export swift: unknown button '\(button)'; valid: \(valid)")
        }
        let source = buttons.map { "`\($0)`" } ?? "the built-in board (Buttons/default.json)"
        let folder = URL(fileURLWithPath: output)
        let catalogURL = folder.appendingPathComponent(SwiftExporter.catalogName)
        let existing: [UInt8]?
        switch BoundedFileReader.bytes(of: catalogURL.path, limit: Self.largestCatalog) {
        case .success(let bytes): existing = bytes
        case .failure(.missing): existing = nil
        case .failure(.tooLarge(let size)):
            CommandError.print(
                "export swift: \(PlayOutput.quoted(catalogURL.path)) is too large to merge (\(size) bytes; at most \(Self.largestCatalog)); move it aside to write a new one"
            )
            throw ExitCode.failure
        case .failure(let failure):
            CommandError.print("export swift: cannot read \(PlayOutput.quoted(catalogURL.path)) (\(failure))")
            throw ExitCode.failure
        }
        let files: [SwiftExporter.File]
        do {
            files = try SwiftExporter.export(
                definition, board: board, theme: prepared.state.screen.theme, source: source,
                stepDelay: .milliseconds((try? StepDelay.milliseconds(stepDelay)) ?? 1000),
                existingCatalog: existing)
        } catch {
            CommandError.print(
                "export swift: \(PlayOutput.quoted(catalogURL.path)) \(error.message); move it aside to write a new one"
            )
            throw ExitCode.failure
        }
        // Every target is checked first, so a refused one leaves none of the set written.
        let paths = files.map { folder.appendingPathComponent($0.name).path }
        do {
            for path in paths { try AtomicFileWriter.check(path, options: .documentInNewFolder) }
            for (file, path) in zip(files, paths) {
                try AtomicFileWriter.replace(path, with: Array(file.contents.utf8), options: .documentInNewFolder)
            }
        } catch {
            CommandError.print("export swift: cannot write into \(PlayOutput.quoted(output)): \(error.detail)")
            throw ExitCode.failure
        }
        for path in paths { print(ControlCharacterEscaping.escaped(path)) }
    }

    /// The largest String Catalog merged; a catalog is a few hundred kilobytes.
    static let largestCatalog = 16 * 1024 * 1024
}
