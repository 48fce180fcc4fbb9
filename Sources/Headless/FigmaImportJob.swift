import ButtonKit
import Definitions
import Escaping
import Facts
import Figma
import FileAccess
import JSONSupport
import Platform
import Simulator
import Theming

/// `figma import`: a starter button file and theme from one component set of a saved Figma
/// response. The button file is loaded as `--buttons` would load it before anything is
/// written; the three files are written together, all or none, and never over a file that
/// exists unless forced. What of the prototype the button cannot follow is returned as
/// findings for the command to warn of.
public enum FigmaImportJob {
    /// What an import wrote.
    public struct Written: Equatable, Sendable {
        /// The files written: the button file, the theme manifest, its token file.
        public var paths: [String]
        /// What the design had that the starter leaves out or takes from the default theme.
        public var notes: [String]
        /// The prototype's presses, clicks and timeouts the written button cannot do (a
        /// press on a disabled variant, a selected press drawn unselected, a timeout nothing
        /// leads to), as `figma check` of the set against the button reports them.
        public var unfollowed: [FigmaFinding]
    }

    /// Writes the starter files for the set named `setName` into `output`.
    /// - Parameters:
    ///   - design: The saved response.
    ///   - setName: `--set`: the component set's name (letters and digits compared without
    ///     case when no name is equal).
    ///   - output: The folder (made if missing).
    ///   - force: Whether files that exist are replaced.
    ///   - writer: How files are written (links refused unless `--follow-links`).
    /// - Throws: No such set, a set with nothing to import, files that exist, or a folder
    ///   that cannot be written (exit 1, nothing written).
    public static func run(
        design: FigmaDocument, setName: String, output: String, force: Bool, writer: AtomicFileWriter.Options
    ) throws(HeadlessFailure) -> Written {
        let set = try componentSet(setName, in: design)
        let starter = FigmaStarterButton(set)
        guard !starter.drawn.isEmpty else {
            throw HeadlessFailure(
                "figma import: set \(ControlCharacterEscaping.quoted(set.name)) has no variant with an iOS state; nothing written"
            )
        }
        let (buttonJSON, buttonNotes) = starter.file(reservedKeys: KeyBindings.reservedCharacters)
        let buttonText = buttonJSON.prettyText()
        let (button, locale) = try loaded(buttonText, name: starter.id + ".json")
        let theme = FigmaStarterTheme(starter: starter, button: button)
        let (tokens, themeNotes) = theme.tokens()
        let files = [
            (starter.id + ".json", buttonText),
            (starter.id + ".theme.json", theme.manifest(tokenFile: starter.id + ".tokens.json").prettyText()),
            (starter.id + ".tokens.json", tokens.prettyText()),
        ]
        let folder = URL(fileURLWithPath: output)
        let paths = files.map { folder.appendingPathComponent($0.0).path }
        if !force {
            let existing = paths.filter { FileKind.of($0) != .missing }
            guard existing.isEmpty else {
                throw HeadlessFailure(
                    existing.map {
                        "figma import: \(ControlCharacterEscaping.quoted($0)) exists; nothing written (--force replaces it)"
                    })
            }
        }
        do {
            try AtomicFileWriter.replaceAll(zip(paths, files).map { ($0, Array($1.1.utf8)) }, options: writer)
        } catch {
            throw HeadlessFailure(
                "figma import: cannot write into \(ControlCharacterEscaping.quoted(output)): \(error.explained); nothing written"
            )
        }
        return Written(
            paths: paths, notes: buttonNotes + themeNotes, unfollowed: unfollowed(set, by: button, in: locale))
    }

    /// What `figma check` of `set` against `button` finds in the prototype: the drawing's
    /// own contradictions, which no button file can follow. Only transitions are read, so
    /// the built-in default theme serves.
    private static func unfollowed(_ set: FigmaComponentSet, by button: ButtonDefinition, in locale: LocaleTag)
        -> [FigmaFinding]
    {
        let localization = Localization(locale: locale, development: locale)
        let facts = ButtonFacts.states(of: button, theme: Theme.builtInDefault, localization: localization)
        var comparison = FigmaSetComparison(set: set, button: button, facts: facts, states: [:])
        comparison.compare(all: false)
        return comparison.findings.filter { [.press, .click, .timeout].contains($0.kind) }
    }

    /// The set named `name`: equal, else alike as `figma check` pairs names.
    private static func componentSet(_ name: String, in design: FigmaDocument) throws(HeadlessFailure)
        -> FigmaComponentSet
    {
        if let set = design.componentSets.first(where: { $0.name == name }) { return set }
        let wanted = FigmaCheckJob.comparable(name)
        if let set = design.componentSets.first(where: { FigmaCheckJob.comparable($0.name) == wanted }) { return set }
        let sets = design.componentSets.map { ControlCharacterEscaping.quoted($0.name) }.joined(separator: ", ")
        throw HeadlessFailure(
            "figma import: no component set named \(ControlCharacterEscaping.quoted(name)) (sets: \(sets.isEmpty ? "none" : sets))"
        )
    }

    /// The starter's button, loaded as a button file is; a file that would not load is
    /// refused rather than written.
    private static func loaded(_ text: String, name: String) throws(HeadlessFailure)
        -> (ButtonDefinition, LocaleTag)
    {
        switch BoardLoader.load(data: Data(text.utf8), fileName: name, reservedKeys: KeyBindings.reservedCharacters) {
        case .success(let loaded):
            guard let button = loaded.board.buttons.first else { break }
            return (button, loaded.board.developmentLocale)
        case .failure(let error):
            let first = error.errors.first?.line ?? "it does not load"
            throw HeadlessFailure("figma import: the starter button file would not load (\(first)); nothing written")
        }
        throw HeadlessFailure("figma import: the starter button file has no button; nothing written")
    }
}
