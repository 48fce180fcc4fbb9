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
        abstract:
            "Write a UIButton subclass, its previews and tests, and its strings in Localizable.xcstrings for one button.",
        discussion: """
            The class keeps the button file's custom states as UIControl.State values in the \
            application range with `state` overridden, sets every title in file order from the \
            String Catalog (merged into an existing one, never replacing what it holds), takes \
            colours per state and sizes from the theme, and runs the machine as an enum. It also \
            writes a #Preview for every reachable state and an XCTest file of the reviewed \
            contract. Edited files are kept unless --force; all files are written or none \
            (docs/export.md). Example: button-sim export swift --button follow --output Sources/UI
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

    @Flag(help: "Replace generated files even if they were edited since, or were not written by the export.")
    var force = false

    @OptionGroup var write: WriteOptions

    @Option(help: "The app module the generated tests import with @testable import.")
    var module: String = "App"

    // Unconditional, so `--step-delay -1` reaches validate() and gets the range message.
    @Option(
        parsing: .unconditional,
        help:
            "The step delay the button was reviewed with, in seconds (noted in the class; its `after: step` waits for finishStep())."
    )
    var stepDelay: Double = 1

    func validate() throws {
        guard let first = module.unicodeScalars.first, !("0"..."9").contains(first),
            module.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            })
        else {
            throw ValidationError("--module must be a Swift module name (letters, digits, _), not '\(module)'")
        }
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
        let export: SwiftExporter.Export
        do {
            export = try SwiftExporter.export(
                definition, board: board, theme: prepared.state.screen.theme, source: source,
                stepDelay: .milliseconds((try? StepDelay.milliseconds(stepDelay)) ?? 1000),
                existingCatalog: existing, module: module)
        } catch {
            CommandError.print(
                error.isCatalog
                    ? "export swift: \(PlayOutput.quoted(catalogURL.path)) \(error.message); nothing written"
                    : "export swift: \(error.message)")
            throw ExitCode.failure
        }
        let paths = export.files.map { folder.appendingPathComponent($0.name).path }
        // A file the export did not write, or one edited since, is kept unless --force.
        var refusals: [String] = []
        for (file, path) in zip(export.files, paths) where file.isStamped && !force {
            guard case .success(let bytes) = BoundedFileReader.bytes(of: path, limit: Self.largestCatalog) else {
                continue
            }
            guard bytes != Array(file.contents.utf8) else { continue }
            switch GeneratedStamp.status(of: bytes) {
            case .unchanged: continue
            case .edited: refusals.append("\(PlayOutput.quoted(path)) was edited since it was exported")
            case .notGenerated: refusals.append("\(PlayOutput.quoted(path)) was not written by export swift")
            }
        }
        guard refusals.isEmpty else {
            for refusal in refusals {
                CommandError.print("export swift: \(refusal); nothing written (--force replaces it)")
            }
            throw ExitCode.failure
        }
        // All or nothing: every file is written, or the folder is left as it was.
        do {
            try AtomicFileWriter.replaceAll(
                zip(export.files, paths).map { ($1, Array($0.contents.utf8)) },
                options: write.writer(.documentInNewFolder))
        } catch {
            CommandError.print(
                "export swift: cannot write into \(PlayOutput.quoted(output)): \(error.explained); nothing written")
            throw ExitCode.failure
        }
        for conflict in export.conflicts {
            CommandError.print("export swift: \(PlayOutput.quoted(catalogURL.path)): \(conflict)")
        }
        for path in paths { print(ControlCharacterEscaping.escaped(path)) }
    }

    /// The largest String Catalog merged; a catalog is a few hundred kilobytes.
    static let largestCatalog = 16 * 1024 * 1024
}
