import Rendering
import Theming

extension ThemeCatalog {
    /// What `t` found: the theme it moved to, if any, and a note on the themes it skipped.
    public struct Cycle {
        /// The theme loaded and its entry; `nil` when no other theme loads.
        public var loaded: (entry: Entry, theme: Theme)?
        /// For the status line: the themes skipped and why, or why nothing changed.
        public var note: StatusMessage?
    }

    /// Loads the first theme that loads and suits the board, trying `id` and the themes
    /// after it in turn and stopping before `current`; a broken or unsuitable theme is
    /// skipped and named in the note with its first problem, so `t` never sticks on it.
    /// Themes are told apart by identity (``Entry/id``) and named by ``label(of:)``.
    /// - Parameters:
    ///   - id: the theme to try first.
    ///   - current: the identity of the theme shown now.
    ///   - unsuitable: The first problem the board has with a theme that loaded (a variant
    ///     it lacks, say), or `nil` when the theme suits it.
    public func cycle(
        from id: String, current: String, unsuitable: (Entry, Theme) -> String? = { _, _ in nil }
    ) -> Cycle {
        guard let start = entries.firstIndex(where: { $0.id == id }) else {
            return Cycle(loaded: nil, note: .noThemeNamed(id))
        }
        let kept = label(id: current)
        var skipped: [StatusMessage.SkippedTheme] = []
        for step in 0..<entries.count {
            let entry = entries[(start + step) % entries.count]
            if entry.id == current && step > 0 { break }
            switch load(entry) {
            case .success(let theme):
                if let problem = unsuitable(entry, theme) {
                    skipped.append(StatusMessage.SkippedTheme(name: label(of: entry), problem: problem))
                    continue
                }
                let note: StatusMessage? =
                    skipped.isEmpty
                    ? nil
                    : .themesSkipped(
                        loaded: label(of: entry), skipped: skipped, kept: kept, folders: Self.searchedFolders)
                return Cycle(loaded: (entry, theme), note: note)
            case .failure(let error):
                skipped.append(
                    StatusMessage.SkippedTheme(
                        name: label(of: entry), problem: error.problems.first?.line ?? "invalid",
                        more: max(0, error.problems.count - 1)))
            }
        }
        return Cycle(
            loaded: nil,
            note: .themesSkipped(loaded: nil, skipped: skipped, kept: kept, folders: Self.searchedFolders))
    }
}
