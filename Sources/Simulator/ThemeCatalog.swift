import Platform
import Rendering
import Theming

/// The themes the simulator knows: the three compiled into the program, then the user's
/// theme files and manifests (`*.theme.json`) from `~/.config/button-sim/themes/` (or
/// `$XDG_CONFIG_HOME/button-sim/themes/`) and `./Themes/`, and perhaps one file named with
/// `--theme PATH`. A file with a built-in
/// theme's name replaces it; a later source replaces an earlier one. Loading reads the
/// file each time, so a live edit is picked up.
public struct ThemeCatalog: Sendable {
    /// A theme by name, with the file it comes from (`nil` for a built-in theme).
    public struct Entry: Hashable, Sendable {
        /// The theme's name: a built-in's, or its file's name without `.json` (or `.tokens.json`).
        public var name: String
        /// The theme file, or `nil` for a built-in theme.
        public var url: URL?

        /// A theme called `name`, read from `url` (`nil`: the built-in copy).
        /// - Parameters:
        ///   - name: the theme's name.
        ///   - url: its file, if any.
        public init(name: String, url: URL?) {
            self.name = name
            self.url = url
        }
    }

    /// The themes in the order `t` cycles them.
    public private(set) var entries: [Entry]

    /// A catalog of exactly these entries.
    public init(entries: [Entry]) { self.entries = entries }

    /// The built-in themes, then the `*.json` files of each folder in turn (each folder's
    /// sorted by name); a missing folder adds nothing. A token file that a manifest in the
    /// same folder reads is part of that theme, not a theme of its own.
    public static func discover(in folders: [URL]) -> ThemeCatalog {
        var catalog = ThemeCatalog(entries: Theme.builtInNames.map { Entry(name: $0, url: nil) })
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            let files = names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
            let read = Set(
                files.filter { ThemeLoader.isManifest($0.lastPathComponent) }.flatMap(ThemeLoader.tokenFiles(of:))
                    .map(\.standardizedFileURL.path))
            for file in files where !read.contains(file.standardizedFileURL.path) {
                _ = catalog.add(file: file)
            }
        }
        return catalog
    }

    /// The built-in themes and the files of one folder (`nil`: the built-ins alone).
    public static func discover(in folder: URL?) -> ThemeCatalog {
        discover(in: folder.map { [$0] } ?? [])
    }

    /// The folders user themes are read from, the later overriding the earlier:
    /// `$XDG_CONFIG_HOME/button-sim/themes` (when absolute, else
    /// `~/.config/button-sim/themes`), then `Themes` in the working directory.
    /// - Parameters:
    ///   - environment: the process environment.
    ///   - currentDirectory: the working directory.
    public static func userFolders(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> [URL] {
        var folders: [URL] = []
        if let config = configFolder(environment: environment) { folders.append(config) }
        folders.append(URL(fileURLWithPath: currentDirectory).appendingPathComponent("Themes"))
        return folders
    }

    /// `$XDG_CONFIG_HOME/button-sim/themes` when that is absolute, else
    /// `$HOME/.config/button-sim/themes`; `nil` without either.
    static func configFolder(environment: [String: String]) -> URL? {
        UserFolders.config("themes", environment: environment)
    }

    /// Where user themes are looked for, in words for the status line.
    public static var searchedFolders: String {
        let environment = ProcessInfo.processInfo.environment
        guard let config = configFolder(environment: environment) else { return "./Themes/" }
        return "./Themes/ and \(UserFolders.shown(config, environment: environment))/"
    }

    /// The themes' names, in cycling order.
    public var names: [String] { entries.map(\.name) }

    /// The entry called `name`, if any.
    public func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// Adds a theme file (from a folder or `--theme PATH`) and returns its entry; a theme
    /// of the same name is replaced in place.
    public mutating func add(file url: URL) -> Entry {
        let name = ThemeLoader.themeName(fromFileName: url.lastPathComponent)
        if let index = entries.firstIndex(where: { $0.name == name }) {
            entries[index].url = url
            return entries[index]
        }
        let entry = Entry(name: name, url: url)
        entries.append(entry)
        return entry
    }

    /// Loads a theme by name: its file if it has one, else its built-in copy.
    /// - Parameters:
    ///   - name: the theme's name.
    ///   - strict: whether problems in tokens no role uses are errors too.
    public func load(_ name: String, strict: Bool = false) -> Result<Theme, ThemeLoadError> {
        guard let entry = entry(named: name) else {
            return .failure(
                ThemeLoadError(problems: [
                    ThemeProblem(
                        file: name, path: "theme", message: "no such theme; known: \(names.joined(separator: ", "))")
                ]))
        }
        guard let url = entry.url else {
            return Theme.builtIn(named: name) ?? .success(Theme.builtInDefault)
        }
        return ThemeLoader.load(contentsOf: url, strict: strict)
    }
}

extension ThemeCatalog {
    /// What `t` found: the theme it moved to, if any, and a note on the themes it skipped.
    public struct Cycle {
        /// The theme loaded and its entry; `nil` when no other theme loads.
        public var loaded: (entry: Entry, theme: Theme)?
        /// For the status line: the themes skipped and why, or why nothing changed.
        public var note: StatusMessage?
    }

    /// Loads the first theme that loads and suits the board, trying `name` and the themes
    /// after it in turn and stopping before `current`; a broken or unsuitable theme is
    /// skipped and named in the note with its first problem, so `t` never sticks on it.
    /// - Parameters:
    ///   - name: the theme to try first.
    ///   - current: the theme shown now.
    ///   - unsuitable: The first problem the board has with a theme that loaded (a variant
    ///     it lacks, say), or `nil` when the theme suits it.
    public func cycle(
        from name: String, current: String, unsuitable: (Entry, Theme) -> String? = { _, _ in nil }
    ) -> Cycle {
        guard let start = entries.firstIndex(where: { $0.name == name }) else {
            return Cycle(loaded: nil, note: .noThemeNamed(name))
        }
        var skipped: [StatusMessage.SkippedTheme] = []
        for step in 0..<entries.count {
            let entry = entries[(start + step) % entries.count]
            if entry.name == current && step > 0 { break }
            switch load(entry.name) {
            case .success(let theme):
                if let problem = unsuitable(entry, theme) {
                    skipped.append(StatusMessage.SkippedTheme(name: entry.name, problem: problem))
                    continue
                }
                let note: StatusMessage? =
                    skipped.isEmpty
                    ? nil
                    : .themesSkipped(loaded: entry.name, skipped: skipped, kept: current, folders: Self.searchedFolders)
                return Cycle(loaded: (entry, theme), note: note)
            case .failure(let error):
                skipped.append(
                    StatusMessage.SkippedTheme(
                        name: entry.name, problem: error.problems.first?.line ?? "invalid",
                        more: max(0, error.problems.count - 1)))
            }
        }
        return Cycle(
            loaded: nil,
            note: .themesSkipped(loaded: nil, skipped: skipped, kept: current, folders: Self.searchedFolders))
    }
}
