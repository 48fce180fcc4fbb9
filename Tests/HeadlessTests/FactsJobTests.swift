import ButtonKit
import Facts
import Headless
import Review
import Testing

/// `facts` in process: the same states as the contract, every environment the audit
/// covers, and one line for an unknown button.
@Suite("facts job")
struct FactsJobTests {
    @Test("one record per state the contract lists, with the contract's title and colours")
    func sameStatesAsTheContract() throws {
        let input = try HeadlessInput.load(buttons: nil)
        var records: [StateFactsRecord] = []
        try FactsJob.forEachRecord(
            input, selection: ButtonSelection(ids: ["modal"]), locales: [.en], environments: [.standard]
        ) {
            records.append($0)
        }
        var entries: [ContractEntry] = []
        Contract.forEachEntry(board: input.board, themes: input.themes, locales: [.en]) {
            if $0.button == "modal" { entries.append($0) }
        }
        #expect(records.count == entries.count)
        for (record, entry) in zip(records, entries) {
            #expect(record.title == entry.title)
            #expect(record.foreground == entry.foreground)
            #expect(record.reads == entry.reads)
            #expect(record.layout != nil)
        }
    }

    @Test("--environments all is the audit's 96 environments, each in its counterpart theme")
    func everyEnvironment() throws {
        let input = try HeadlessInput.load(buttons: nil)
        var pages: Set<String> = []
        var count = 0
        try FactsJob.forEachRecord(
            input, selection: ButtonSelection(ids: ["primary"]), locales: [.en],
            environments: FactsJob.everyEnvironment(for: input.board)
        ) {
            pages.insert($0.page)
            count += 1
        }
        #expect(FactsJob.everyEnvironment(for: input.board).count == 96)
        #expect(count % 96 == 0)
        #expect(pages.count > 1, "dark environments draw on the dark theme's page")
    }

    @Test("an unknown button is refused with the board's ids")
    func unknownButton() throws {
        let input = try HeadlessInput.load(buttons: nil)
        #expect {
            try FactsJob.forEachRecord(
                input, selection: ButtonSelection(ids: ["nope"]), locales: [.en], environments: [.standard]
            ) { _ in }
        } throws: { error in
            (error as? HeadlessFailure)?.messages == [
                "facts: unknown button 'nope'; valid: follow, modal, primary, secondary, link, success, danger, on-color"
            ]
        }
    }

    @Test("--mode and --states narrow the facts to the contract's states for the same selection")
    func narrowedLikeTheContract() throws {
        let input = try HeadlessInput.load(buttons: nil)
        let selection = ButtonSelection(ids: ["modal"], mode: "install", states: "normal,highlighted")
        var records: [StateFactsRecord] = []
        try FactsJob.forEachRecord(input, selection: selection, locales: [.en], environments: [.standard]) {
            records.append($0)
        }
        let board = try selection.board(input.board, command: "contract")
        var entries: [ContractEntry] = []
        Contract.forEachEntry(
            board: board, themes: input.themes, locales: [.en],
            selection: try selection.states(for: board.buttons, everything: true, command: "contract")
        ) { entries.append($0) }
        #expect(records.map(\.state) == ["normal", "highlighted"])
        #expect(records.allSatisfy { $0.mode == "install" && $0.title == "Install" })
        #expect(records.map(\.title) == entries.map(\.title))
    }

    @Test("a machine state the button lacks is refused as render --mode refuses it")
    func unknownMode() throws {
        let input = try HeadlessInput.load(buttons: nil)
        #expect {
            try FactsJob.forEachRecord(
                input, selection: ButtonSelection(ids: ["modal"], mode: "nope"), locales: [.en],
                environments: [.standard]
            ) { _ in }
        } throws: { error in
            (error as? HeadlessFailure)?.messages == [
                "facts: modal has no machine state 'nope'; states: download, downloading, install, installing, complete"
            ]
        }
    }
}
