import ButtonKit
import Rendering

/// One line of the key table: the keys, what each does, and how the help overlay and the
/// legend describe them.
public struct KeyBinding: Sendable {
    /// Each key with its command.
    public var keys: [(key: Key, command: KeyCommand)]
    /// The keys as the help overlay writes them.
    public var label: String
    /// What they do, for the help overlay and `run --help`.
    public var help: String
    /// A short legend entry (`h highlight`), or `nil` to leave it out of the legend.
    public var legend: String?
}

/// The keys, declared once (the README's keys): the key map, the help overlay,
/// the legend and `run --help` all come from this table plus the button file's custom-state
/// keys.
public enum KeyBindings {
    /// The simulator's own keys.
    public static let fixed: [KeyBinding] = [
        KeyBinding(
            keys: [
                (.tab, .moveTarget(1)), (.backtab, .moveTarget(-1)), (.right, .moveTarget(1)), (.left, .moveTarget(-1)),
            ],
            label: "Tab / Shift-Tab, ← →", help: "move the target along the board", legend: "Tab/←→ target"),
        KeyBinding(
            keys: [(.up, .moveRow(-1)), (.down, .moveRow(1))],
            label: "↑ ↓", help: "move the target to the nearest button in the row above / below", legend: nil),
        KeyBinding(
            keys: [(.space, .target(.tap)), (.enter, .target(.tap))],
            label: "Space, Enter", help: "tap: highlight 150 ms, touch up inside, the button's action",
            legend: "Space tap"),
        KeyBinding(
            keys: [(.character("h"), .target(.toggle(.highlighted)))],
            label: "h", help: "code toggles isHighlighted (even disabled: 3, 7)", legend: "h highlight"),
        KeyBinding(
            keys: [(.character("s"), .target(.toggle(.selected)))], label: "s", help: "toggle selected",
            legend: "s select"),
        KeyBinding(
            keys: [(.character("e"), .target(.toggle(.enabled)))],
            label: "e", help: "toggle enabled as asked for (a holds state still wins)", legend: "e enable"),
        KeyBinding(
            keys: [(.character("f"), .target(.toggle(.focused)))],
            label: "f", help: "toggle the UIKit .focused bit", legend: "f focus"),
        KeyBinding(
            keys: [(.character("c"), .cancelTouch)], label: "c",
            help: "cancel the touch in progress (touchCancel), as the system does", legend: nil),
        KeyBinding(
            keys: [(.character("r"), .target(.reset))], label: "r",
            help: "reset the target: initial machine state, the file's titles and flags", legend: "r reset"),
        KeyBinding(
            keys: [(.character("g"), .toggleGallery)], label: "g",
            help: "gallery: the target's flow, then its review set (g again: next page)", legend: "g gallery"),
        KeyBinding(keys: [(.character("t"), .nextTheme)], label: "t", help: "next theme", legend: "t theme"),
        KeyBinding(
            keys: [(.character(";"), .switchFramework)], label: ";",
            help: "switch every button between UIKit's and SwiftUI's rules",
            legend: nil),
        KeyBinding(
            keys: [(.character("L"), .nextLocale)], label: "L",
            help: "next language the button file declares (titles and readings)", legend: nil),
        KeyBinding(
            keys: [(.character(","), .toggleEnvironment)], label: ",",
            help: "environment panel: Up / Down choose text size, appearance, contrast, direction, Bold Text, "
                + "Button Shapes or (SwiftUI buttons) a disabled container; Left / Right change it (, or Esc closes)",
            legend: ", environment"),
        KeyBinding(
            keys: [(.character("?"), .toggleHelp)], label: "?", help: "this help (? again: next page, if any)",
            legend: "? help"),
        KeyBinding(
            keys: [(.character("q"), .quit), (.escape, .escape)],
            label: "q, Esc", help: "quit, saving the state (Esc first closes an overlay)", legend: "q quit"),
        // The terminal's own keys: the runtime acts on them before they become keys.
        KeyBinding(keys: [], label: "Ctrl-C, Ctrl-\\", help: "save and quit, as SIGINT and SIGQUIT do", legend: nil),
        KeyBinding(keys: [], label: "Ctrl-Z", help: "suspend; fg takes the terminal back and repaints", legend: nil),
        KeyBinding(keys: [], label: "Ctrl-L", help: "repaint the whole screen", legend: nil),
    ]

    /// The characters the simulator's own keys use; custom states may not take them.
    public static let reservedCharacters: Set<Character> = {
        var characters: Set<Character> = [" "]
        for binding in fixed {
            for (key, _) in binding.keys {
                if case .character(let character) = key { characters.insert(character) }
            }
        }
        return characters
    }()

