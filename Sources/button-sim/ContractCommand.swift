import ArgumentParser
import ButtonKit
import Escaping
import JSONSupport
import Platform
import Review

/// `contract`: the reachable-state contract, or `--check FILE` against a committed one.
struct ContractCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "contract",
        abstract: "Print the reachable-state contract of a board, or check it against a committed one.",
        discussion: """
            One line per button, locale, theme and reachable state: the raw value, the title shown \
            and the slot it came from, the style tokens and colours, contrast, what VoiceOver \
            reads and what a tap sends (docs/contract.md). The same input gives the same bytes on \
            every run. With --check FILE, compares with FILE and exits 0 when they agree, 1 with \
            the differences when they do not or FILE cannot be read: each change once with the \
            states it touches counted (a field changed the same way, a new or gone machine \
            state or button), and with --verbose every state gone, new or changed.
            """
    )

    @OptionGroup var board: ReviewOptions

    @Option(
        help: ArgumentHelp("Compare with this committed contract; exit 1 with the differences.", valueName: "file"),
        completion: .file(extensions: ["contract"]))
    var check: String?

    @Flag(help: "With --check: list every state that differs after the grouped changes.")
    var verbose = false

    /// Committed contracts larger than this are refused (64 buttons of many states are far less).
    static let largestContract = 64 * 1024 * 1024

    func validate() throws {
        if verbose, check == nil { throw ValidationError("--verbose goes with --check FILE") }
    }

    @MainActor
    func runOnMain() throws {
        let input = try board.input(command: "contract")
        let selection = try board.states(of: input, everything: true, command: "contract")
        let locales = try input.locales(board.locale, command: "contract")
        guard let check else {
            // Line by line: a board of long titles makes a large contract, never held whole.
            print(Contract.header(name: input.name, themes: input.themes, locales: locales))
            Contract.forEachEntry(board: input.board, themes: input.themes, locales: locales, selection: selection) {
                print($0.line)
            }
            return
        }
        let contract = Contract(
            board: input.board, name: input.name, themes: input.themes, locales: locales, selection: selection)
        let committed: String
        switch JSONDocument.read(URL(fileURLWithPath: check), maximumSize: Self.largestContract) {
        case .success(let data):
            guard let text = String(validating: Array(data), as: UTF8.self) else {
                CommandError.print("contract: \(check): not UTF-8 text")
                throw ExitCode.failure
            }
            committed = text
        case .failure(let problem):
            CommandError.print("contract: \(check): \(problem.message)")
            throw ExitCode.failure
        }
        guard committed.hasPrefix(Contract.headerPrefix) else {
            CommandError.print(
                "contract: \(check): not a contract (its first line must start '\(Contract.headerPrefix)')")
            throw ExitCode.failure
        }
        let comparison = ContractComparison(old: committed, new: contract.text)
        if comparison.isEmpty {
            print("contract: \(ControlCharacterEscaping.escaped(check)) matches (\(contract.entries.count) states)")
            return
        }
        print(
            "contract: \(ControlCharacterEscaping.escaped(check)) differs: \(comparison.removed.count) gone, "
                + "\(comparison.added.count) new, \(comparison.changed.count) changed")
        for line in comparison.report(verbose: verbose) { print(line) }
        throw ExitCode.failure
    }
}
