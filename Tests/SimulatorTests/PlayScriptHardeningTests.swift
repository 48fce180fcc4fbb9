import ButtonKit
import ButtonKitTestSupport
import Simulator
import Testing

/// Scripts from issue 12: strict numbers with the limits in the message, a bound on total
/// virtual time, printable keys only, and mutated scripts that never trap.
@Suite("Play scripts: strict and bounded")
struct PlayScriptHardeningTests {
    func message(_ script: String) -> String? {
        do {
            _ = try PlayScript(parsing: script)
            return nil
        } catch {
            return error.message
        }
    }

    @Test(arguments: [
        "wait:0x10s", "wait:+5s", "wait:05s", "wait:1e3ms", "wait:1.5ms", "wait:1.2345s", "wait:.5s",
        "wait:1.s", "wait:1_0s", "wait:-0s", "wait:١s",
    ])
    func leniantDurationsAreRefused(token: String) {
        #expect(
            message(token)?.hasPrefix("token 1 '\(token)': expected a duration: a decimal number of s") == true,
            "\(token)")
    }

    @Test func anOverlongWaitSaysTheLimit() {
        #expect(
            message("wait:1e9s")
                == "token 1 'wait:1e9s': expected a duration: a decimal number of s (up to 3 decimals) or ms, at most 3600s, such as wait:1.5s or wait:200ms"
        )
        #expect(message("wait:3601s") == "token 1 'wait:3601s': waits are at most 3600s")
        #expect(
            message("wait:99999999999999999999999s")
                == "token 1 'wait:99999999999999999999999s': waits are at most 3600s")
        #expect(message("wait:3600001ms") == "token 1 'wait:3600001ms': waits are at most 3600s")
        #expect(message("wait:3600s wait:0ms wait:0.001s") == nil)
    }

    @Test func theTotalVirtualTimeIsBounded() {
        let day = Array(repeating: "wait:3600s", count: 24).joined(separator: " ")
        #expect(message(day) == nil)
        #expect(
            message(day + " s wait:1ms") == "token 26 'wait:1ms': the script would wait more than 86400s (24 h) in all")
    }

    @Test(arguments: [
        "resize:010x10", "resize:10x010", "resize:+10x10", "resize:0x10", "resize:1001x10", "resize:10X10",
        "resize:0x10x10", "resize:1e2x10", "resize:10x",
    ])
    func leniantSizesAreRefused(token: String) {
        #expect(
            message(token)?.hasSuffix("expected resize:COLSxROWS with decimal sizes 1...1000, such as resize:100x30")
                == true, "\(token)")
        #expect(TerminalSize(parsing: String(token.dropFirst(7))) == nil)
    }

    @Test(arguments: ["click:01,1", "click:+1,1", "click:1,-1", "click:0x1,1", "click:1001,0", "click:1,1,1"])
    func leniantCellsAreRefused(token: String) {
        #expect(
            message(token)?.hasSuffix("expected click:COL,ROW with decimal 0-based cells 0...1000, such as click:5,3")
                == true, "\(token)")
    }

    @Test func strictNumbersStillRead() throws {
        let script = try PlayScript(parsing: "wait:0s wait:0.125s wait:10ms resize:1000x1 click:0,1000")
        #expect(
            script.steps == [
                .wait(.zero), .wait(.milliseconds(125)), .wait(.milliseconds(10)),
                .input(.resize(columns: 1000, rows: 1)), .click(column: 0, row: 1000),
            ])
    }

    @Test(arguments: [
        "\u{85}", "\u{200B}", "\u{202E}", "\u{7F}", "\u{1B}", "\u{E000}", "\u{0301}", "\u{2028}", "\u{A0}",
    ])
    func onlyPrintableCharactersAreKeys(key: String) {
        let text = message(key)
        #expect(
            text?.hasSuffix("not a printable key (control and format characters are not keys)") == true,
            "\(text ?? "loaded")")
        // The message shows the character escaped, never raw.
        #expect(text?.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && $0.value != 0x85 } == true)
    }

    @Test func printableKeysOfEveryScriptStillWork() throws {
        let script = try PlayScript(parsing: "é 中 ? ~ 😀")
        #expect(script.steps.count == 5)
    }

    @Test func lineBreaksOfEveryKindSeparateTokens() throws {
        let script = try PlayScript(parsing: "s\r\nm\rl\n\tspace")
        #expect(script.steps.count == 4)
    }

    @Test func aLongTokenIsShownShort() {
        let text = message(String(repeating: "z", count: 100_000)) ?? ""
        #expect(text.hasPrefix("token 1 '" + String(repeating: "z", count: 40) + "…': unknown token"))
        #expect(text.count < 200)
    }

    /// 10,000 mutated scripts: each parses or fails with one bounded line; parsing does
    /// work in proportion to the script (steps never exceed tokens).
    @Test func mutatedScriptsNeverTrap() {
        let seed = Array(
            "m space wait:1.5s wait:200ms tab backtab esc enter up down left right resize:90x25 click:4,3 ? l s".utf8)
        let insertions: [[UInt8]] = [
            Array("wait:".utf8), Array("resize:".utf8), Array("click:".utf8), Array("9".utf8),
            Array("x".utf8), Array(",".utf8), Array(" ".utf8), [0xC2, 0x85], [0x1B], [0xFF],
            Array("e9".utf8), Array("+".utf8), Array("0".utf8), Array("3600s".utf8),
        ]
        var generator = SeededGenerator(seed: 12)
        var parsed = 0
        for _ in 0..<10_000 {
            var bytes = seed
            for _ in 0..<Int.random(in: 1...6, using: &generator) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...8, using: &generator)))
                case 2:
                    bytes.insert(
                        contentsOf: insertions[Int.random(in: 0..<insertions.count, using: &generator)], at: index)
                default: bytes.insert(contentsOf: bytes[index...].prefix(20), at: index)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                let script = try PlayScript(parsing: text)
                parsed += 1
                #expect(script.steps.count <= bytes.count)
            } catch {
                #expect(!error.message.contains("\n"))
                #expect(error.message.count < 400)
            }
        }
        #expect(parsed > 100 && parsed < 10_000)
    }
}
