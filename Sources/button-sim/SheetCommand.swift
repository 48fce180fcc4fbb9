import ArgumentParser
import ButtonKit
import Headless
import Platform
import Review

/// `sheet`: the self-contained HTML review sheet of a board.
struct SheetCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract:
            "Write a self-contained HTML review sheet of every button's review states (--all: every reachable state).",
        discussion: """
            One HTML file, no network access, no script: per button, its review states (each \
            machine state as the machine reaches it, with the button's review set beside it; \
            --all: every reachable state) in the device look for each theme and locale asked \
            for, with what the inspector says about it, the audit's own findings in each theme \
            over every reachable state (as audit --theme THEME with the same --button, --mode \
            and --states reports them, so the counts agree; waived and exempt ones listed) and the \
            button's contract. Open it in any browser, or attach it to a pull request.
            """
    )

    @OptionGroup var board: ReviewOptions

    @Option(
        help: ArgumentHelp("The HTML file to write (through the safe writer).", valueName: "path"),
        completion: .file(extensions: ["html"]))
    var output: String

    @OptionGroup var write: WriteOptions

    // Unconditional, so `--scale -1` reaches validate() and gets the range message.
    @Option(parsing: .unconditional, help: "Pixels per point of the pictures: 1, 2 or 3.")
    var scale: Int = 1

    func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
    }

    @MainActor
    func runOnMain() throws {
        try write.check(output, command: "sheet")
        let input = try board.input(command: "sheet")
        let selection = try board.states(of: input, everything: false, command: "sheet")
        let locales = try input.locales(board.locale, command: "sheet")
        let copies = input.themes.count * locales.count
        let development = Localization(
            locale: input.board.developmentLocale, development: input.board.developmentLocale)
        let tooManyCards = { (_: Int) in
            "sheet: this board's states in \(input.themes.count) theme(s) and \(locales.count) locale(s) make more than \(WorkBound.sheetCards) cards, more than a sheet holds; review a smaller board, or fewer themes and locales at a time"
        }
        // Each button's reachable states, explored once for the bounds, the cards and the audits.
        let reachable = ReachableStateCache()
        // The cards are the states shown: by default the review states, few however many
        // states the buttons reach.
        if selection == .review {
            try WorkBound.checkReviewStates(
                input.board.buttons, localization: development, bound: WorkBound.sheetCards / max(1, copies),
                message: tooManyCards)
        } else {
            try WorkBound.check(
                input.board.buttons, localization: development, bound: WorkBound.sheetCards / max(1, copies),
                reachable: reachable, message: tooManyCards)
        }
        // The sheet carries the audit of every reachable state in each theme, bounded as
        // `audit` is.
        let environments = AuditJob.environments([], board: input.board).count
        try WorkBound.check(
            input.board.buttons, localization: development,
            bound: WorkBound.auditChecks / max(1, environments * input.themes.count), reachable: reachable
        ) { _ in
            "sheet: this board's states in \(input.themes.count) theme(s) make more than \(WorkBound.auditChecks) audit checks, more than a sheet's audit makes in its time; review a smaller board, or fewer themes at a time"
        }
        let html = ReviewSheet.html(
            board: input.board, name: input.name, themes: input.themes, locales: locales, scale: scale,
            selection: selection, reachable: reachable)
        try write.emit(html, to: output, command: "sheet")
    }
}
