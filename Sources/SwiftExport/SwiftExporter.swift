import ButtonKit
import Theming

/// `button-sim export swift`: the UIKit hand-off for one button (the README's hand-off).
public enum SwiftExporter {
    /// One file to write.
    public struct File: Hashable, Sendable {
        /// The file name (`FollowButton.swift`, `Localizable.xcstrings`).
        public var name: String
        /// Its contents.
        public var contents: String
    }

    /// The files for one button: its `UIButton` subclass and the String Catalog of its texts.
    /// - Parameters:
    ///   - button: The button's definition.
    ///   - board: The board it comes from (its locales).
    ///   - theme: The theme its colours and sizes come from.
    ///   - source: How the button file is named in the header comment.
    ///   - stepDelay: The delay of `after: step` timers.
    ///   - existingCatalog: The `Localizable.xcstrings` already in the output folder, if any:
    ///     its other strings are kept.
    /// - Throws: When the existing catalog cannot be read as one.
    public static func export(
        _ button: ButtonDefinition, board: BoardDefinition, theme: Theme, source: String,
        stepDelay: Duration = .seconds(1), existingCatalog: [UInt8]? = nil
    )
        throws(StringCatalog.MergeError) -> [File]
    {
        var writer = ButtonClassWriter(
            definition: button, board: board, theme: theme, source: source, stepDelay: stepDelay)
        let swift = writer.write()
        var catalog = writer.catalog
        if let existingCatalog { try catalog.merge(existing: existingCatalog) }
        return [
            File(name: writer.className + ".swift", contents: swift),
            File(name: catalogName, contents: catalog.json),
        ]
    }

    /// The String Catalog's file name.
    public static let catalogName = "Localizable.xcstrings"

    /// The class name a button exports as (`follow` → `FollowButton`).
    public static func className(for id: ButtonID) -> String {
        let base = SwiftNames.typeName(id.rawValue, fallback: "Custom")
        return base.hasSuffix("Button") ? base : base + "Button"
    }
}
