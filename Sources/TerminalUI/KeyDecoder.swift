import Runtime
import Simulator

/// Turns what curses reads into ``TerminalInput``: events for the simulator, and the
/// control keys a raw-mode terminal program handles itself (Ctrl-C, Ctrl-\\, Ctrl-Z,
/// Ctrl-L). Pure: tests feed codes in directly.
///
/// Keys the simulator has no use for (function keys, other control characters) and
/// escape sequences curses did not recognise (Alt-x, Ctrl-arrows on a terminal whose
/// terminfo lacks them) are dropped rather than turned into stray characters.
public enum KeyDecoder {
    static let escape: UInt32 = 27

    /// The input for one code, or `nil` when the key means nothing to the program.
    /// - Parameters:
    ///   - code: what `wget_wch` returned.
    ///   - isFunctionKey: whether it returned KEY_CODE_YES.
    public static func decode(code: UInt32, isFunctionKey: Bool) -> TerminalInput? {
        decodeKey(code: code, isFunctionKey: isFunctionKey).map(TerminalInput.event)
            ?? control(code: code, isFunctionKey: isFunctionKey)
    }

    private static func control(code: UInt32, isFunctionKey: Bool) -> TerminalInput? {
        guard !isFunctionKey else { return nil }
        switch code {
        case 3: return .control(.interrupt)
        case 12: return .control(.redraw)
        case 26: return .control(.suspend)
        case 28: return .control(.quit)
        default: return nil
        }
    }

    private static func decodeKey(code: UInt32, isFunctionKey: Bool) -> InputEvent? {
        if isFunctionKey {
            switch code {
            case CursesKeyCode.up: return .key(.up)
            case CursesKeyCode.down: return .key(.down)
            case CursesKeyCode.left: return .key(.left)
            case CursesKeyCode.right: return .key(.right)
            case CursesKeyCode.enter: return .key(.enter)
            case CursesKeyCode.backtab: return .key(.backtab)
            default: return nil
            }
        }
        switch code {
        case 9: return .key(.tab)
        case 10, 13: return .key(.enter)
        case escape: return .key(.escape)
        case 32: return .key(.space)
        case 0..<32, 0x7F..<0xA0: return nil
        default:
            guard let scalar = Unicode.Scalar(code), !scalar.properties.isNoncharacterCodePoint,
                scalar.properties.generalCategory != .nonspacingMark
            else { return nil }
            return .key(.character(Character(scalar)))
        }
    }

    /// Decodes a batch of reads, in order. An Esc followed in the same batch by more
    /// characters is the start of an escape sequence curses did not translate: the
    /// whole sequence is skipped. A lone Esc (curses waited `ESCDELAY` and nothing
    /// followed) is the Esc key.
    public static func decode(_ reads: [KeyRead]) -> [TerminalInput] {
        var events: [TerminalInput] = []
        var index = 0
        while index < reads.count {
            switch reads[index] {
            case .event(let event):
                events.append(.event(event))
                index += 1
            case .functionKey(let code):
                if let event = decode(code: code, isFunctionKey: true) { events.append(event) }
                index += 1
            case .character(let code):
                if code == escape, let end = escapeSequenceEnd(reads, from: index) {
                    index = end
                } else {
                    if let event = decode(code: code, isFunctionKey: false) { events.append(event) }
                    index += 1
                }
            }
        }
        return events
    }

    /// Where the escape sequence starting at `start` ends (exclusive), or `nil` when
    /// the Esc stands alone. Follows ECMA-48: CSI (`ESC [` parameters, intermediates,
    /// one final byte), SS3 (`ESC O` plus one byte), otherwise `ESC` plus one character
    /// (Alt-key). Another Esc or a non-character read ends the sequence early.
    static func escapeSequenceEnd(_ reads: [KeyRead], from start: Int) -> Int? {
        func character(at index: Int) -> UInt32? {
            guard index < reads.count, case .character(let code) = reads[index], code != escape else { return nil }
            return code
        }
        guard let introducer = character(at: start + 1) else { return nil }
        switch introducer {
        case UInt32(UInt8(ascii: "[")):
            var index = start + 2
            while let code = character(at: index) {
                index += 1
                if (0x40...0x7E).contains(code) { return index }
                if !(0x20...0x3F).contains(code) { return index - 1 }
            }
            return index
        case UInt32(UInt8(ascii: "O")):
            return character(at: start + 2) == nil ? start + 2 : start + 3
        default:
            return start + 2
        }
    }
}
