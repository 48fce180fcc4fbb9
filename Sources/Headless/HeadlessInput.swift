import ButtonKit
import FileAccess
import Platform
import Simulator
import Theming

/// A board and the themes asked for, loaded once for a command that draws, reviews or
/// exports without a terminal: the board and themes `run` would show with a fresh start,
/// no state file read or written, no terminal size involved.
public struct HeadlessInput {
    /// The board.
    public var board: BoardDefinition
    /// Where it came from (a button file, or the built-in board).
    public var source: BoardSource
    /// The locale asked for, as the button file declares it; `nil` for the file's first.
    public var locale: LocaleTag?
    /// The themes, in the order asked for, as chosen by name (no environment applied).
    public var themes: [Theme]

    /// The board's name for headers: the file's base name, or `built-in`.
    public var name: String {
        source.path.map { AtomicFileWriter.baseName(of: $0) } ?? "built-in"
    }

    /// Loads the board, checks the locale, and loads each theme against the board, exactly
    /// as `run` does with `--fresh` and no state file.
    /// - Parameters:
    ///   - buttons: `--buttons` as given; `nil` for the built-in board.
    ///   - themes: Theme names or paths, `nil` for the default; none means the default.
    ///   - locale: `--locale` as given.
    ///   - themeFolders: Where user themes are found.
    ///   - environment: The process environment (where `Buttons/` names are looked up).
    /// - Throws: The board's, locale's or theme's lines with their exit code.
    public static func load(
        buttons: String?, themes: [String?] = [nil], locale: LocaleTag? = nil,
        themeFolders: [URL] = ThemeCatalog.userFolders(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(HeadlessFailure) -> HeadlessInput {
        let (board, source) = try Self.board(buttons, environment: environment)
        // Apple's names find the file's tags: `--locale zh-Hans` shows a file's `zh`.
        let chosen = locale.map { $0.matching(in: board.locales) ?? $0 }
        if let chosen, !board.locales.contains(chosen) {
            let declared = board.locales.map(\.rawValue).joined(separator: ", ")
            throw HeadlessFailure(
                .buttons(
                    "--locale \(chosen): the button file \(source.path ?? "Buttons/default.json") declares \(declared)")
            )
        }
        let catalog = ThemeCatalog.discover(
            in: themeFolders, besideButtonFile: source.absolutePath.map { URL(fileURLWithPath: $0) })
        var loaded: [Theme] = []
        for name in themes.isEmpty ? [nil] : themes {
            do {
                loaded.append(try ThemeChoice.theme(name, board: board, source: source, catalog: catalog))
            } catch {
                throw HeadlessFailure(error)
            }
        }
        return HeadlessInput(board: board, source: source, locale: chosen, themes: loaded)
    }
}
