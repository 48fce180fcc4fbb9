import ArgumentParser
import ButtonKit
import FileAccess
import Platform
import Simulator
import Theming

/// A board and its themes loaded for `contract`, `diff` and `sheet`: exactly as `run`
/// finds them (through ``AppLauncher``), never touching a state file.
struct ReviewInput {
    /// The board.
    var board: BoardDefinition
    /// Its name for headers: the file's base name, or `built-in`.
    var name: String
    /// The themes, in the order asked for.
    var themes: [Theme]

    /// Loads a board with each theme, or exits with the loader's line and exit code.
    /// - Parameters:
    ///   - buttons: `--buttons` as given.
    ///   - themes: Theme names or paths (`nil` for the default).
    ///   - command: The subcommand, for messages.
    @MainActor
    static func load(buttons: String?, themes: [String?], command: String) throws -> ReviewInput {
        var board: BoardDefinition?
        var name = "built-in"
        var loaded: [Theme] = []
        for theme in themes.isEmpty ? [nil] : themes {
            let options = LaunchOptions(buttonsFile: buttons, theme: theme, locale: nil, fresh: true)
            do {
                let prepared = try AppLauncher.prepare(
                    options, size: TerminalSize(columns: 80, rows: 24), monochrome: false, useDefaultStateFile: false)
                board = prepared.state.simulator.board
                if let path = prepared.state.boardSource.path { name = AtomicFileWriter.baseName(of: path) }
                loaded.append(prepared.state.screen.theme)
            } catch {
                CommandError.print(error.message)
                throw ExitCode(error.exitCode)
            }
        }
        guard let board else { throw ExitCode.failure }
        return ReviewInput(board: board, name: name, themes: loaded)
    }

    /// The locales asked for (a comma list), each one the board declares; default: all of them.
    /// - Parameters:
    ///   - list: `--locale` as given.
    ///   - command: The subcommand, for the message.
    func locales(_ list: String?, command: String) throws -> [LocaleTag] {
        guard let list else { return board.locales.isEmpty ? [board.developmentLocale] : board.locales }
        var result: [LocaleTag] = []
        for item in list.split(separator: ",").map(String.init) {
            guard let tag = board.locales.first(where: { $0.rawValue.lowercased() == item.lowercased() }) else {
                let known = board.locales.map(\.rawValue).joined(separator: ", ")
                throw CommandError.invalidArgument("\(command): \(name) has no locale '\(item)'; locales: \(known)")
            }
            if !result.contains(tag) { result.append(tag) }
        }
        guard !result.isEmpty else { throw CommandError.invalidArgument("\(command): --locale names no locale") }
        return result
    }

    /// A comma list of themes as `--theme` gives it, `[nil]` for the default.
    static func themeList(_ theme: String?) -> [String?] {
        guard let theme else { return [nil] }
        let names = theme.split(separator: ",").map { String($0) }
        return names.isEmpty ? [nil] : names
    }
}
