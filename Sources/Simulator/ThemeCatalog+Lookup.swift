import Platform
import Theming

extension ThemeCatalog {
    /// What a theme reference (`--theme`, the state file, `themes check`) found.
    public enum Lookup: Equatable, Sendable {
        /// The one theme it means.
        case found(Entry)
        /// A name several files share: they are listed, and none is chosen.
        case ambiguous([Entry])
        /// No theme of the catalog.
        case missing

        /// The theme found, if one was.
        public var entry: Entry? {
            if case .found(let entry) = self { entry } else { nil }
        }
    }

    /// Whether a reference is a file's path rather than a theme's name: it has a `/` or
    /// ends in `.json`.
    public static func isPath(_ reference: String) -> Bool {
        reference.contains("/") || reference.hasSuffix(".json")
    }

    /// The theme a reference means, without reading any file: a path is the entry of that
    /// file (relative to the working directory), a name is the one entry of that name.
    /// - Parameter reference: a theme's name, or a theme file's path.
    public func lookup(_ reference: String) -> Lookup {
        if Self.isPath(reference) {
            return entry(id: Self.identity(ofFile: reference)).map(Lookup.found) ?? .missing
        }
        let named = entries.filter { $0.name == reference }
        switch named.count {
        case 0: return .missing
        case 1: return .found(named[0])
        default: return .ambiguous(named)
        }
    }

    /// The theme a saved state names. This version saves a built-in's name or a file's full
    /// path; earlier ones saved the name of a file in a themes folder, or `--theme` as
    /// given, perhaps relative. A path not yet in the catalog is added when the file is
    /// there; a name restores only when one theme has it.
    /// - Parameter saved: the state file's `theme`.
    public mutating func restore(_ saved: String) -> Lookup {
        let found = lookup(saved)
        guard case .missing = found, Self.isPath(saved), FileManager.default.fileExists(atPath: saved) else {
            return found
        }
        return .found(add(file: URL(fileURLWithPath: saved)))
    }

    /// Why a reference found no one theme, in one line: the files that share the name, or
    /// the names there are.
    /// - Parameter reference: what was looked up.
    public func lookupProblem(_ reference: String) -> String {
        if case .ambiguous(let entries) = lookup(reference) {
            let files = entries.map { $0.url?.relativePath ?? "built-in \($0.name)" }
            return "\(entries.count) themes have this name (\(files.joined(separator: ", "))); give one by its path"
        }
        if Self.isPath(reference) { return "theme file not found" }
        return "no such theme; known: \(names.joined(separator: ", "))"
    }
}
