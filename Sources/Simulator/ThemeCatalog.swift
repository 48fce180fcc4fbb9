import FoundationEssentials
import Theming

/// The themes the simulator knows: the built-in default plus every `*.json` in a themes
/// folder, and perhaps one file named on the command line. Loading reads the file each
/// time, so a live edit is picked up.
public struct ThemeCatalog: Sendable {
    /// A theme by name, with the file it comes from (`nil` for the built-in default).
    public struct Entry: Hashable, Sendable {
        public var name: String
        public var url: URL?
    }

    public private(set) var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// The built-in default, then the folder's files sorted by name (`default.json` in the
    /// folder replaces the built-in copy so edits to it show).
    public static func discover(in directory: URL?) -> ThemeCatalog {
        var entries = [Entry(name: Theme.builtInDefault.name, url: nil)]
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
            return ThemeCatalog(entries: entries)
        }
        for fileName in names.filter({ $0.hasSuffix(".json") }).sorted() {
            let file = directory.appendingPathComponent(fileName)
            let name = ThemeLoader.themeName(fromFileName: file.lastPathComponent)
            if let index = entries.firstIndex(where: { $0.name == name }) {
                entries[index].url = file
            } else {
                entries.append(Entry(name: name, url: file))
            }
        }
        return ThemeCatalog(entries: entries)
    }

    /// The `Themes` folder: in the working directory, else beside or above the executable
    /// (so `swift run` and a built binary find the repository's folder).
    public static func defaultDirectory(executablePath: String = CommandLine.arguments.first ?? "") -> URL? {
        let fileManager = FileManager.default
        var candidates = [URL(fileURLWithPath: fileManager.currentDirectoryPath).appendingPathComponent("Themes")]
        var directory = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(directory.appendingPathComponent("Themes"))
            directory = directory.deletingLastPathComponent()
        }
        return candidates.first { url in
            var isDirectory = false
            return fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory
        }
    }

    public var names: [String] { entries.map(\.name) }

    public func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// Adds a theme file given by path (from `--theme PATH`) and returns its entry.
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

    /// Loads a theme by name: its file if it has one, else the built-in default.
    public func load(_ name: String) -> Result<Theme, ThemeLoadError> {
        guard let entry = entry(named: name) else {
            return .failure(ThemeLoadError(problems: [ThemeProblem(file: name, path: "theme", message: "no such theme; known: \(names.joined(separator: ", "))")]))
        }
        guard let url = entry.url else { return .success(Theme.builtInDefault) }
        return ThemeLoader.load(contentsOf: url)
    }
}
