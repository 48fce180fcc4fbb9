import ButtonKit
import ButtonKitTestSupport
import Testing

@Suite("Invariants over random action sequences")
struct PropertyTests {
    static let ids = SimulatorState.standardIDs

    static func randomAction(_ generator: inout SeededGenerator) -> Action? {
        let id = ids.randomElement(using: &generator) ?? .follow
        switch Int.random(in: 0..<17, using: &generator) {
        case 0, 1: return .tapped(id)
        case 2: return .touchBegan(id)
        case 3: return .touchEnded(id, inside: Bool.random(using: &generator))
        case 4: return .highlightToggled(id)
        case 5: return .selectionToggled(id)
        case 6: return .loadingToggled(id)
        case 7: return .mutualToggled(id)
        case 8: return .enabledToggled(id)
        case 9: return .focusToggled(id)
        case 10: return Int.random(in: 0..<6, using: &generator) == 0 ? .resetRequested(id) : .tapped(.modal)
        case 11: return .targetMoved(by: Int.random(in: -3...3, using: &generator))
        case 12: return .localeChanged(Bool.random(using: &generator) ? .en : .zh)
        case 13: return .touchCancelled(id)
        default: return nil  // advance the clock instead
        }
    }

    static func modes(_ store: TestStore) -> [ButtonID: ModalMode] {
        Dictionary(uniqueKeysWithValues: store.state.buttons.compactMap { b in b.modalMode.map { (b.id, $0) } })
    }

    /// Checks every invariant; returns a description of the first one broken.
    static func brokenInvariant(_ store: TestStore, previousModes: [ButtonID: ModalMode], lastAction: Action?) -> String? {
        let defined = CustomState.standard.reduce(ControlState.systemMask) { $0.union($1.bit) }
        for button in store.state.buttons {
            let state = button.state
            if button.flags.isOn(.mutual) && !state.contains(.selected) { return "\(button.id): mutual without selected" }
            if button.isLoading && !state.contains(.disabled) { return "\(button.id): loading but enabled" }
            if !state.subtracting(defined).isEmpty { return "\(button.id): undefined bits in \(state.hex)" }
            if let mode = button.modalMode, let previous = previousModes[button.id], mode != previous {
                let isReset: Bool = if case .resetRequested(button.id) = lastAction { mode == .download } else { false }
                if !isReset && mode.order != previous.order + 1 { return "modal moved \(previous) -> \(mode)" }
            }
        }
        let ids = store.timers.map(\.id)
        if Set(ids).count != ids.count { return "two pending timers share an id" }
        if Set(ids) != store.state.pendingTimers { return "reducer and runtime disagree on pending timers" }
        return store.violations.first
    }

    @Test func invariantsHoldAfterEveryStepOf10000RandomSequences() {
        var generator = SeededGenerator(seed: 0xB077_0051)
        var steps = 0
        for sequence in 0..<10_000 {
            var store = TestStore(state: SimulatorState(settings: SimulatorSettings(stepDelay: .milliseconds(400))))
            for _ in 0..<Int.random(in: 5...40, using: &generator) {
                var modes = Self.modes(store)
                let action = Self.randomAction(&generator)
                if let action {
                    store.send(action)
                    steps += 1
                    if let broken = Self.brokenInvariant(store, previousModes: modes, lastAction: action) {
                        Issue.record("sequence \(sequence), after \(action): \(broken)")
                        return
                    }
                } else {
                    let end = store.now + .milliseconds(Int64.random(in: 10...600, using: &generator))
                    while store.fireNextTimer(dueBy: end) != nil {
                        steps += 1
                        if let broken = Self.brokenInvariant(store, previousModes: modes, lastAction: nil) {
                            Issue.record("sequence \(sequence), after a timer: \(broken)")
                            return
                        }
                        modes = Self.modes(store)
                    }
                    store.setNow(end)
                }
            }
        }
        #expect(steps > 100_000)
    }
}
