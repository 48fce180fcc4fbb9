import ButtonKit
import Definitions
import Figma
import JSONSupport

/// A starter button file from a component set: the variants' states (an unknown word in a
/// state value becomes a custom state of that name), titles from their text layers, and
/// the prototype's clicks and timeouts as the machine. Hover has no iOS state and is left
/// out; what cannot be written is said in ``notes``.
struct FigmaStarterButton {
    /// One drawn state: the first variant of its flags, in the set's order.
    struct Drawn {
        /// The variant.
        var variant: FigmaVariant
        /// Its flags by name (`selected`, `highlighted`, custom states), empty for normal.
        var flags: Set<String>
    }

    /// The set drawn.
    let set: FigmaComponentSet
    /// The button's id, from the set's name, so `figma check` pairs them by name.
    let id: String
    /// The custom states, in the order first met.
    private(set) var customStates: [String] = []
    /// The flags each paired variant draws, by node id (second variants of a state too).
    private(set) var flagsByVariant: [String: Set<String>] = [:]
    /// The first variant of each state, in the set's order.
    private(set) var drawn: [Drawn] = []
    /// What was left out, one line each.
    private(set) var notes: [String] = []

    /// The states the component set draws.
    /// - Parameter set: The component set.
    init(_ set: FigmaComponentSet) {
        self.set = set
        id = Self.buttonID(for: set.name)
        for variant in set.variants {
            let value =
                variant.value(of: "state") ?? (variant.values.count == 1 ? variant.values[0].value : variant.name)
            guard let flags = flags(of: value, variant: variant) else { continue }
            flagsByVariant[variant.id] = flags
            if !drawn.contains(where: { $0.flags == flags }) { drawn.append(Drawn(variant: variant, flags: flags)) }
        }
    }

    /// The flags `value` names, unknown words made custom states; nil (with a note) for
    /// Hover or a word no custom state can be named.
    private mutating func flags(of value: String, variant: FigmaVariant) -> Set<String>? {
        // Each round either ends or adds one custom state, so this stops.
        while true {
            switch FigmaStateWords.meaning(of: value, customStates: customStates) {
            case .flags(let flags): return flags
            case .hover:
                notes.append("variant \"\(variant.name)\": iOS has no hover state; left out")
                return nil
            case .unknown(let word):
                guard NameRule.customState.accepts(word), customStates.count < 8 else {
                    let why = customStates.count < 8 ? "not a custom state name" : "a ninth custom state"
                    notes.append("variant \"\(variant.name)\": \"\(word)\" is \(why); left out")
                    return nil
                }
                customStates.append(word)
            }
        }
    }

    /// `Follow Button` is `follow`: lower-case words joined by `-`, a trailing `button`
    /// dropped as `figma check` drops it, `button` when nothing is left.
    static func buttonID(for name: String) -> String {
        var words = name.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        if words.count > 1, words.last == "button" { words.removeLast() }
        var id = String(words.joined(separator: "-").prefix(32))
        while id.hasSuffix("-") { id.removeLast() }
        guard let first = id.first, first.isLetter else { return "button" + (id.isEmpty ? "" : "-" + id).prefix(25) }
        return id
    }

    /// The custom states drawn alone with no title, or an empty one (a loading state).
    var hidingTitle: Set<String> {
        Set(
            drawn.compactMap { state in
                guard state.flags.count == 1, let name = state.flags.first, customStates.contains(name) else {
                    return nil
                }
                return (state.variant.texts.first?.characters ?? "").isEmpty ? name : nil
            })
    }

    /// The state key of `flags` as titles are keyed: `selected|highlighted`, `normal`.
    func stateKey(_ flags: Set<String>) -> String {
        let order = SystemFlag.names + customStates
        let named = order.filter(flags.contains)
        return named.isEmpty ? SystemFlag.normalName : named.joined(separator: "|")
    }

    /// The button file.
    /// - Parameter reservedKeys: Keys a custom state may not take.
    func file(reservedKeys: Set<Character>) -> (JSONValue, [String]) {
        var notes = self.notes
        var button: [JSONMember] = [
            JSONMember(key: "id", value: .string(id)), JSONMember(key: "variant", value: .string("primary")),
        ]
        if !customStates.isEmpty { button.append(JSONMember(key: "states", value: states(reservedKeys: reservedKeys))) }
        var titles: [JSONMember] = []
        for state in drawn.sorted(by: { $0.flags.count < $1.flags.count }) {
            // UIKit drops a title stored for highlighted and disabled at once (rule 3).
            guard !(state.flags.contains("highlighted") && state.flags.contains("disabled")) else { continue }
            // A custom state drawn without a title hides it (`hidesTitle`) in every combination.
            guard state.flags.isDisjoint(with: hidingTitle) else { continue }
            let title = state.variant.texts.first?.characters ?? ""
            titles.append(JSONMember(key: stateKey(state.flags), value: .string(title)))
        }
        if !titles.contains(where: { $0.key == SystemFlag.normalName }) {
            let title = set.properties.first { $0.kind == .text }?.defaultValue ?? set.name
            titles.insert(JSONMember(key: SystemFlag.normalName, value: .string(title)), at: 0)
        }
        button.append(JSONMember(key: "titles", value: .object(titles)))
        var machineNotes: [String] = []
        if let machine = FigmaStarterMachine(self).json(notes: &machineNotes) {
            button.append(JSONMember(key: "machine", value: machine))
        }
        notes += machineNotes
        let file: JSONValue = .object([
            JSONMember(key: "title", value: .string(set.name)),
            JSONMember(key: "buttons", value: .array([.object(button)])),
        ])
        return (file, notes)
    }

    /// The custom states, each with a bit, a key and a mark of its own.
    private func states(reservedKeys: Set<Character>) -> JSONValue {
        var keys: Set<Character> = reservedKeys.union(ProgramKeys.reserved)
        var marks = Set(GalleryStates.systemLetters)
        var members: [JSONMember] = []
        for (index, name) in customStates.enumerated() {
            var state: [JSONMember] = [JSONMember(key: "bit", value: .number(Double(16 + index)))]
            if hidingTitle.contains(name) { state.append(JSONMember(key: "hidesTitle", value: .bool(true))) }
            let candidates = Array(name.lowercased()) + Array("abcdefghijklmnopqrstuvwxyz0123456789")
            if let key = candidates.first(where: { !keys.contains($0) }) {
                keys.insert(key)
                state.append(JSONMember(key: "key", value: .string(String(key))))
            }
            let markCandidates =
                Array(name.uppercased()).map(String.init) + ["\(name.prefix(1).uppercased())\(index + 1)"]
            if let mark = markCandidates.first(where: { !marks.contains($0) }) {
                marks.insert(mark)
                state.append(JSONMember(key: "mark", value: .string(mark)))
            }
            members.append(JSONMember(key: name, value: .object(state)))
        }
        return .object(members)
    }
}
