import ButtonKit
import Theming

/// The reachable-state contract (docs/contract.md): a header line, then one
/// ``ContractEntry`` line per button, locale, theme and reachable state, in a stable order,
/// built over ``ReachableStates``, the one reachable set. The same input gives the same
/// bytes on every run and platform.
public struct Contract: Hashable, Sendable {
    /// The format's version, in the header; a change to the line format raises it.
    public static let formatVersion = 1

    /// The header line's start; `--check` recognises a contract by it.
    public static let headerPrefix = "# button-sim contract "

    /// The header: format version, then what the contract covers.
    public var header: String
    /// Every line after the header, in order.
    public var entries: [ContractEntry]

    /// A contract of these entries.
    /// - Parameters:
    ///   - header: The header line.
    ///   - entries: The lines after it.
    public init(header: String, entries: [ContractEntry]) {
        self.header = header
        self.entries = entries
    }

    /// The contract of a board: buttons in file order, then each locale, each theme, and
    /// each reachable state in ``ReachableStates`` order.
    /// - Parameters:
    ///   - board: The buttons.
    ///   - name: The board's name for the header (a file's base name, never its folder,
    ///     so the bytes do not depend on where it was run).
    ///   - themes: The themes, in the order asked for.
    ///   - locales: The locales, in the order asked for.
    ///   - selection: The states covered: every reachable state unless narrowed.
    public init(
        board: BoardDefinition, name: String, themes: [Theme], locales: [LocaleTag], selection: StateSelection = .every
    ) {
        header = Self.header(name: name, themes: themes, locales: locales)
        var entries: [ContractEntry] = []
        Self.forEachEntry(board: board, themes: themes, locales: locales, selection: selection) { entries.append($0) }
        self.entries = entries
    }

    /// The header line for a board's contract.
    public static func header(name: String, themes: [Theme], locales: [LocaleTag]) -> String {
        headerPrefix + "v\(formatVersion) buttons=\(ContractEntry.quotedIfNeeded(name)) "
            + "locales=\(locales.map(\.rawValue).joined(separator: ",")) "
            + "themes=\(themes.map { ContractEntry.quotedIfNeeded($0.name) }.joined(separator: ","))"
    }

    /// Each entry in contract order, one at a time, so a caller can print a large
    /// contract without holding it whole.
    /// - Parameters:
    ///   - board: The buttons.
    ///   - themes: The themes.
    ///   - locales: The locales.
    ///   - selection: The states covered: every reachable state unless narrowed.
    ///   - body: Receives each entry.
    public static func forEachEntry(
        board: BoardDefinition, themes: [Theme], locales: [LocaleTag], selection: StateSelection = .every,
        _ body: (ContractEntry) -> Void
    ) {
        for definition in board.buttons {
            for locale in locales {
                let localization = Localization(locale: locale, development: board.developmentLocale)
                let reachable = selection.entries(for: definition, localization: localization)
                for theme in themes {
                    for state in reachable {
                        body(ContractEntry(state.button, theme: theme, localization: localization))
                    }
                }
            }
        }
    }

    /// The whole text: the header and one line per entry, each ending in a line feed.
    public var text: String {
        var out = header + "\n"
        for entry in entries { out += entry.line + "\n" }
        return out
    }
}
