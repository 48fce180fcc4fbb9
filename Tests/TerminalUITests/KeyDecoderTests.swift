import Runtime
import Simulator
import Testing

@testable import TerminalUI

@Suite("Key decoding")
struct KeyDecoderTests {
    @Test(
        "every key in the design's key table",
        arguments: [
            (UInt32(9), false, InputEvent.key(.tab)),
            (CursesKeyCode.backtab, true, .key(.backtab)),
            (CursesKeyCode.left, true, .key(.left)),
            (CursesKeyCode.right, true, .key(.right)),
            (CursesKeyCode.up, true, .key(.up)),
            (CursesKeyCode.down, true, .key(.down)),
            (UInt32(32), false, .key(.space)),
            (UInt32(13), false, .key(.enter)),
            (UInt32(10), false, .key(.enter)),
            (CursesKeyCode.enter, true, .key(.enter)),
            (UInt32(27), false, .key(.escape)),
            (UInt32(UInt8(ascii: "h")), false, .key(.character("h"))),
            (UInt32(UInt8(ascii: "s")), false, .key(.character("s"))),
            (UInt32(UInt8(ascii: "l")), false, .key(.character("l"))),
            (UInt32(UInt8(ascii: "m")), false, .key(.character("m"))),
            (UInt32(UInt8(ascii: "e")), false, .key(.character("e"))),
            (UInt32(UInt8(ascii: "f")), false, .key(.character("f"))),
            (UInt32(UInt8(ascii: "r")), false, .key(.character("r"))),
            (UInt32(UInt8(ascii: "g")), false, .key(.character("g"))),
            (UInt32(UInt8(ascii: "t")), false, .key(.character("t"))),
            (UInt32(UInt8(ascii: "?")), false, .key(.character("?"))),
            (UInt32(UInt8(ascii: "q")), false, .key(.character("q"))),
            (UInt32(0x4E2D), false, .key(.character("中"))),
        ])
    func decodesKey(code: UInt32, isFunctionKey: Bool, expected: InputEvent) {
        #expect(KeyDecoder.decode(code: code, isFunctionKey: isFunctionKey) == .event(expected))
    }

    @Test(
        "control keys go to the runtime, as in any raw-mode terminal program",
        arguments: [
            (UInt32(3), TerminalControl.interrupt),
            (UInt32(28), .quit),
            (UInt32(26), .suspend),
            (UInt32(12), .redraw),
        ])
    func decodesControl(code: UInt32, expected: TerminalControl) {
        #expect(KeyDecoder.decode(code: code, isFunctionKey: false) == .control(expected))
        #expect(KeyDecoder.decode(code: code, isFunctionKey: true) == nil)
    }

    @Test(
        "keys the simulator has no use for are ignored",
        arguments: [
            (CursesKeyCode.f1, true),
            (UInt32(0o777), true),  // a function key curses may add later
            (UInt32(0), false),
            (UInt32(8), false),  // Ctrl-H
            (UInt32(0x7F), false),  // Backspace
            (UInt32(0x85), false),  // a C1 control
            (UInt32(0x0301), false),  // a lone combining accent
            (UInt32(0xD800), false),  // a surrogate is not a character
        ])
    func ignoresKey(code: UInt32, isFunctionKey: Bool) {
        #expect(KeyDecoder.decode(code: code, isFunctionKey: isFunctionKey) == nil)
    }

    @Test func aLoneEscIsTheEscKey() {
        #expect(KeyDecoder.decode([.character(27)]) == [.event(.key(.escape))])
        #expect(KeyDecoder.decode([.character(27), .character(27)]) == [.event(.key(.escape)), .event(.key(.escape))])
    }

    @Test func unknownEscapeSequencesAreDroppedWhole() {
        // Ctrl-Up on a terminal whose terminfo lacks it: ESC [ 1 ; 5 A, then a real key.
        let ctrlUp: [KeyRead] = [27, 91, 49, 59, 53, 65, 104].map { .character($0) }
        #expect(KeyDecoder.decode(ctrlUp) == [.event(.key(.character("h")))])
        // SS3 (ESC O P is F1 in application mode) and Alt-x.
        let ss3: [KeyRead] = [27, 79, 80].map { .character($0) }
        #expect(KeyDecoder.decode(ss3) == [])
        let altX: [KeyRead] = [27, 120, 115].map { .character($0) }
        #expect(KeyDecoder.decode(altX) == [.event(.key(.character("s")))])
    }

    @Test func eventsAndFunctionKeysKeepTheirOrder() {
        let reads: [KeyRead] = [
            .event(.mousePress(column: 4, row: 2)), .functionKey(CursesKeyCode.f1),
            .event(.mouseRelease(column: 4, row: 2)), .functionKey(CursesKeyCode.backtab),
            .event(.resize(columns: 100, rows: 30)),
        ]
        let expected: [InputEvent] = [
            .mousePress(column: 4, row: 2), .mouseRelease(column: 4, row: 2), .key(.backtab),
            .resize(columns: 100, rows: 30),
        ]
        #expect(KeyDecoder.decode(reads) == expected.map(TerminalInput.event))
    }
}
