/// The one reducer of the simulator: `(inout state, action) -> [Effect]`.
///
/// Pure: no clock, no IO, no sentences. Timers are effects (scheduled and cancelled by id)
/// and their firing comes back as ``Action/timerFired(_:)``. Behaviour comes from each
/// button's definition: its custom states' rules and its machine.
public enum SimulatorReducer {
    /// Applies an action to the state.
    /// - Parameters:
    ///   - state: The simulator's state, updated in place.
    ///   - action: What happened.
    /// - Returns: The effects for the runtime to carry out, in order.
    public static func reduce(_ state: inout SimulatorState, _ action: Action) -> [Effect] {
        // A remark stays until the next thing the user does, not the next spinner tick.
        if case .timerFired = action {} else { state.notice = nil }
        var effects: [Effect] = []
        switch action {
        case .started:
            for button in state.buttons { enterTimers(&state, button, effects: &effects) }
        case .targetMoved(let step):
            let count = state.buttons.count
            state.targetIndex = ((state.targetIndex + step) % count + count) % count
        case .tapped(let id):
            if TouchTracking.touchDown(&state, id, effects: &effects) {
                effects.append(schedule(&state, .tapRelease(id), after: state.settings.tapHold))
            }
        case .touchBegan(let id):
            _ = TouchTracking.touchDown(&state, id, effects: &effects)
        case .touchMoved(let id, let inside):
            TouchTracking.touchMoved(&state, id, inside: inside, effects: &effects)
        case .touchEnded(let id, let inside):
            TouchTracking.touchUp(&state, id, inside: inside, effects: &effects)
        case .touchCancelled(let id):
            TouchTracking.touchCancel(&state, id, effects: &effects)
        case .touchCancelRequested:
            if let id = state.touchInProgress {
                TouchTracking.touchCancel(&state, id, effects: &effects)
            } else {
                state.notice = .noTouchToCancel
            }
        case .flagToggled(let id, let flag):
            toggle(&state, id, flag)
        case .stateKeyPressed(let id, let key):
            guard let custom = state[id]?.definition.customState(forKey: key) else {
                state.notice = .noStateForKey(id, key: key)
                break
            }
            toggle(&state, id, .custom(custom.name))
        case .resetRequested(let id):
            reset(&state, id, effects: &effects)
        case .localeChanged(let locale):
            state.locale = locale
            let localization = state.localization
            for index in state.buttons.indices { state.buttons[index].relocalize(localization) }
        case .timerFired(let id):
            guard state.pendingTimers.remove(id) != nil else { break }
            timerFired(&state, id, effects: &effects)
        case .quitRequested:
            return [.save, .quit]
        }
        effects += reconcileSpinner(&state)
        return effects
    }

    // MARK: - Flags

    private static func toggle(_ state: inout SimulatorState, _ id: ButtonID, _ flag: ButtonFlag) {
        guard let index = state.index(of: id) else { return }
        if let holder = state.buttons[index].flags.toggle(flag) {
            state.notice = .flagHeld(id, flag: flag, heldBy: holder.name, afterwards: holder.afterwards)
        }
    }

    // MARK: - Machine

    /// What the app does on a tap (after touchUpInside and primaryActionTriggered): the
    /// machine's `on.tap` transition, if the current state has one and its guard allows it.
    static func tap(_ state: inout SimulatorState, _ index: Int, effects: inout [Effect]) {
        guard let transition = MachineInterpreter.tapTransition(of: state.buttons[index]) else { return }
        take(transition, &state, index, effects: &effects)
    }

    /// Takes a transition: without a target, just its actions; with one, exit (cancelling
    /// the state's timers), actions, then entry (restarting the target's timers, even when
    /// the target is the state itself).
    static func take(
        _ transition: MachineTransition, _ state: inout SimulatorState, _ index: Int,
        effects: inout [Effect]
    ) {
        let id = state.buttons[index].id
        guard let target = transition.target else {
            noteHeld(MachineInterpreter.run(transition.actions, on: &state.buttons[index]), id, &state)
            return
        }
        exitTimers(&state, id, effects: &effects)
        var held = MachineInterpreter.run(transition.actions, on: &state.buttons[index])
        held += MachineInterpreter.enterWithoutTimers(
            target, button: &state.buttons[index], localization: state.localization)
        noteHeld(held, id, &state)
        enterTimers(&state, state.buttons[index], effects: &effects)
    }

    private static func noteHeld(_ held: [(ButtonFlag, CustomState)], _ id: ButtonID, _ state: inout SimulatorState) {
        guard let (flag, holder) = held.last else { return }
        state.notice = .flagHeld(id, flag: flag, heldBy: holder.name, afterwards: holder.afterwards)
    }

    private static func enterTimers(_ state: inout SimulatorState, _ button: Button, effects: inout [Effect]) {
        for (id, delay) in MachineInterpreter.timers(of: button, step: state.settings.stepDelay)
        where !state.pendingTimers.contains(id) {
            effects.append(schedule(&state, id, after: delay))
        }
    }

    private static func exitTimers(_ state: inout SimulatorState, _ id: ButtonID, effects: inout [Effect]) {
        // Only this button's timers are sorted (for a stable effect order): sorting every
        // pending timer by its text made each firing cost more with every button.
        let own = state.pendingTimers.filter { if case .after(id, _) = $0 { true } else { false } }
        for timer in own.sorted(by: { $0.description < $1.description }) {
            state.pendingTimers.remove(timer)
            effects.append(.cancel(timer))
        }
    }

    // MARK: - Timers

    private static func timerFired(_ state: inout SimulatorState, _ id: TimerID, effects: inout [Effect]) {
        switch id {
        case .tapRelease(let button):
            TouchTracking.touchUp(&state, button, inside: true, effects: &effects)
        case .repeatWindow:
            break
        case .spinner:
            state.spinnerFrame = (state.spinnerFrame + 1) % 1_000_000
        case .after(let button, let delayIndex):
            guard let index = state.index(of: button),
                let transition = MachineInterpreter.delayedTransition(of: state.buttons[index], index: delayIndex)
            else { return }
            take(transition, &state, index, effects: &effects)
        }
    }

    static func schedule(_ state: inout SimulatorState, _ id: TimerID, after delay: Duration) -> Effect {
        state.pendingTimers.insert(id)
        return .schedule(id, after: delay)
    }

    /// Keeps one spinner timer while anything spins and animation is on. The spinner is
    /// one-shot, re-armed here after each tick.
    private static func reconcileSpinner(_ state: inout SimulatorState) -> [Effect] {
        let wanted = state.settings.animates && state.anySpinner
        let pending = state.pendingTimers.contains(.spinner)
        if wanted && !pending { return [schedule(&state, .spinner, after: state.settings.spinnerInterval)] }
        if !wanted && pending {
            state.pendingTimers.remove(.spinner)
            return [.cancel(.spinner)]
        }
        return []
    }

    // MARK: - Reset

    private static func reset(_ state: inout SimulatorState, _ id: ButtonID, effects: inout [Effect]) {
        guard let index = state.index(of: id) else { return }
        exitTimers(&state, id, effects: &effects)
        for timer in [TimerID.tapRelease(id), .repeatWindow(id)] where state.pendingTimers.remove(timer) != nil {
            effects.append(.cancel(timer))
        }
        if state.touchInProgress == id { state.touchInProgress = nil }
        let size = state.buttons[index].size
        state.buttons[index] = Button(state.buttons[index].definition, localization: state.localization)
        state.buttons[index].size = size
        enterTimers(&state, state.buttons[index], effects: &effects)
    }
}
