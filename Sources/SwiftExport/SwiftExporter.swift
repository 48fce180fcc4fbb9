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
        /// Whether it is a generated Swift file, stamped so a later export can tell an edit.
        public var isStamped: Bool
    }

    /// What one export writes, and the catalog conflicts it kept.
    public struct Export: Sendable {
        /// The class, its previews, its tests, the String Catalog, then the asset catalog's
        /// files (`Colors.xcassets/...`, paths relative to the folder), in that order.
        public var files: [File]
        /// One line per catalog translation kept over the button file's.
        public var conflicts: [String]
        /// One line per named image asset the class reads and the app must add (images
        /// that match no SF Symbol).
        public var assets: [String] = []
        /// The class's name.
        public var className = ""
        /// The catalogs the class reads at run time from its own bundle (`Bundle(for:)`, the
        /// app's when the class is in the app), which must join its target:
        /// `Localizable.xcstrings` (titles, through `String(localized:bundle:)`), then
        /// `Colors.xcassets` when it reads colours by name.
        public var catalogs: [String] = []
    }

    /// Why a button cannot be exported (one line, after `export swift: `).
    public struct Failure: Error, Hashable, Sendable {
        /// The problem in words.
        public var message: String
        /// Whether the problem is the existing String Catalog's.
        public var isCatalog: Bool
    }

    /// The files for one button: its `UIButton` subclass, previews and tests of the chosen
    /// states (by default the flow x the review set), the String Catalog of its texts, and
    /// the asset catalog of the colours it reads by token name.
    /// - Parameters:
    ///   - button: The button's definition.
    ///   - board: The board it comes from (its locales, and the ids its class name must not share).
    ///   - theme: The theme its colours and sizes come from.
    ///   - source: How the button file is named in the header comment.
    ///   - stepDelay: The step delay the button was reviewed with (a comment in the class).
    ///   - existingCatalog: The `Localizable.xcstrings` already in the output folder, if any:
    ///     merged into, never replaced.
    ///   - module: The app module the test file imports.
    ///   - states: The states the previews and the parameterised test show: the review states,
    ///     or every reachable state (`--all`).
    /// - Throws: When two ids make one class name, or the existing catalog cannot be merged.
    public static func export(
        _ button: ButtonDefinition, board: BoardDefinition, theme: Theme, source: String,
        stepDelay: Duration = .seconds(1), existingCatalog: [UInt8]? = nil, module: String = "App",
        states: StateSelection = .review
    ) throws(Failure) -> Export {
        let className = className(for: button.id)
        if let other = board.buttons.first(where: { $0.id != button.id && Self.className(for: $0.id) == className }) {
            throw Failure(
                message:
                    "ids '\(button.id.rawValue)' and '\(other.id.rawValue)' both make \(className).swift; rename one of them",
                isCatalog: false)
        }
        var writer = ButtonClassWriter(
            definition: button, board: board, theme: theme, source: source, stepDelay: stepDelay,
            className: className)
        let swift = writer.write()
        let localization = Localization(locale: board.developmentLocale, development: board.developmentLocale)
        // The chosen states, as code can put a button in them: focus cannot be set from code,
        // and two states code reaches the same way are one. Where every review state has focus
        // (a machine whose entries set it), every reachable state code can reach stands in.
        func shown(_ selection: StateSelection) -> (entries: [ReachableStates.Entry], focused: Int) {
            var seen: Set<String> = []
            var focused = 0
            let entries = selection.entries(for: button, localization: localization).filter { entry in
                guard !entry.state.contains(.focused) else {
                    focused += 1
                    return false
                }
                return seen.insert(writer.restoreArguments(entry)).inserted
            }
            return (entries, focused)
        }
        var chosen = shown(states)
        var every = states.all
        if chosen.entries.isEmpty && !every {
            chosen = shown(.every)
            every = true
        }
        let previews = PreviewWriter(writer: writer, entries: chosen.entries, every: every, focused: chosen.focused)
            .write()
        let tests = TestWriter(
            writer: writer, entries: chosen.entries, every: every, module: module, theme: theme,
            focused: chosen.focused
        ).write()
        let merged: StringCatalog.Merged
        do {
            merged = try writer.catalog.merged(into: existingCatalog)
        } catch {
            throw Failure(message: error.message, isCatalog: true)
        }
        return Export(
            files: [
                File(name: className + ".swift", contents: GeneratedStamp.stamped(swift), isStamped: true),
                File(name: className + "+Previews.swift", contents: GeneratedStamp.stamped(previews), isStamped: true),
                File(name: className + "Tests.swift", contents: GeneratedStamp.stamped(tests), isStamped: true),
                File(name: catalogName, contents: merged.json, isStamped: false),
            ] + writer.colorAssets.files.map { File(name: $0.path, contents: $0.contents, isStamped: false) },
            conflicts: merged.conflicts, assets: writer.imageAssets, className: className,
            catalogs: [catalogName] + (writer.colorAssets.sets.isEmpty ? [] : [ColorAssetCatalog.folder]))
    }

    /// The String Catalog's file name.
    public static let catalogName = "Localizable.xcstrings"

    /// The class name a button exports as (`follow` → `FollowButton`); never a UIKit,
    /// Foundation or Swift type's name (`u-i` → `CustomUIButton`).
    public static func className(for id: ButtonID) -> String {
        let base = SwiftNames.typeName(id.rawValue, fallback: "Custom")
        let name = base.hasSuffix("Button") ? base : base + "Button"
        return ReservedNames.typeNames.contains(name) || ReservedNames.typeNames.contains(base) ? "Custom" + name : name
    }
}
