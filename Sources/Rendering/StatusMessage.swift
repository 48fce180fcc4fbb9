import ButtonKit

/// One line on the status bar, as a typed value: what happened, worded by ``text`` here
/// in the view, not where it happened.
public enum StatusMessage: Hashable, Sendable {
    /// `t` or a live edit showed a theme.
    case themeShown(String)
    /// `;` switched every button to this framework's rules.
    case rulesShown(Framework)
    /// An edit of the current theme is broken: the first problem, how many more, and the
    /// theme kept.
    case themeKept(problem: String, more: Int, kept: String)
    /// `t` found no other theme file.
    case onlyOneTheme(String, folders: String)
    /// `t` skipped themes that do not load or do not suit the board; `loaded` is the one it
    /// moved to, if any.
    case themesSkipped(loaded: String?, skipped: [SkippedTheme], kept: String, folders: String)
    /// `t` was asked for a theme the catalog does not have.
    case noThemeNamed(String)
    /// `L` showed the titles in another of the button file's languages.
    case localeShown(LocaleTag)
    /// `L` found one language only: the button file declares no other.
    case onlyOneLocale(LocaleTag)
    /// The button file was edited and loaded again; what the old state could not keep.
    case boardReloaded(path: String?, lost: [SavedState.Mismatch])
    /// An edit of the button file is broken: the first problem and how many more.
    case boardKept(problem: String, more: Int)
    /// The saved state came back; from where, and what it could not keep.
    case restored(from: String?, notes: [RestoreNote])
    /// The saved theme does not load: the default shows.
    case savedThemeInvalid(String, problem: String)
    /// A problem worded by the file's reader (`FILE: path: problem`).
    case problem(String)

    /// One theme `t` passed over, and why.
    public struct SkippedTheme: Hashable, Sendable {
        /// Its name.
        public var name: String
        /// Its first problem, worded by the theme's reader.
        public var problem: String
        /// How many more problems it has.
        public var more: Int

        /// A skipped theme.
        public init(name: String, problem: String, more: Int = 0) {
            self.name = name
            self.problem = problem
            self.more = more
        }
    }

    /// What a restored state says about itself.
    public enum RestoreNote: Hashable, Sendable {
        /// It was saved with another board (a file name, or `nil` for the built-in one).
        case savedWithOtherBoard(String?)
        /// Its button file is gone: the built-in board shows.
        case buttonFileGone(String)
        /// Its button file no longer loads (the first problem): the built-in board shows.
        case buttonFileBroken(String)
        /// Something of it no longer matches the board.
        case mismatch(SavedState.Mismatch)
        /// Its theme is a name several theme files have (an earlier version saved names):
        /// the name and how the screen names those themes; the default shows.
        case themeAmbiguous(String, [String])
    }

    /// The line, without the `error: ` prefix the status line adds.
    public var text: String {
        switch self {
        case .themeShown(let name):
            return "theme \(name)"
        case .rulesShown(let framework):
            return framework == .swiftui
                ? "SwiftUI rules: pressed only while enabled and by a touch, the precedence ladder picks title and colours"
                : "UIKit rules: code may highlight (h), exact slot else normal"
        case .themeKept(let problem, let more, let kept):
            return "\(problem)\(Self.more(more)); kept theme \(kept)"
        case .onlyOneTheme(let name, let folders):
            return "only one theme found (\(name)); add theme files to \(folders)"
        case .themesSkipped(let loaded, let skipped, let kept, let folders):
            let list = skipped.map { "\($0.name): \($0.problem)\(Self.more($0.more))" }.joined(separator: "; ")
            if let loaded { return "theme \(loaded); skipped \(list)" }
            return "no other theme loads (\(list)); kept theme \(kept); themes are read from \(folders)"
        case .noThemeNamed(let name):
            return "no theme named \(name)"
        case .localeShown(let locale):
            return "language \(locale.rawValue)"
        case .onlyOneLocale(let locale):
            return "only one language (\(locale.rawValue)); the button file declares no other"
        case .boardReloaded(let path, let lost):
            let notes = lost.map(NoticeText.describe)
            return "reloaded \(path ?? "the button file")" + (notes.isEmpty ? "" : "; " + notes.joined(separator: "; "))
        case .boardKept(let problem, let more):
            return "\(problem)\(Self.more(more)); kept the last good board"
        case .restored(let from, let notes):
            let origin = from.map { "the state saved in \($0)" } ?? "this board's saved state"
            let words = notes.map { note in
                switch note {
                case .savedWithOtherBoard(let file): "it was saved with \(file ?? "the built-in board")"
                case .buttonFileGone(let file): "its button file \(file) is gone, so the built-in board shows"
                case .buttonFileBroken(let problem):
                    "its button file does not load (\(problem)), so the built-in board shows"
                case .mismatch(let mismatch): NoticeText.describe(mismatch)
                case .themeAmbiguous(let name, let themes):
                    "its theme \(name) could be \(themes.joined(separator: " or ")), so the default shows"
                }
            }
            return "restored " + origin + (words.isEmpty ? "" : "; " + words.joined(separator: "; "))
        case .savedThemeInvalid(let name, let problem):
            return "saved theme \(name) is invalid: \(problem)"
        case .problem(let line):
            return line
        }
    }

    /// Whether it reports an error: the status line then shows it bold in the theme's
    /// error colour. Themes skipped on the way to one that loaded are a remark, not an
    /// error: the theme did change.
    public var isError: Bool {
        switch self {
        case .themeShown, .rulesShown, .onlyOneTheme, .localeShown, .onlyOneLocale, .boardReloaded, .restored: false
        case .themesSkipped(let loaded, _, _, _): loaded == nil
        case .themeKept, .noThemeNamed, .boardKept, .savedThemeInvalid, .problem: true
        }
    }

    private static func more(_ count: Int) -> String { count > 0 ? " (+\(count) more)" : "" }
}