    /// The command for a key on a board, or `nil` for keys the simulator ignores.
    /// - Parameters:
    ///   - key: The key.
    ///   - board: The button file, for its custom-state keys.
    public static func command(for key: Key, board: BoardDefinition) -> KeyCommand? {
        for binding in fixed {
            if let match = binding.keys.first(where: { $0.key == key }) { return match.command }
        }
        if case .character(let character) = key, board.hasStateOrEventKey(character) {
            return .target(.stateKey(character))
        }
        return nil
    }

    /// The help overlay's lines and the legends for a board.
    public static func help(for board: BoardDefinition) -> KeyHelp {
        var entries = fixed.map { KeyHelp.Entry(keys: $0.label, does: $0.help) }
        let custom = board.customKeys.map { key, states in
            KeyHelp.Entry(keys: String(key), does: "toggle " + describe(states))
        }
        // Custom-state keys sit with the other keys that act on the target.
        let events = board.eventKeys.map { key, events in
            KeyHelp.Entry(keys: String(key), does: "send " + describeEvents(events))
        }
        let insertAt = (entries.firstIndex { $0.keys == "s" } ?? entries.count - 1) + 1
        entries.insert(contentsOf: custom + events, at: insertAt)
        entries.append(KeyHelp.Entry(keys: "mouse", does: mouseHelp))
        return KeyHelp(entries: entries, legends: legends(for: board))
    }

    /// Legends from longest to shortest.
    static func legends(for board: BoardDefinition) -> [String] {
        let custom =
            board.customKeys.map { key, states in "\(key) \(states.first?.state ?? "")" }
            + board.eventKeys.map { key, events in "\(key) \(events.first?.event.name ?? "")" }
        var long: [String] = []
        for binding in fixed {
            guard let legend = binding.legend else { continue }
            long.append(legend)
            if binding.label == "s" { long += custom }
        }
        let targetKeys =
            ["h", "s"] + board.customKeys.map { String($0.key) } + board.eventKeys.map { String($0.key) } + [
                "e", "f", "r",
            ]
        let short = [
            "Tab target", "Space tap", targetKeys.joined(separator: " "), "g gallery", "t theme", "? help", "q quit",
        ]
        // The panel's key joins the short legend where it fits (not at 80 columns).
        let shortWithPanel = short.dropLast() + [", environment", "q quit"]
        return [long.joined(separator: " · "), shortWithPanel.joined(separator: " · "), short.joined(separator: " · ")]
    }

    /// `succeed: The request succeeds (send)`: the event, what it stands for (in the file's
    /// first locale), and the buttons that declare it.
    static func describeEvents(_ events: [(button: ButtonID, event: EventDeclaration)]) -> String {
        describe(events.map { ($0.button, "\($0.event.name): \($0.event.label.allTexts.first ?? "")") })
    }

    /// `loading (follow, primary and 5 more)` or `mutual (follow)`.
    static func describe(_ states: [(button: ButtonID, state: String)]) -> String {
        var byName: [(name: String, buttons: [ButtonID])] = []
        for (button, state) in states {
            if let index = byName.firstIndex(where: { $0.name == state }) {
                byName[index].buttons.append(button)
            } else {
                byName.append((state, [button]))
            }
        }
        return byName.map { name, buttons in
            let shown = buttons.prefix(2).map(\.rawValue).joined(separator: ", ")
            let more = buttons.count > 2 ? " and \(buttons.count - 2) more" : ""
            return "\(name) (\(shown)\(more))"
        }.joined(separator: "; ")
    }

    /// What the mouse does, for the help overlay and `run --help`.
    /// `label` with its arrow pairs in words ("← →" as "Left / Right", "↑ ↓" as "Up / Down").
    /// Character by character rather than with `String.replacing`, whose first use at start
    /// (this runs on every launch, for `run`'s help text) costs far more than the labels.
    static func inWords(_ label: String) -> String {
        let pairs: [(arrows: [Character], words: String)] = [
            (["←", " ", "→"], "Left / Right"), (["↑", " ", "↓"], "Up / Down"),
        ]
        let characters = Array(label)
        var result = ""
        var index = 0
        scan: while index < characters.count {
            for pair in pairs where characters[index...].starts(with: pair.arrows) {
                result += pair.words
                index += pair.arrows.count
                continue scan
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    static let mouseHelp = "a finger: press highlights, drags follow, release in the area acts"

    /// The fixed keys in one paragraph, for `run --help`.
    /// - Parameter builtIn: The built-in board, whose custom-state keys are named.
    public static func summary(builtIn: BoardDefinition) -> String {
        // In words, not arrows: the manual page generated from `--help` keeps ASCII only.
        let keys = fixed.map { binding in "\(inWords(binding.label)): \(binding.help)" }.joined(separator: "; ")
        let custom = builtIn.customKeys.map { "\($0.key) \($0.states.first?.state ?? "")" }.joined(separator: ", ")
        return keys
            + "; mouse: \(mouseHelp). Custom-state keys come from the button file (the built-in board: \(custom))."
    }
}
