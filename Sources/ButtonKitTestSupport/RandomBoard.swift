import ButtonKit
import Foundation

/// Random valid button files for property tests: random custom states (bits, rules, keys,
/// marks), random titles, declared events and random machines (guarded candidates, exit
/// actions, guarded `always`, named delays, counters and `send`), written as JSON text so
/// the loader reads them exactly as it reads a user's file.
public enum RandomBoard {
    /// Keys a random custom state may take (none of the simulator's own).
    public static let keyPool: [Character] = Array("abdijknopuvwxyz")
    static let flagNames = SystemFlag.names

    /// A random button file's JSON text.
    public static func json(_ generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 1...4, using: &generator)
        let buttons = (0..<count).map { button(index: $0, &generator) }
        let root: [String: Any] = ["locales": ["en", "zh"], "buttons": buttons]
        let data = (try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func button(index: Int, _ generator: inout SeededGenerator) -> [String: Any] {
        var button: [String: Any] = ["id": "b\(index)", "variant": "primary"]
        var bits = Array(16...23).shuffled(using: &generator)
        var keys = keyPool.shuffled(using: &generator)
        var states: [String: Any] = [:]
        var names: [String] = []
        for number in 0..<Int.random(in: 0...4, using: &generator) {
            let name = "s\(number)"
            names.append(name)
            var state: [String: Any] = [:]
            if Int.random(in: 0..<5, using: &generator) > 0, let bit = bits.popLast() { state["bit"] = bit }
            let flags = Array(flagNames.shuffled(using: &generator).prefix(Int.random(in: 1...2, using: &generator)))
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: state["implies"] = flags
            case 1:
                state["holds"] = flags
                state["afterwards"] = Bool.random(using: &generator) ? "enable" : "restore"
            default: break
            }
            if Bool.random(using: &generator), let key = keys.popLast() { state["key"] = String(key) }
            state["spinner"] = Int.random(in: 0..<4, using: &generator) == 0
            state["hidesTitle"] = Int.random(in: 0..<4, using: &generator) == 0
            state["mark"] = "X\(number)"
            states[name] = state
        }
        if !states.isEmpty { button["states"] = states }
        var events: [String] = []
        var declared: [String: Any] = [:]
        for number in 0..<Int.random(in: 0...2, using: &generator) {
            guard let key = keys.popLast() else { break }
            events.append("e\(number)")
            declared["e\(number)"] = ["key": String(key), "label": ["en": "Event \(number)", "zh": "事件\(number)"]]
        }
        var titles: [String: Any] = ["normal": ["en": "T\(index) {c0}", "zh": "标\(index)"]]
        for name in names.shuffled(using: &generator).prefix(2) {
            titles[Bool.random(using: &generator) ? name : "\(name)|highlighted"] = "\(name) title"
        }
        if Bool.random(using: &generator) { titles["selected"] = "Chosen" }
        button["titles"] = titles
        if !events.isEmpty || Bool.random(using: &generator) {
            button["machine"] = machine(customNames: names, events: events, &generator)
            if !events.isEmpty { button["events"] = declared }
        }
        return button
    }

    static func machine(customNames: [String], events: [String], _ generator: inout SeededGenerator) -> [String: Any] {
        let count = Int.random(in: 1...4, using: &generator)
        let names = (0..<count).map { "m\($0)" }
        let flags = [SystemFlag.selected, .highlighted, .disabled, .focused].map(\.codeName) + customNames
        let counted = Bool.random(using: &generator)
        func flag() -> String { flags.randomElement(using: &generator) ?? "selected" }
        func action() -> String {
            switch Int.random(in: 0..<8, using: &generator) {
            case 0 where counted:
                return "\(["increment", "decrement"].randomElement(using: &generator) ?? "increment") c0"
            case 1 where counted: return "assign c0 \(Int.random(in: -2...5, using: &generator))"
            case 2 where !events.isEmpty: return "send \(events.randomElement(using: &generator) ?? "tap")"
            default: return "\(["set", "clear", "toggle"].randomElement(using: &generator) ?? "set") \(flag())"
            }
        }
        func condition() -> String {
            if counted && Bool.random(using: &generator) {
                let comparison = ["==", "!=", "<", "<=", ">", ">="].randomElement(using: &generator) ?? ">"
                return "c0 \(comparison) \(Int.random(in: -2...4, using: &generator))"
            }
            return (Bool.random(using: &generator) ? "not " : "") + flag()
        }
        func transition(guarded: Bool = false) -> [String: Any] {
            var transition: [String: Any] = [:]
            if Int.random(in: 0..<4, using: &generator) > 0 {
                transition["target"] = names.randomElement(using: &generator)
            }
            transition["actions"] = (0..<Int.random(in: 0...2, using: &generator)).map { _ in action() }
            if guarded || Int.random(in: 0..<4, using: &generator) == 0 {
                transition["guard"] =
                    Bool.random(using: &generator) ? condition() as Any : [condition(), condition()] as Any
            }
            return transition
        }
        func candidates() -> Any {
            Int.random(in: 0..<3, using: &generator) == 0 ? [transition(guarded: true), transition()] : transition()
        }
        var states: [String: Any] = [:]
        for name in names {
            var state: [String: Any] = [:]
            if Bool.random(using: &generator) { state["title"] = ["en": "\(name) en", "zh": "\(name) 中"] }
            if Bool.random(using: &generator) { state["enabled"] = Bool.random(using: &generator) }
            state["spinner"] = Int.random(in: 0..<3, using: &generator) == 0
            if Bool.random(using: &generator) { state["entry"] = [action()] }
            if Int.random(in: 0..<6, using: &generator) == 0 {
                state["type"] = "final"
            } else {
                var on: [String: Any] = [:]
                for event in ["tap"] + events where Int.random(in: 0..<4, using: &generator) > 0 {
                    on[event] = candidates()
                }
                if !on.isEmpty { state["on"] = on }
                if Bool.random(using: &generator) {
                    let delay =
                        ["step", "net", String(Int.random(in: 50...500, using: &generator))]
                        .randomElement(using: &generator) ?? "step"
                    state["after"] = [delay: candidates()]
                }
                if Int.random(in: 0..<4, using: &generator) == 0 { state["exit"] = [action()] }
                // Guarded, so no loop can be seen in the file; a chain may still hit the bound.
                if Int.random(in: 0..<5, using: &generator) == 0 { state["always"] = [transition(guarded: true)] }
            }
            states[name] = state
        }
        var machine: [String: Any] = ["initial": "m0", "states": states, "delays": ["net": 120]]
        if counted { machine["context"] = ["c0": Int.random(in: -3...3, using: &generator)] }
        return machine
    }
}
