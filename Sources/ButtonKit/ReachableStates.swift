/// Every state a button can reach: the pairs (machine state, flags) reachable from its
/// first state through every key (`h` `e` `s` `f` and its custom-state keys), a tap on an
/// enabled button, every declared event and every timer, with guards on counters taken as
/// possibly true or false. The gallery, `render`/`gallery --mode` and the state-coverage
/// warnings all use this one set. Under SwiftUI's rules (``SwiftUIRules``) `h` is no way
/// in: a touch presses an enabled button and releases it, and a disabled one is never pressed.
public enum ReachableStates {
    /// One reachable state: the button as it shows there.
    public struct Entry: Hashable, Sendable {
        /// The button in this state (its machine state, flags, titles and counters as the
        /// first path found to it left them).
        public var button: Button
        /// The machine state, for a button with a machine.
        public var mode: String? { button.machineState }
        /// The flags.
        public var flags: ButtonFlags { button.flags }
        /// UIKit's state.
        public var state: ControlState { button.state }
        /// `S|H 0x5`: the flags by initial and custom marks, and the raw value.
        public var label: String { GalleryStates.label(for: button.flags) }
    }

    /// The most states explored for one button (8 custom states with keys and 20 machine
    /// states make 81,920); a larger set is cut there.
    public static let limit = 100_000

    /// The button's reachable states, distinct as drawn, ordered by machine state (file
    /// order), then fewer custom states, then raw value.
    /// - Parameters:
    ///   - definition: The button.
    ///   - localization: The locale its titles are shown in.
    public static func entries(for definition: ButtonDefinition, localization: Localization) -> [Entry] {
        ordered(explore(definition, localization: localization, cap: limit), definition: definition)
    }

    /// How many states the buttons reach in all, counted as ``entries(for:localization:)``
    /// counts them, or `nil` once the total passes `bound`: the work stops there, so a
    /// board too large to draw is refused in the time it takes to explore `bound` states.
    /// - Parameters:
    ///   - definitions: The buttons.
    ///   - localization: The locale their titles are shown in.
    ///   - bound: The most states wanted in all.
    public static func total(
        of definitions: [ButtonDefinition], localization: Localization, bound: Int
    ) -> Int? {
        var total = 0
        for definition in definitions {
            guard let exploration = exploration(for: definition, localization: localization, within: bound - total)
            else { return nil }
            total += exploration.entries.count
        }
        return total
    }

    /// One button's reachable states with how many states their exploration held before
    /// they were told apart as drawn: what a bound counts against.
    struct Exploration {
        /// The entries, as ``entries(for:localization:)`` gives them.
        var entries: [Entry]
        /// The states explored (at least as many as the entries).
        var explored: Int

        /// Whether ``total(of:localization:bound:)`` refuses this button with `bound`
        /// states left: an exploration cut at the bound (below the limit) passes it, as do
        /// more entries than the bound.
        func exceeds(_ bound: Int) -> Bool {
            let cap = min(ReachableStates.limit, bound + 1)
            return (explored >= cap && cap == bound + 1) || entries.count > bound
        }
    }

    /// The button's whole exploration (cut only at ``limit``), for a cache to keep.
    static func exploration(for definition: ButtonDefinition, localization: Localization) -> Exploration {
        let explored = explore(definition, localization: localization, cap: limit)
        return Exploration(entries: ordered(explored, definition: definition), explored: explored.count)
    }

    /// The button's exploration, or `nil` when ``total(of:localization:bound:)`` refuses it
    /// with `bound` states left: the exploration stops once it passes the bound.
    /// - Parameters:
    ///   - definition: The button.
    ///   - localization: The locale its titles are shown in.
    ///   - bound: The most states wanted.
    static func exploration(
        for definition: ButtonDefinition, localization: Localization, within bound: Int
    ) -> Exploration? {
        // Cut at the bound only when it is below the limit: an exploration that stops
        // before the cut is whole, and one cut at the limit is what `entries` gives.
        let explored = explore(definition, localization: localization, cap: min(limit, bound + 1))
        let exploration = Exploration(entries: ordered(explored, definition: definition), explored: explored.count)
        return exploration.exceeds(bound) ? nil : exploration
    }

