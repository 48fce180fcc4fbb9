import ArgumentParser
import FileAccess
import Platform
import Review

/// `diff`: what changed between two versions of a button file or of a theme.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two versions of a button file or of a theme.",
        discussion: """
            diff OLD NEW compares two button files; diff --git REV FILE compares FILE with its \
            version at a git revision; diff --theme OLD NEW compares two themes on one board \
            (--buttons, default the built-in board); diff --git REV --theme FILE a theme with its \
            version at REV. Listed: buttons, custom states, events, machine states and transitions \
            added or removed, and every reachable state whose title, colours, contrast, VoiceOver \
            reading or tap changed, appeared or went away, in every locale both versions declare. \
            Unchanged states are not listed. Exit 0 when nothing differs, 1 when something does.
            """
    )

    @Argument(help: "OLD NEW button files, or with --git one FILE.", completion: Completions.buttonFile)
    var files: [String] = []

    @Option(
        parsing: .upToNextOption,
        help: "With two values OLD NEW: compare two themes; with one: the theme to draw both button files in.",
        completion: Completions.themeNames)
    var theme: [String] = []

    @Option(help: "With --theme OLD NEW: the board to compare them on (default: the built-in board).")
    var buttons: String?

    @Option(help: ArgumentHelp("Compare a file with its version at this git revision.", valueName: "rev"))
    var git: String?

    @Option(help: "text, markdown (for a pull-request comment) or html (changed states side by side, device look).")
    var format = FormatChoice<DiffOutput>(.text)

    @Option(
        help: ArgumentHelp(
            "Write to this file (through the safe writer) instead of standard output.", valueName: "path"))
    var output: String?

    @OptionGroup var write: WriteOptions

    // Unconditional, so `--scale -1` reaches validate() and gets the range message.
    @Option(parsing: .unconditional, help: "Pixels per point of the html pictures: 1, 2 or 3.")
    var scale: Int = 1

    /// What is compared.
    private enum Subject {
        case buttons(old: String, new: String, theme: String?)
        case buttonsAtRevision(file: String, revision: String, theme: String?)
        case themes(old: String, new: String)
        case themeAtRevision(file: String, revision: String)
    }

    private var subject: Subject? {
        switch (files.count, theme.count, git) {
        case (2, 0...1, nil): .buttons(old: files[0], new: files[1], theme: theme.first)
        case (1, 0...1, .some(let revision)): .buttonsAtRevision(file: files[0], revision: revision, theme: theme.first)
        case (0, 2, nil): .themes(old: theme[0], new: theme[1])
        case (0, 1, .some(let revision)): .themeAtRevision(file: theme[0], revision: revision)
        default: nil
        }
    }

    func validate() throws {
        guard subject != nil else {
            throw ValidationError(
                "give OLD NEW button files, --git REV FILE, --theme OLD NEW, or --git REV --theme FILE")
        }
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
        if buttons != nil, !files.isEmpty { throw ValidationError("--buttons goes with --theme OLD NEW only") }
    }

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        if let output { try write.check(output, command: "diff") }
        let diff: ReviewDiff
        switch subject {
        case .buttons(let old, let new, let theme):
            diff = ReviewDiff(old: try side(old, theme: theme, name: nil), new: try side(new, theme: theme, name: nil))
        case .buttonsAtRevision(let file, let revision, let theme):
            let copy = try Self.revision(file, revision)
            diff = ReviewDiff(
                old: try side(copy.path, theme: theme, name: "\(GitRevision.baseName(of: file)) at \(revision)"),
                new: try side(file, theme: theme, name: nil))
        case .themes(let old, let new):
            diff = ReviewDiff(old: try themeSide(old, name: nil), new: try themeSide(new, name: nil))
        case .themeAtRevision(let file, let revision):
            let copy = try Self.revision(file, revision)
            diff = ReviewDiff(
                old: try themeSide(copy.path, name: "\(GitRevision.baseName(of: file)) at \(revision)"),
                new: try themeSide(file, name: nil))
        case nil:
            throw ExitCode.validationFailure
        }
        try write.emit(
            DiffOutput(diff: diff, scale: scale).rendered(as: format.format) ?? "", to: output, command: "diff")
        if !diff.isEmpty { throw ExitCode.failure }
    }

    @MainActor
    private func side(_ path: String, theme: String?, name: String?) throws -> ReviewDiff.Side {
        let input = try ReviewInput.load(buttons: path, themes: [theme], command: "diff")
        return ReviewDiff.Side(board: input.board, name: name ?? path, theme: input.themes[0])
    }

    @MainActor
    private func themeSide(_ path: String, name: String?) throws -> ReviewDiff.Side {
        let input = try ReviewInput.load(buttons: buttons, themes: [path], command: "diff")
        return ReviewDiff.Side(board: input.board, name: name ?? path, theme: input.themes[0])
    }

    private static func revision(_ file: String, _ revision: String) throws -> GitRevision {
        do {
            return try GitRevision(file, at: revision)
        } catch {
            CommandError.print("diff: \(error.message)")
            throw ExitCode.failure
        }
    }
}
