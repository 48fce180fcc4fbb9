import Platform
import Rendering
import Theming

extension ThemeCatalog {
    /// How the screen names a theme: its name, and when other files have that name too, as
    /// much of its folder as tells it from them (`tokens (a/)`, `tokens (b/)`), or of its
    /// path when they share the folder (`x (a/x.tokens.json)`).
    /// - Parameter entry: a theme of the catalog.
    public func label(of entry: Entry) -> String {
        guard let url = entry.url else { return entry.name }
        let others = entries.filter { $0.name == entry.name && $0.id != entry.id }.compactMap(\.url)
        guard !others.isEmpty else { return entry.name }
        return "\(entry.name) (\(Self.distinguishingTail(of: url, among: others)))"
    }

    /// The label of the theme with this identity, or the identity itself when the catalog
    /// does not have it.
    /// - Parameter id: a built-in's name or a file's full path.
    public func label(id: String) -> String {
        entry(id: id).map(label(of:)) ?? id
    }

    /// Labels for themes shown side by side (`render --theme a/tokens.json,b/tokens.json`):
    /// for each theme read from a file whose name another theme of the list has, the
    /// label that tells them apart, as `t` shows it; `nil` for the others.
    /// - Parameter themes: the themes, in order.
    public static func labels(sideBySide themes: [Theme]) -> [ThemeLabel?] {
        themes.map { theme in
            guard let file = theme.sourceFiles.first else { return nil }
            let others = themes.filter { $0.name == theme.name && $0.sourceFiles.first.map { $0 != file } ?? false }
                .compactMap(\.sourceFiles.first).map { URL(fileURLWithPath: $0) }
            guard !others.isEmpty else { return nil }
            let tail = distinguishingTail(of: URL(fileURLWithPath: file), among: others)
            return ThemeLabel(file: file, text: "\(theme.name) (\(tail))")
        }
    }

    /// The labels that differ from the theme's name, by identity.
    public var labels: [String: String] {
        var labels: [String: String] = [:]
        for entry in entries {
            let label = label(of: entry)
            if label != entry.name { labels[entry.id] = label }
        }
        return labels
    }

    /// The fewest trailing folders of `file` that no other file's folder ends with
    /// (`a/`); when another file lies in a folder ending the same way, the fewest trailing
    /// components of the path (`a/x.tokens.json`). Components that differ only in case
    /// (`themes/` and `Themes/`) do not tell files apart for a reader, so they count as one.
    static func distinguishingTail(of file: URL, among others: [URL]) -> String {
        let own = identity(ofFile: file.path).split(separator: "/").map(String.init)
        let folded = own.map { $0.lowercased() }
        let rest = others.map { identity(ofFile: $0.path).lowercased().split(separator: "/").map(String.init) }
        let folder = folded.dropLast()
        for count in stride(from: 1, through: folder.count, by: 1) {
            let tail = Array(folder.suffix(count))
            if rest.allSatisfy({ Array($0.dropLast().suffix(count)) != tail }) {
                return own.dropLast().suffix(count).joined(separator: "/") + "/"
            }
        }
        for count in stride(from: 1, through: own.count, by: 1) {
            let tail = Array(folded.suffix(count))
            if rest.allSatisfy({ Array($0.suffix(count)) != tail }) { return own.suffix(count).joined(separator: "/") }
        }
        return identity(ofFile: file.path)
    }
}
