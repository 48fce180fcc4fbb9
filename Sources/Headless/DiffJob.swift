import ButtonKit
import Escaping
import Review

/// `diff`: two versions of a button file or of a theme, each loaded as `run` would load
/// it, compared.
public enum DiffJob {
    /// What changed.
    /// - Parameters:
    ///   - subject: What is compared.
    ///   - buttons: The board two themes are compared on (`nil`: the built-in board).
    /// - Throws: A side that does not load, a revision git does not have, or a side that
    ///   reaches more states than ``WorkBound/diffStates`` (exit 64).
    public static func diff(_ subject: DiffSubject, buttons: String?) throws(HeadlessFailure) -> ReviewDiff {
        switch subject {
        case .buttons(let old, let new, let theme):
            return ReviewDiff(old: try side(old, theme: theme, name: nil), new: try side(new, theme: theme, name: nil))
        case .buttonsAtRevision(let file, let revision, let theme):
            let copy = try Self.revision(file, revision)
            // The copy is deleted when released: kept until its side is loaded.
            let old = try withExtendedLifetime(copy) { () throws(HeadlessFailure) in
                try side(copy.path, theme: theme, name: "\(GitRevision.baseName(of: file)) at \(revision)")
            }
            return ReviewDiff(old: old, new: try side(file, theme: theme, name: nil))
        case .themes(let old, let new):
            return ReviewDiff(
                old: try themeSide(old, buttons: buttons, name: nil),
                new: try themeSide(new, buttons: buttons, name: nil))
        case .themeAtRevision(let file, let revision):
            let copy = try Self.revision(file, revision)
            let old = try withExtendedLifetime(copy) { () throws(HeadlessFailure) in
                try themeSide(copy.path, buttons: buttons, name: "\(GitRevision.baseName(of: file)) at \(revision)")
            }
            return ReviewDiff(old: old, new: try themeSide(file, buttons: buttons, name: nil))
        }
    }

    private static func side(_ path: String, theme: String?, name: String?) throws(HeadlessFailure) -> ReviewDiff.Side {
        let input = try HeadlessInput.load(buttons: path, themes: [theme])
        try bounded(input.board, name: name ?? path)
        return ReviewDiff.Side(board: input.board, name: name ?? path, theme: input.themes[0])
    }

    private static func themeSide(_ path: String, buttons: String?, name: String?) throws(HeadlessFailure)
        -> ReviewDiff.Side
    {
        let input = try HeadlessInput.load(buttons: buttons, themes: [path])
        try bounded(input.board, name: buttons ?? "the built-in board")
        return ReviewDiff.Side(board: input.board, name: name ?? path, theme: input.themes[0])
    }

    /// Refuses a board that reaches more states than a diff compares.
    private static func bounded(_ board: BoardDefinition, name: String) throws(HeadlessFailure) {
        let localization = Localization(locale: board.developmentLocale, development: board.developmentLocale)
        try WorkBound.check(board.buttons, localization: localization, bound: WorkBound.diffStates) {
            "diff: \(ControlCharacterEscaping.quoted(name)) reaches more than \($0) states, more than a diff compares; compare a smaller board"
        }
    }

    private static func revision(_ file: String, _ revision: String) throws(HeadlessFailure) -> GitRevision {
        do {
            return try GitRevision(file, at: revision)
        } catch {
            throw HeadlessFailure("diff: \(error.message)")
        }
    }
}
