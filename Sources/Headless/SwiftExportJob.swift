import ButtonKit
import Escaping
import FileAccess
import Platform
import SwiftExport

/// `export swift`: one button's UIButton subclass, previews, tests and strings written into
/// a folder, all files or none; generated files edited since are kept unless forced.
public enum SwiftExportJob {
    /// The largest String Catalog merged; a catalog is a few hundred kilobytes.
    public static let largestCatalog = 16 * 1024 * 1024

    /// What an export wrote.
    public struct Written: Equatable, Sendable {
        /// The files written, in the export's order.
        public var paths: [String]
        /// Strings the catalog already held differently, one line each (kept as they were).
        public var conflicts: [String]
        /// Named image assets the class reads that the app must add, one line each.
        public var assets: [String] = []
        /// The class's name.
        public var className = ""
        /// The catalogs the class reads at run time, which must join the app target
        /// (``SwiftExporter/Export/catalogs``).
        public var catalogs: [String] = []
    }

    /// Exports the button `id` of the input's board in its first theme into `output`.
    /// - Parameters:
    ///   - id: `--button`.
    ///   - input: The board and theme.
    ///   - source: How the generated code names the board (`--buttons` as given).
    ///   - output: The folder (made if missing).
    ///   - settings: The step delay, the test module, `--force`, how files are written and the
    ///     states the previews and tests show.
    /// - Throws: An unknown button (exit 64); a catalog that cannot be merged, files edited
    ///   since, or a folder that cannot be written (exit 1, nothing written).
    public static func run(
        button id: String, input: HeadlessInput, source: String?, output: String, settings: SwiftExportSettings
    ) throws(HeadlessFailure) -> Written {
        guard let definition = input.board.button(ButtonID(rawValue: id)) else {
            let valid = input.board.buttons.map(\.id.rawValue).joined(separator: ", ")
            throw .invalidArgument("export swift: unknown button '\(id)'; valid: \(valid)")
        }
        let folder = URL(fileURLWithPath: output)
        let catalogPath = folder.appendingPathComponent(SwiftExporter.catalogName).path
        let existing = try existingCatalog(catalogPath)
        let export: SwiftExporter.Export
        do {
            export = try SwiftExporter.export(
                definition, board: input.board, theme: input.themes[0],
                source: source.map { "`\($0)`" } ?? "the built-in board (Buttons/default.json)",
                stepDelay: settings.stepDelay, existingCatalog: existing,
                module: settings.module, states: settings.states)
        } catch {
            throw HeadlessFailure(
                error.isCatalog
                    ? "export swift: \(ControlCharacterEscaping.quoted(catalogPath)) \(error.message); nothing written"
                    : "export swift: \(error.message)")
        }
        return try write(export, into: output, catalogPath: catalogPath, settings: settings, command: "export swift")
    }

    /// Writes an export's files into `output`, all or none, refusing generated files edited
    /// since unless forced; shared by `export swift` and `export swiftui`.
    /// - Parameters:
    ///   - export: The files.
    ///   - output: The folder (made if missing).
    ///   - catalogPath: The String Catalog's path, for the conflicts' lines.
    ///   - settings: `--force` and how files are written.
    ///   - command: The command's words starting each error (`export swift`).
    static func write(
        _ export: SwiftExporter.Export, into output: String, catalogPath: String, settings: SwiftExportSettings,
        command: String
    ) throws(HeadlessFailure) -> Written {
        let folder = URL(fileURLWithPath: output)
        let paths = export.files.map { folder.appendingPathComponent($0.name).path }
        if !settings.force { try refuseEdited(export.files, paths, command: command) }
        // All or nothing: every file is written, or the folder is left as it was.
        do {
            try AtomicFileWriter.replaceAll(
                zip(export.files, paths).map { ($1, Array($0.contents.utf8)) }, options: settings.writer)
        } catch {
            throw HeadlessFailure(
                "\(command): cannot write into \(ControlCharacterEscaping.quoted(output)): \(error.explained); nothing written"
            )
        }
        return Written(
            paths: paths, conflicts: export.conflicts.map { "\(ControlCharacterEscaping.quoted(catalogPath)): \($0)" },
            assets: export.assets.map { ControlCharacterEscaping.escaped($0) }, className: export.className,
            catalogs: export.catalogs)
    }

    /// The catalog already in the folder, `nil` when there is none.
    static func existingCatalog(_ path: String) throws(HeadlessFailure) -> [UInt8]? {
        switch BoundedFileReader.bytes(of: path, limit: largestCatalog) {
        case .success(let bytes): return bytes
        case .failure(.missing): return nil
        case .failure(.tooLarge(let size)):
            throw HeadlessFailure(
                "export swift: \(ControlCharacterEscaping.quoted(path)) is too large to merge (\(size) bytes; at most \(largestCatalog)); move it aside to write a new one"
            )
        case .failure(let failure):
            throw HeadlessFailure("export swift: cannot read \(ControlCharacterEscaping.quoted(path)) (\(failure))")
        }
    }

    /// Refuses every generated file the export did not write, or one edited since.
    private static func refuseEdited(_ files: [SwiftExporter.File], _ paths: [String], command: String)
        throws(HeadlessFailure)
    {
        var refusals: [String] = []
        for (file, path) in zip(files, paths) where file.isStamped {
            guard case .success(let bytes) = BoundedFileReader.bytes(of: path, limit: largestCatalog) else { continue }
            guard bytes != Array(file.contents.utf8) else { continue }
            switch GeneratedStamp.status(of: bytes) {
            case .unchanged: continue
            case .edited: refusals.append("\(ControlCharacterEscaping.quoted(path)) was edited since it was exported")
            case .notGenerated:
                refusals.append("\(ControlCharacterEscaping.quoted(path)) was not written by \(command)")
            }
        }
        guard refusals.isEmpty else {
            throw HeadlessFailure(refusals.map { "\(command): \($0); nothing written (--force replaces it)" })
        }
    }
}
