import Foundation
import Testing

@testable import TerminalUI

@Suite("Terminal preflight", .serialized)
struct TerminalPreflightTests {
    static let known: TerminalPreflight.TerminfoLookup = { _, _ in TerminfoEntry(colors: 256, canAddressCursor: true) }

    func preflight(
        _ environment: [String: String], tty: Bool = true,
        lookUp: @escaping TerminalPreflight.TerminfoLookup = known
    ) -> TerminalPreflight {
        TerminalPreflight(environment: environment, inputFD: 0, outputFD: 1, isTerminal: { _ in tty }, lookUp: lookUp)
    }

    @Test func unsetOrEmptyTermIsRefused() {
        for environment in [[:], ["TERM": ""]] {
            #expect(throws: TerminalError("TERM is not set; set it to your terminal type, e.g. TERM=xterm-256color")) {
                try preflight(environment).check()
            }
        }
    }

    @Test func aTermUnknownToTerminfoIsRefused() throws {
        // The real terminfo database: no terminal needed, and setupterm must not exit.
        let error = #expect(throws: TerminalError.self) {
            try preflight(["TERM": "no-such-terminal"], lookUp: TerminalPreflight.terminfo).check()
        }
        #expect(error?.message.contains("TERM=no-such-terminal") == true)
    }

    @Test func realTerminfoKnowsXterm() throws {
        let entry = try #require(TerminalPreflight.terminfo("xterm-256color", 1))
        #expect(entry.colors == 256)
        #expect(entry.canAddressCursor)
        let dumb = TerminalPreflight.terminfo("dumb", 1)
        #expect(dumb?.canAddressCursor == false)
    }

    @Test func aTerminalThatCannotMoveTheCursorIsRefused() {
        let error = #expect(throws: TerminalError.self) {
            try preflight(["TERM": "dumb"], lookUp: { _, _ in TerminfoEntry(colors: -1, canAddressCursor: false) })
                .check()
        }
        #expect(error?.message.contains("cannot move the cursor") == true)
    }

    @Test func aFileIsNotATerminal() throws {
        let devNull = open("/dev/null", O_RDWR)
        defer { close(devNull) }
        let check = TerminalPreflight(environment: ["TERM": "xterm"], inputFD: devNull, outputFD: devNull)
        let error = #expect(throws: TerminalError.self) { try check.check() }
        #expect(error?.message.hasPrefix("standard input is not a terminal") == true)
    }

    @Test func pipedOutputIsRefused() {
        let check = TerminalPreflight(environment: ["TERM": "xterm"], inputFD: 0, outputFD: 1, isTerminal: { $0 == 0 })
        let error = #expect(throws: TerminalError.self) { try check.check() }
        #expect(error?.message.hasPrefix("standard output is not a terminal") == true)
    }

    @Test func aUsableTerminalPasses() throws {
        let result = try preflight(["TERM": "xterm-256color"]).check()
        #expect(result.term == "xterm-256color")
        #expect(result.entry.colors == 256)
    }
}
