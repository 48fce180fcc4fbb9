import Platform
import Theming

/// The themes the simulator knows: the three compiled into the program, then the user's
/// theme files and manifests (`*.theme.json`) from `~/.config/button-sim/themes/` (or
/// `$XDG_CONFIG_HOME/button-sim/themes/`) and `./Themes/`, and perhaps one file named with
/// `--theme PATH` or restored from the state file.
///
/// A file theme is identified by its full path (standardized, absolute), a built-in by its
/// name: two files of one name in different folders are two themes, each in the cycle and
/// each read from its own file. A file with a built-in theme's name takes the built-in's
/// place. Loading reads the file each time, so a live edit is picked up.
public struct ThemeCatalog: Sendable {
    /// A theme by name, with the file it comes from (`nil` for a built-in theme).
    public struct Entry: Hashable, Sendable {
        /// The theme's name: a built-in's, or its file's name without `.json` (or `.tokens.json`).
        public var name: String
        /// The theme file as it was found or given, or `nil` for a built-in theme.
        public var url: URL?

        /// A theme called `name`, read from `url` (`nil`: the built-in copy).
        /// - Parameters:
        ///   - name: the theme's name.
        ///   - url: its file, if any.
        public init(name: String, url: URL?) {
            self.name = name
            self.url = url
        }

        /// What tells this theme from every other: its file's full path, or a built-in's name.
        public var id: String { url.map { ThemeCatalog.identity(ofFile: $0.path) } ?? name }
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

    /// The folders user themes are read from, in cycling order:
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

    /// The folders whose manifests may name files outside their own folder: the user's own
    /// configuration folder (`~/.config/button-sim/themes`) alone. `./Themes` is left out, as
    /// a repository (a pull request in CI) supplies it.
    /// - Parameter environment: the process environment.
    public static func trustedFolders(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [URL] {
        configFolder(environment: environment).map { [$0] } ?? []
    }

    /// Where user themes are looked for, in words for the status line.
    public static var searchedFolders: String {
        let environment = ProcessInfo.processInfo.environment
        guard let config = configFolder(environment: environment) else { return "./Themes/" }
        return "./Themes/ and \(UserFolders.shown(config, environment: environment))/"
    }

    /// The identity of the theme file at `path`: its standardized absolute path (a relative
    /// path is taken from the working directory).
    public static func identity(ofFile path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The identity of a loaded theme: the full path of the file it was read from (a
    /// manifest's own file), or a built-in theme's name.
    public static func identity(of theme: Theme) -> String {
        theme.sourceFiles.first.map(identity(ofFile:)) ?? theme.name
    }

    /// The themes' names in cycling order, each once (two files may share one).
    public var names: [String] {
        var seen = Set<String>()
        return entries.map(\.name).filter { seen.insert($0).inserted }
    }

    /// The themes' identities in cycling order (see ``Entry/id``).
    public var ids: [String] { entries.map(\.id) }

    /// The entry with this identity (a built-in's name or a file's full path), if any.
    public func entry(id: String) -> Entry? { entries.first { $0.id == id } }

    /// Adds a theme file (from a folder, `--theme PATH` or the state file) and returns its
    /// entry: the one already there for the same file, else a new one that takes the
    /// place of a built-in theme of its name, else one added at the end.
    public mutating func add(file url: URL) -> Entry {
        let id = Self.identity(ofFile: url.path)
        if let known = entry(id: id) { return known }
        let name = ThemeLoader.themeName(fromFileName: url.lastPathComponent)
        let entry = Entry(name: name, url: url)
        if let index = entries.firstIndex(where: { $0.url == nil && $0.name == name }) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
        return entry
    }

    /// Loads a theme: its file if it has one, else its built-in copy. A manifest in the
    /// user's configuration folder may name files anywhere (``trustedFolders(environment:)``).
    /// - Parameters:
    ///   - entry: the theme.
    ///   - strict: whether problems in tokens no role uses are errors too.
    public func load(_ entry: Entry, strict: Bool = false) -> Result<Theme, ThemeLoadError> {
        guard let url = entry.url else {
            return Theme.builtIn(named: entry.name) ?? .success(Theme.builtInDefault)
        }
        return ThemeLoader.load(contentsOf: url, strict: strict, trustedFolders: Self.trustedFolders())
    }

    /// Loads a theme by identity, by path or by name (see ``lookup(_:)``); a name two
    /// files share, or one nobody has, is a problem that says so.
    /// - Parameters:
    ///   - reference: a built-in's name, a file's path, or a theme's name.
    ///   - strict: whether problems in tokens no role uses are errors too.
    public func load(_ reference: String, strict: Bool = false) -> Result<Theme, ThemeLoadError> {
        switch lookup(reference) {
        case .found(let entry): load(entry, strict: strict)
        case .ambiguous, .missing:
            .failure(
                ThemeLoadError(problems: [
                    ThemeProblem(file: reference, path: "theme", message: lookupProblem(reference))
                ]))
        }
    }
}
