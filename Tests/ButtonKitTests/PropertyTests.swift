import ButtonKit
import ButtonKitTestSupport
import Definitions
import FoundationEssentials
import Testing

@Suite("Invariants over random button files and action sequences")
struct PropertyTests {
    /// A random action on a board: taps and touches, every flag, the board's custom-state
    /// keys and one key no state has, reset, target moves, locale switches.
    static func randomAction(_ board: BoardDefinition, _ generator: inout SeededGenerator) -> Action? {
        let id = board.buttons.randomElement(using: &generator)?.id ?? "b0"
        switch Int.random(in: 0..<16, using: &generator) {
        case 0, 1: return .tapped(id)
        case 2: return .touchBegan(id)
        case 3: return .touchEnded(id, inside: Bool.random(using: &generator))
        case 4: return .touchCancelled(id)
        case 5: return .flagToggled(id, ButtonFlag.systemFlags.randomElement(using: &generator) ?? .selected)
        case 6, 7:
            let keys = board.customKeys.map(\.key) + board.eventKeys.map(\.key) + ["z"]
            return .stateKeyPressed(id, keys.randomElement(using: &generator) ?? "z")
        case 11:
            let events = (board.button(id)?.events.map(\.name) ?? []) + ["undeclared"]
            return .eventSent(id, events.randomElement(using: &generator) ?? "undeclared")
        case 8: return Int.random(in: 0..<4, using: &generator) == 0 ? .resetRequested(id) : .tapped(id)
        case 9: return .targetMoved(by: Int.random(in: -3...3, using: &generator))
        case 10: return .localeChanged(Bool.random(using: &generator) ? .en : .zh)
        default: return nil  // advance the clock instead
        }
    }

    /// Checks every invariant; returns a description of the first one broken. Every state
    /// the buttons are in must be in their reachable set (machine state, raw state, custom
    /// states on), given by button id.
    static func brokenInvariant(_ store: EngineTestStore, reachable: [ButtonID: Set<ReachableKey>] = [:]) -> String? {
        for button in store.state.buttons {
            if let known = reachable[button.id], !known.contains(ReachableKey(button)) {
                return
                    "\(button.id): \(button.machineState ?? "-") \(button.state.hex) \(button.flags.active) is not in its reachable set"
            }
            for (name, value) in button.context where !Counter.range.contains(value) {
                return "\(button.id): counter \(name) out of 32 bits: \(value)"
            }
            let state = button.state
            for custom in button.flags.activeStates {
                if !state.isSuperset(of: custom.impliedFlags) {
                    return "\(button.id): \(custom.name) on without its implied flags"
                }
                if !state.isSuperset(of: custom.heldFlags) {
                    return "\(button.id): \(custom.name) on without its held flags"
                }
            }
            if !state.subtracting(button.definition.definedBits).isEmpty {
                return "\(button.id): stray bits in \(state.hex)"
            }
            let appBits = button.flags.activeStates.reduce(ControlState.normal) { $0.union($1.bit) }
            if state.intersection(.application) != appBits {
                return "\(button.id): application bits \(state.hex) disagree with \(button.flags.active)"
            }
            if let machine = button.definition.machine {
                guard let current = button.machineState, machine.state(named: current) != nil else {
                    return "\(button.id): machine in undeclared state \(button.machineState ?? "nil")"
                }
            } else if button.machineState != nil {
                return "\(button.id): a machine state without a machine"
            }
        }
        if store.pendingIDs != store.state.pendingTimers { return "reducer and clock disagree on pending timers" }
        return store.violations.first
    }

    /// What the reachable set says a button can be in.
    struct ReachableKey: Hashable {
        var mode: String?
        var state: UInt32
        var active: [String]

        init(_ button: Button) {
            mode = button.machineState
            state = button.state.rawValue
            active = button.flags.active
        }
    }

    /// Plays random sequences on a board, checking the invariants after every action and
    /// every timer that fires.
    static func play(_ board: BoardDefinition, sequences: Int, label: String, _ generator: inout SeededGenerator) -> Int
    {
        var steps = 0
        let localization = Localization(locale: board.developmentLocale, development: board.developmentLocale)
        let reachable = Dictionary(
            board.buttons.map { definition in
                (
                    definition.id,
                    Set(
                        ReachableStates.entries(for: definition, localization: localization).map {
                            ReachableKey($0.button)
                        })
                )
            }, uniquingKeysWith: { first, _ in first })
        for sequence in 0..<sequences {
            // Not exhaustive, by name: the actions are random, so no change can be stated
            // for each; the invariants below judge every step and every timer instead.
            var store = TestStore(
                state: SimulatorState(board: board, settings: SimulatorSettings(stepDelay: .milliseconds(400))),
                exhaustivity: .off)
            store.send(.started)
            for _ in 0..<Int.random(in: 5...40, using: &generator) {
                if let action = randomAction(board, &generator) {
                    store.send(action)
                    steps += 1
                    if let broken = brokenInvariant(store, reachable: reachable) {
                        Issue.record("\(label), sequence \(sequence), after \(action): \(broken)")
                        return steps
                    }
                } else {
                    let end = store.now + .milliseconds(Int64.random(in: 10...600, using: &generator))
                    while store.fireNextTimer(dueBy: end) != nil {
                        steps += 1
                        if let broken = brokenInvariant(store, reachable: reachable) {
                            Issue.record("\(label), sequence \(sequence), after a timer: \(broken)")
                            return steps
                        }
                    }
                    store.advance(by: end - store.now)
                }
            }
        }
        return steps
    }

    @Test func invariantsHoldAfterEveryStepOf10000RandomSequencesOnTheBuiltInBoard() {
        var generator = SeededGenerator(seed: 0xB077_0051)
        #expect(Self.play(BuiltInFixture.board, sequences: 10_000, label: "built-in board", &generator) > 100_000)
    }

    @Test func invariantsHoldOnRandomButtonFiles() throws {
        var generator = SeededGenerator(seed: 0x5EED_F11E)
        var steps = 0
        var machines = 0
        for index in 0..<1_500 {
            let json = RandomBoard.json(&generator)
            let board: BoardDefinition
            switch BuiltInFixture.board(json: json) {
            case .success(let loaded): board = loaded.board
            case .failure(let error):
                Issue.record("random file \(index) does not load: \(error.errors.map(\.line))\n\(json)")
                return
            }
            machines += board.buttons.filter { $0.machine != nil }.count
            steps += Self.play(board, sequences: 4, label: "random file \(index) \(json)", &generator)
        }
        #expect(steps > 50_000)
        #expect(machines > 500)
    }
}
