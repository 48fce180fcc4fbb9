/// What `diff` compares, from its arguments.
public enum DiffSubject: Equatable, Sendable {
    /// Two button files, drawn in one theme (`nil`: the default).
    case buttons(old: String, new: String, theme: String?)
    /// A button file against its version at a git revision.
    case buttonsAtRevision(file: String, revision: String, theme: String?)
    /// Two themes on one board.
    case themes(old: String, new: String)
    /// A theme file against its version at a git revision.
    case themeAtRevision(file: String, revision: String)

    /// The subject the arguments describe, or `nil` when they describe none.
    /// - Parameters:
    ///   - files: The button files given.
    ///   - themes: `--theme` values.
    ///   - revision: `--git`.
    public init?(files: [String], themes: [String], revision: String?) {
        switch (files.count, themes.count, revision) {
        case (2, 0...1, nil): self = .buttons(old: files[0], new: files[1], theme: themes.first)
        case (1, 0...1, .some(let revision)):
            self = .buttonsAtRevision(file: files[0], revision: revision, theme: themes.first)
        case (0, 2, nil): self = .themes(old: themes[0], new: themes[1])
        case (0, 1, .some(let revision)): self = .themeAtRevision(file: themes[0], revision: revision)
        default: return nil
        }
    }
}
