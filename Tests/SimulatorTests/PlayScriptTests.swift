import Simulator
import Testing

@Suite("Play scripts")
struct PlayScriptTests {
    @Test func readsEveryKindOfToken() throws {
        let script = try PlayScript(
            parsing: "m space wait:1.5s wait:200ms tab backtab esc enter up down left right resize:90x25 click:4,3 ?")
        #expect(script.steps.count == 15)
        #expect(script.steps[2] == .wait(.milliseconds(1500)))
        #expect(script.steps[3] == .wait(.milliseconds(200)))
        #expect(script.steps[12] == .input(.resize(columns: 90, rows: 25)))
        #expect(script.steps[13] == .click(column: 4, row: 3))
    }

    @Test(arguments: [
        ("m blah s", "token 2 'blah': unknown token"),
        ("wait:5 m", "token 1 'wait:5': expected a duration"),
        ("wait:-1s", "token 1 'wait:-1s': expected a duration"),
        ("s resize:0x10", "token 2 'resize:0x10': expected resize:COLSxROWS"),
        ("click:a,b", "token 1 'click:a,b': expected click:COL,ROW"),
        ("wait:9999s", "token 1 'wait:9999s': waits are at most 3600s"),
    ])
    func aMalformedTokenIsNamedWithItsPosition(script: String, message: String) {
        #expect {
            try PlayScript(parsing: script)
        } throws: { error in
            (error as? PlayScript.ParseError)?.message.hasPrefix(message) == true
        }
    }

    @Test func anEmptyScriptDoesNothing() throws {
        #expect(try PlayScript(parsing: "   ").steps.isEmpty)
    }
}
