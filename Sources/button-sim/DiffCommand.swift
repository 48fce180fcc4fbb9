import ArgumentParser
import Headless

/// `diff`: what changed between two versions of a button file or of a theme.
struct DiffCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two versions of a button file or of a theme.",
        discussion: """
            diff OLD NEW compares two button files; diff --git REV FILE compares FILE with its \
            version at a git revision; diff --theme OLD NEW compares two themes on one board \
            (--buttons, default the built-in board); diff --git REV --theme FILE a theme with its \
            version at REV. Listed: buttons, custom states, events, machine states and transitions \
            added or removed, and every review state (each machine state as the machine reaches \
            it, with the button's review set; --all: every reachable state) whose title, colours, \
            contrast, VoiceOver reading or tap changed, appeared or went away, in every locale both \
            versions declare. Unchanged states are not listed. Exit 0 when nothing differs, 1 when something does.
            """
    )

    @Argument(help: "OLD NEW button files, or with --git one FILE.", completion: Completions.buttonFile)
    var files: [String] = []

    @Option(
        parsing: .upToNextOption,
        help: "With two values OLD NEW: compare two themes; with one: the theme to draw both button files in.",
        completion: Completions.themeNames)
    var theme: [String] = []

    @OptionGroup var buttons: ButtonsOption

    @Option(help: ArgumentHelp("Compare a file with its version at this git revision.", valueName: "rev"))
    var git: String?

    @Option(help: ArgumentHelp(FormatChoice<DiffOutput>.help()))
    var format = FormatChoice<DiffOutput>(.text)

    @Option(
        help: ArgumentHelp(
            "Write to this file (through the safe writer) instead of standard output.", valueName: "path"))
    var output: String?

    @OptionGroup var write: WriteOptions

    @Flag(help: "List every state that differs (text and markdown), not only each change once with its states counted.")
    var verbose = false

    @OptionGroup var selection: SelectionOptions

    @OptionGroup var framework: FrameworkOption

    // Unconditional, so `--scale -1` reaches validate() and gets the range message.
    @Option(parsing: .unconditional, help: "Pixels per point of the html pictures: 1, 2 or 3.")
    var scale: Int = 1

    func validate() throws {
        guard DiffSubject(files: files, themes: theme, revision: git) != nil else {
            throw ValidationError(
                "give OLD NEW button files, --git REV FILE, --theme OLD NEW, or --git REV --theme FILE")
        }
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
        // The project's board (`.button-sim.json`) is no mistake beside two button files.
        let projectBoard = try ProjectDefaultsLookup.value(\.buttons)
        if let board = buttons.buttons, board != projectBoard, !files.isEmpty {
            throw ValidationError("--buttons goes with --theme OLD NEW only")
        }
    }

    @MainActor
    func runOnMain() throws {
        if let output { try write.check(output, command: "diff") }
        guard let subject = DiffSubject(files: files, themes: theme, revision: git) else {
            throw ExitCode.validationFailure
        }
        let diff = try DiffJob.diff(
            subject, buttons: buttons.buttons, selection: selection.selection, framework: framework.framework)
        try write.emit(
            DiffOutput(diff: diff, scale: scale, verbose: verbose).rendered(as: format.format) ?? "", to: output,
            command: "diff")
        if !diff.isEmpty { throw ExitCode.failure }
    }
}