    /// The states reached from the button's first, breadth first, at most `cap`.
    private static func explore(_ definition: ButtonDefinition, localization: Localization, cap: Int) -> [Button] {
        let start = Button(definition, localization: localization)
        var seen: Set<Node> = [Node(start)]
        var queue = [start]
        var head = 0
        while head < queue.count, queue.count < cap {
            let button = queue[head]
            head += 1
            for var next in successors(of: button, localization: localization) {
                SwiftUIRules.settle(&next)
                guard seen.insert(Node(next)).inserted else { continue }
                queue.append(next)
            }
        }
        return queue
    }

    /// The entries in one machine state.
    /// - Parameters:
    ///   - definition: The button.
    ///   - mode: The machine state.
    ///   - localization: The locale.
    public static func entries(for definition: ButtonDefinition, mode: String, localization: Localization) -> [Entry] {
        entries(for: definition, localization: localization).filter { $0.mode == mode }
    }

    /// The machine states the button can reach, in file order.
    public static func modes(of definition: ButtonDefinition, localization: Localization) -> [String] {
        let reached = Set(entries(for: definition, localization: localization).compactMap(\.mode))
        return definition.machine?.states.map(\.name).filter(reached.contains) ?? []
    }

    /// Where one key, tap, event or timer can take the button.
    static func successors(of button: Button, localization: Localization) -> [Button] {
        var result: [Button] = []
        let definition = button.definition
        for flag in SwiftUIRules.keyFlags(of: button)
            + definition.states.filter({ $0.key != nil }).map({
                .custom($0.name)
            })
        {
            var next = button
            next.flags.toggle(flag)
            result.append(next)
        }
        result += SwiftUIRules.pressOutcomes(of: button)
        result += tapOutcomes(of: button, localization: localization)
        guard definition.machine != nil else { return result }
        var triggers = definition.events.map { MachineInterpreter.Trigger.event($0.name) }
        triggers += (button.currentMachineState?.after.indices).map { $0.map { .delay($0) } } ?? []
        for trigger in triggers {
            result += MachineInterpreter.deliver(trigger, to: button, localization: localization, counters: .either)
                .map(\.button)
        }
        return result
    }

    /// Where a tap on the button can take it: none for a disabled button, or one without a
    /// machine that is not a SwiftUI toggle; guards on counters taken as possibly true or false.
    /// - Parameters:
    ///   - button: The button before the tap.
    ///   - localization: The locale its titles are shown in.
    public static func tapOutcomes(of button: Button, localization: Localization) -> [Button] {
        let toggles = SwiftUIRules.applies(to: button) && button.definition.togglesSelection
        guard button.isEnabled, button.definition.machine != nil || toggles else { return [] }
        // The touch sequence: highlighted while the machine's tap runs, cleared after.
        var pressed = button
        pressed.flags.set(.highlighted, true)
        SwiftUIRules.toggleSelection(&pressed)
        guard button.definition.machine != nil else {
            guard pressed.flags.isOn(.selected) != button.flags.isOn(.selected) else { return [] }
            pressed.flags.set(.highlighted, false)
            return [pressed]
        }
        return MachineInterpreter.deliver(
            .event(MachineEvent.tap), to: pressed, localization: localization, counters: .either
        ).map { outcome in
            var lifted = outcome.button
            lifted.flags.set(.highlighted, false)
            return lifted
        }
    }

    private static func ordered(_ buttons: [Button], definition: ButtonDefinition) -> [Entry] {
        let modeOrder = Dictionary(
            (definition.machine?.states.map(\.name) ?? []).enumerated().map { ($1, $0) },
            uniquingKeysWith: { first, _ in first })
        var drawn: Set<Drawn> = []
        // Sort small keys, not buttons: moving a button costs a copy.
        var keys: [(mode: Int, custom: Int, raw: UInt32, offset: Int)] = []
        for (offset, button) in buttons.enumerated() where drawn.insert(Drawn(button)).inserted {
            let mode = button.machineState.flatMap { modeOrder[$0] } ?? 0
            keys.append((mode, button.flags.active.count, button.state.rawValue, offset))
        }
        keys.sort { ($0.mode, $0.custom, $0.raw, $0.offset) < ($1.mode, $1.custom, $1.raw, $1.offset) }
        return keys.map { Entry(button: buttons[$0.offset]) }
    }

    /// What makes two explored states the same.
    private typealias Node = Place

    /// What makes two states draw the same in the gallery.
    private struct Drawn: Hashable {
        var mode: String?
        var state: UInt32
        var active: [String]
        var title: String
        var image: String?

        init(_ button: Button) {
            mode = button.machineState
            state = button.state.rawValue
            active = button.flags.active
            title = button.shownTitle
            image = button.icon
        }
    }
}
