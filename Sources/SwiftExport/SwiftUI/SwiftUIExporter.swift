import ButtonKit
import Theming

/// `button-sim export swiftui`: the SwiftUI twin of one button, under SwiftUI's rules.
public enum SwiftUIExporter {
    /// The files for one button: `<Name>.swift` (the view, its style, the look table of every
    /// reachable state, the model and a preview per reviewed state), `<Name>SwiftUITests.swift`,
    /// the String Catalog and the asset catalog, with the UIKit export's keys and colour sets.
    /// - Parameters:
    ///   - button: The button's definition.
    ///   - board: The board it comes from (its locales, and the ids its name must not share).
    ///   - theme: The theme its colours and sizes come from.
    ///   - source: How the button file is named in the header comment.
    ///   - existingCatalog: The `Localizable.xcstrings` already in the output folder, if any.
    ///   - module: The app module the test file imports.
    /// - Throws: When two ids make one type name, the button is a configuration button, or
    ///   the existing catalog cannot be merged.
    public static func export(
        _ button: ButtonDefinition, board: BoardDefinition, theme: Theme, source: String,
        existingCatalog: [UInt8]? = nil, module: String = "App"
    ) throws(SwiftExporter.Failure) -> SwiftExporter.Export {
        let name = SwiftExporter.className(for: button.id)
        if let other = board.buttons.first(where: {
            $0.id != button.id && SwiftExporter.className(for: $0.id) == name
        }) {
            throw SwiftExporter.Failure(
                message:
                    "ids '\(button.id.rawValue)' and '\(other.id.rawValue)' both make \(name).swift; rename one of them",
                isCatalog: false)
        }
        guard button.configuration == nil else {
            throw SwiftExporter.Failure(
                message:
                    "'\(button.id.rawValue)' is a UIButton.Configuration button, which has no SwiftUI twin yet; export swift writes its UIKit class",
                isCatalog: false)
        }
        let twin = SwiftUITwin(
            definition: button, board: board.following(.swiftui), theme: theme, source: source, name: name)
        let view = SwiftUIViewWriter(twin: twin, source: source).write()
        let tests = SwiftUITestWriter(twin: twin, module: module).write()
        let merged: StringCatalog.Merged
        do {
            merged = try twin.writer.catalog.merged(into: existingCatalog)
        } catch {
            throw SwiftExporter.Failure(message: error.message, isCatalog: true)
        }
        return SwiftExporter.Export(
            files: [
                .init(name: name + ".swift", contents: GeneratedStamp.stamped(view), isStamped: true),
                .init(name: name + "SwiftUITests.swift", contents: GeneratedStamp.stamped(tests), isStamped: true),
                .init(name: SwiftExporter.catalogName, contents: merged.json, isStamped: false),
            ] + twin.writer.colorAssets.files.map { .init(name: $0.path, contents: $0.contents, isStamped: false) },
            conflicts: merged.conflicts)
    }
}
