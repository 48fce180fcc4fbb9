import ButtonKit
import Escaping
import Platform
import SwiftExport

/// `export swiftui`: one button's SwiftUI twin, its tests and strings written into a folder,
/// all files or none, as `export swift` writes (``SwiftExportJob``).
public enum SwiftUIExportJob {
    /// Exports the button `id` of the input's board in its first theme into `output`.
    /// - Parameters:
    ///   - id: `--button`.
    ///   - input: The board and theme.
    ///   - source: How the generated code names the board (`--buttons` as given).
    ///   - output: The folder (made if missing).
    ///   - settings: The test module, `--force` and how files are written (the step delay is unused).
    /// - Throws: An unknown button (exit 64); a configuration button, a catalog that cannot be
    ///   merged, files edited since, or a folder that cannot be written (exit 1, nothing written).
    public static func run(
        button id: String, input: HeadlessInput, source: String?, output: String, settings: SwiftExportSettings
    ) throws(HeadlessFailure) -> SwiftExportJob.Written {
        guard let definition = input.board.button(ButtonID(rawValue: id)) else {
            let valid = input.board.buttons.map(\.id.rawValue).joined(separator: ", ")
            throw .invalidArgument("export swiftui: unknown button '\(id)'; valid: \(valid)")
        }
        let catalogPath = URL(fileURLWithPath: output).appendingPathComponent(SwiftExporter.catalogName).path
        let existing = try SwiftExportJob.existingCatalog(catalogPath)
        let export: SwiftExporter.Export
        do {
            export = try SwiftUIExporter.export(
                definition, board: input.board, theme: input.themes[0],
                source: source.map { "`\($0)`" } ?? "the built-in board (Buttons/default.json)",
                existingCatalog: existing, module: settings.module)
        } catch {
            throw HeadlessFailure(
                error.isCatalog
                    ? "export swiftui: \(ControlCharacterEscaping.quoted(catalogPath)) \(error.message); nothing written"
                    : "export swiftui: \(error.message)")
        }
        return try SwiftExportJob.write(
            export, into: output, catalogPath: catalogPath, settings: settings, command: "export swiftui")
    }
}
