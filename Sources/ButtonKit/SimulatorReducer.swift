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
            guard let definition = state[id]?.definition else { break }
            if let custom = definition.customState(forKey: key) {
                toggle(&state, id, .custom(custom.name))
            } else if let event = definition.event(forKey: key) {
                send(event.name, to: id, &state, effects: &effects)
            } else {
                state.notice = .noStateForKey(id, key: key)
            }
        case .eventSent(let id, let name):
            guard state[id]?.definition.event(named: name) != nil else {
                state.notice = .noSuchEvent(id, name: name)
                break
            }
            send(name, to: id, &state, effects: &effects)
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
        if state.buttons.contains(where: SwiftUIRules.applies) {
            // A reset button starts over without its container: it inherits it again.
            if state.containerDisabled { state.setContainerDisabled(true) }
            for index in state.buttons.indices { SwiftUIRules.settle(&state.buttons[index]) }
        }
        reconcileSpinner(&state, effects: &effects)
        return effects
    }

    // MARK: - Flags

    private static func toggle(_ state: inout SimulatorState, _ id: ButtonID, _ flag: ButtonFlag) {
        guard let index = state.index(of: id) else { return }
        if flag == .highlighted, SwiftUIRules.applies(to: state.buttons[index]) {
            state.notice = .pressNeedsTouch(id)
            return
        }
        if let holder = state.buttons[index].flags.toggle(flag) {
            state.notice = .flagHeld(id, flag: flag, heldBy: holder.name, afterwards: holder.afterwards)
        } else if flag == .enabled, state.buttons[index].flags.isDisabledByContainer {
            state.notice = .disabledByContainer(id)
        }
    }

    // MARK: - Machine

    /// What the app does on a tap (after touchUpInside and primaryActionTriggered): the
    /// machine's `on.tap`, if the current state has one whose guard allows it.
    static func tap(_ state: inout SimulatorState, _ index: Int, effects: inout [Effect]) {
        deliver(.event(MachineEvent.tap), to: state.buttons[index].id, &state, effects: &effects)
    }

    /// Delivers a declared event; when the machine's state has no transition for it, the
    /// status line says so (the reviewer pressed a key that does nothing here).
    static func send(_ event: String, to id: ButtonID, _ state: inout SimulatorState, effects: inout [Effect]) {
        if let button = state[id], let current = button.currentMachineState,
            button.definition.machine?.candidates(for: event, in: current).isEmpty ?? true
        {
            state.notice = .eventNotHandled(id, event: event, state: current.name)
        }
        deliver(.event(event), to: id, &state, effects: &effects)
    }

    /// Runs one macrostep of a button's machine and restarts its timers when it entered a
    /// state (even the same one).
    static func deliver(
        _ trigger: MachineInterpreter.Trigger, to id: ButtonID, _ state: inout SimulatorState,
        effects: inout [Effect]
    ) {
        guard let index = state.index(of: id),
            let outcome = MachineInterpreter.deliver(
                trigger, to: state.buttons[index], localization: state.localization
            ).first
        else { return }
        state.buttons[index] = outcome.button
        if let (flag, holder) = outcome.held.last {
            state.notice = .flagHeld(id, flag: flag, heldBy: holder.name, afterwards: holder.afterwards)
        }
        if outcome.stoppedAtLimit { state.notice = .machineStepLimit(id, limit: MachineInterpreter.stepLimit) }
        guard outcome.reentered else { return }
        exitTimers(&state, id, effects: &effects)
        enterTimers(&state, state.buttons[index], effects: &effects)
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
            deliver(.delay(delayIndex), to: button, &state, effects: &effects)
        }
    }

    static func schedule(_ state: inout SimulatorState, _ id: TimerID, after delay: Duration) -> Effect {
        state.pendingTimers.insert(id)
        return .schedule(id, after: delay)
    }

    /// Keeps one spinner timer while anything spins and animation is on. As a value it is
    /// scheduled again after each tick; the live scheduler sees a timer scheduled again from
    /// its own firing and keeps one repeating Dispatch source instead of re-arming it.
    private static func reconcileSpinner(_ state: inout SimulatorState, effects: inout [Effect]) {
        let wanted = state.settings.animates && state.anySpinner
        let pending = state.pendingTimers.contains(.spinner)
        if wanted && !pending { effects.append(schedule(&state, .spinner, after: state.settings.spinnerInterval)) }
        if !wanted && pending {
            state.pendingTimers.remove(.spinner)
            effects.append(.cancel(.spinner))
        }
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
        state.buttons[index] = state.buttons[index].restarted(in: state.localization)
        state.buttons[index].size = size
        enterTimers(&state, state.buttons[index], effects: &effects)
    }
}
