import Simulator
import Testing

/// The parsed form of `expect:`, `mark:` and `say:`.
@Suite("Play script tokens")
struct ScriptTokenTests {
    @Test func marksAndCaptionsKeepTheirText() throws {
        let script = try PlayScript(parsing: "mark:\"Step one\" say:\"Tap \\\"Follow\\\"\" mark:plain")
        #expect(script.steps == [.mark("Step one"), .say("Tap \"Follow\""), .mark("plain")])
    }

    @Test func expectationsReadButtonFieldAndValue() throws {
        let script = try PlayScript(parsing: "expect:send.title=\"Sending…\" expect:event=touchUpInside")
        guard case .expect(let first, let token, let position) = script.steps[0],
            case .expect(let second, _, let secondPosition) = script.steps[1]
        else {
            Issue.record("not expectations: \(script.steps)")
            return
        }
        #expect(first == ScriptExpectation(button: "send", field: .title, value: "Sending…"))
        #expect(token == "expect:send.title=\"Sending…\"" && position == 1)
        #expect(second == ScriptExpectation(button: nil, field: .event, value: "touchUpInside"))
        #expect(secondPosition == 2)
    }

    @Test func statesCompareAsSetsAndRawValuesAsNumbers() {
        let state = ScriptExpectation(button: "a", field: .state, value: "selected+highlighted")
        #expect(state.matches("highlighted,selected"))
        #expect(!state.matches("selected"))
        #expect(ScriptExpectation(button: "a", field: .state, value: "normal").matches("normal"))
        #expect(ScriptExpectation(button: "a", field: .raw, value: "5").matches("0x5"))
        #expect(!ScriptExpectation(button: "a", field: .title, value: "A").matches("a"))
    }

    @Test func aLoneQuoteIsStillAKey() throws {
        let script = try PlayScript(parsing: "\" mark:\"x y\" \"")
        #expect(script.steps == [.input(.key(.character("\""))), .mark("x y"), .input(.key(.character("\"")))])
    }
}
