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
            the differences (states gone, states new, fields changed) when they do not or FILE \
            cannot be read.
            """
    )

    @OptionGroup var board: ReviewOptions

    @Option(
        help: ArgumentHelp("Compare with this committed contract; exit 1 with the differences.", valueName: "file"),
        completion: .file(extensions: ["contract"]))
    var check: String?

    /// Committed contracts larger than this are refused (64 buttons of many states are far less).
    static let largestContract = 64 * 1024 * 1024

    @MainActor
    func runOnMain() throws {
        let input = try board.input()
        let locales = try input.locales(board.locale, command: "contract")
        guard let check else {
            // Line by line: a board of long titles makes a large contract, never held whole.
            print(Contract.header(name: input.name, themes: input.themes, locales: locales))
            Contract.forEachEntry(board: input.board, themes: input.themes, locales: locales) { print($0.line) }
            return
        }
        let contract = Contract(board: input.board, name: input.name, themes: input.themes, locales: locales)
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
        let lines = comparison.lines
        print(
            "contract: \(ControlCharacterEscaping.escaped(check)) differs: \(comparison.removed.count) gone, "
                + "\(comparison.added.count) new, \(comparison.changed.count) changed")
        for line in lines { print(line) }
        throw ExitCode.failure
    }
}
