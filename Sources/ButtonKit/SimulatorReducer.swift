/// The one reducer of the simulator: `(inout state, action) -> [Effect]`.
///
/// Pure: no clock, no IO. Timers are effects (scheduled and cancelled by id) and their
/// firing comes back as ``Action/timerFired(_:)``.
public enum SimulatorReducer {
    public static func reduce(_ state: inout SimulatorState, _ action: Action) -> [Effect] {
        // A remark stays until the next thing the user does, not the next spinner tick.
        if case .timerFired = action {} else { state.notice = nil }
        var effects: [Effect] = []
        switch action {
        case .started:
            break
        case .targetMoved(let step):
            let count = state.buttons.count
            state.targetIndex = ((state.targetIndex + step) % count + count) % count
        case .tapped(let id):
            if touchDown(&state, id, effects: &effects) {
                effects.append(schedule(&state, .tapRelease(id), after: state.settings.tapHold))
            }
        case .touchBegan(let id):
            _ = touchDown(&state, id, effects: &effects)
        case .touchEnded(let id, let inside):
            touchUp(&state, id, inside: inside, effects: &effects)
        case .touchCancelled(let id):
            touchCancel(&state, id, effects: &effects)
        case .highlightToggled(let id):
            update(&state, id) { $0.flags.set(.highlighted, !$0.state.contains(.highlighted)) }
        case .selectionToggled(let id):
            update(&state, id) { $0.flags.set(.selected, !$0.state.contains(.selected)) }
        case .loadingToggled(let id):
            update(&state, id) { $0.flags.set(.loading, !$0.flags.isOn(.loading)) }
        case .mutualToggled(let id):
            update(&state, id) { $0.flags.set(.mutual, !$0.flags.isOn(.mutual)) }
        case .enabledToggled(let id):
            update(&state, id) { $0.flags.set(.disabled, $0.flags.isEnabledRequested) }
            if let button = state[id], button.flags.isEnabledRequested, !button.isEnabled {
                state.notice = "\(id) stays disabled while loading; it will be enabled when loading stops"
            }
        case .focusToggled(let id):
            update(&state, id) { $0.flags.set(.focused, !$0.state.contains(.focused)) }
        case .resetRequested(let id):
            reset(&state, id, effects: &effects)
        case .localeChanged(let locale):
            state.locale = locale
            for index in state.buttons.indices {
                let button = state.buttons[index]
                state.buttons[index].titles = Titles.table(for: button.role, mode: button.modalMode, locale)
            }
        case .timerFired(let id):
            guard state.pendingTimers.remove(id) != nil else { break }
            timerFired(&state, id, effects: &effects)
        case .quitRequested:
            return [.save, .quit]
        }
        effects += reconcileTimers(&state)
        return effects
    }

    // MARK: - Touches

    /// Touch down inside: highlight, then `touchDown`. Disabled buttons ignore touches.
    private static func touchDown(_ state: inout SimulatorState, _ id: ButtonID, effects: inout [Effect]) -> Bool {
        guard let index = state.index(of: id) else { return false }
        guard state.buttons[index].isEnabled else {
            state.notice = "\(id) is disabled: it ignores the touch (no events, no highlight)"
            return false
        }
        guard state.touchInProgress == nil else { return false }
        state.touchInProgress = id
        state.buttons[index].flags.set(.highlighted, true)
        send(&state, .touchDown, from: index, effects: &effects)
        return true
    }

    /// Lifting the finger: inside sends touchUpInside and primaryActionTriggered while still
    /// highlighted, with the button's action between them, and only then clears the highlight.
    private static func touchUp(_ state: inout SimulatorState, _ id: ButtonID, inside: Bool, effects: inout [Effect]) {
        guard state.touchInProgress == id, let index = state.index(of: id) else { return }
        state.touchInProgress = nil
        if state.pendingTimers.remove(.tapRelease(id)) != nil {
            effects.append(.cancel(.tapRelease(id)))
        }
        if inside {
            // The app's target-action handler runs on touchUpInside, before the highlight
            // clears: a handler that disables the button leaves state 3 for a moment,
            // which primaryActionTriggered then reports.
            send(&state, .touchUpInside, from: index, effects: &effects)
            primaryAction(&state, index)
            send(&state, .primaryActionTriggered, from: index, effects: &effects)
        } else {
            send(&state, .touchUpOutside, from: index, effects: &effects)
        }
        state.buttons[index].flags.set(.highlighted, false)
    }

    /// A cancelled touch sends touchCancel and clears the highlight, with no action.
    private static func touchCancel(_ state: inout SimulatorState, _ id: ButtonID, effects: inout [Effect]) {
        guard state.touchInProgress == id, let index = state.index(of: id) else { return }
        state.touchInProgress = nil
        if state.pendingTimers.remove(.tapRelease(id)) != nil {
            effects.append(.cancel(.tapRelease(id)))
        }
        send(&state, .touchCancel, from: index, effects: &effects)
        state.buttons[index].flags.set(.highlighted, false)
    }

    private static func send(_ state: inout SimulatorState, _ event: ControlEvent, from index: Int, effects: inout [Effect]) {
        let record = ControlEventRecord(button: state.buttons[index].id, event: event, state: state.buttons[index].state)
        state.events.append(record)
        let overflow = state.events.count - max(1, state.settings.eventLogLimit)
        if overflow > 0 { state.events.removeFirst(overflow) }
        effects.append(.emit(record))
    }

    /// What the app's target does on `primaryActionTriggered`. A tap never selects by itself.
    private static func primaryAction(_ state: inout SimulatorState, _ index: Int) {
        let id = state.buttons[index].id
        guard !state.stepsInFlight.contains(id) else { return }
        switch state.buttons[index].role {
        case .follow:
            state.buttons[index].flags.set(.loading, true)
            state.stepsInFlight.insert(id)
        case .modal:
            guard let next = state.buttons[index].modalMode?.afterTap else { return }
            setMode(&state.buttons[index], next, locale: state.locale)
            state.buttons[index].flags.set(.disabled, true)
            state.stepsInFlight.insert(id)
        case .design:
            break
        }
    }

    // MARK: - Timers

    private static func timerFired(_ state: inout SimulatorState, _ id: TimerID, effects: inout [Effect]) {
        switch id {
        case .tapRelease(let button):
            touchUp(&state, button, inside: true, effects: &effects)
        case .spinner:
            state.spinnerFrame = (state.spinnerFrame + 1) % 1_000_000
        case .step(let buttonID):
            guard state.stepsInFlight.remove(buttonID) != nil, let index = state.index(of: buttonID) else { return }
            stepFinished(&state.buttons[index], locale: state.locale)
        }
    }

    /// The follow request answers (selection flips, unfollow clears mutual), or the modal
    /// step completes (Install is enabled, Complete stays disabled for good).
    private static func stepFinished(_ button: inout Button, locale: DisplayLocale) {
        switch button.role {
        case .follow:
            button.flags.set(.loading, false)
            button.flags.set(.selected, !button.state.contains(.selected))
        case .modal:
            guard let next = button.modalMode?.afterStep else { return }
            setMode(&button, next, locale: locale)
            button.flags.set(.disabled, next == .complete)
        case .design:
            break
        }
    }

    private static func setMode(_ button: inout Button, _ mode: ModalMode, locale: DisplayLocale) {
        button.modalMode = mode
        button.titles.set(Titles.modal(mode, locale), for: .normal)
    }

    private static func schedule(_ state: inout SimulatorState, _ id: TimerID, after delay: Duration) -> Effect {
        state.pendingTimers.insert(id)
        return .schedule(id, after: delay)
    }

    /// Keeps exactly the step timers of steps in flight and, while anything loads and
    /// animation is on, one spinner timer. The spinner is one-shot, re-armed here.
    private static func reconcileTimers(_ state: inout SimulatorState) -> [Effect] {
        var wanted: Set<TimerID> = Set(state.stepsInFlight.map { TimerID.step($0) })
        if state.settings.animates && state.anySpinner { wanted.insert(.spinner) }
        var effects: [Effect] = []
        for id in state.pendingTimers.sorted(by: { $0.description < $1.description }) where !wanted.contains(id) {
            if case .tapRelease = id { continue }
            state.pendingTimers.remove(id)
            effects.append(.cancel(id))
        }
        for id in wanted.sorted(by: { $0.description < $1.description }) where !state.pendingTimers.contains(id) {
            let delay = id == .spinner ? state.settings.spinnerInterval : state.settings.stepDelay
            effects.append(schedule(&state, id, after: delay))
        }
        return effects
    }

    // MARK: - Helpers

    private static func update(_ state: inout SimulatorState, _ id: ButtonID, _ change: (inout Button) -> Void) {
        guard let index = state.index(of: id) else { return }
        change(&state.buttons[index])
    }

    private static func reset(_ state: inout SimulatorState, _ id: ButtonID, effects: inout [Effect]) {
        guard let index = state.index(of: id) else { return }
        let old = state.buttons[index]
        state.buttons[index] = Button(id: old.id, role: old.role, locale: state.locale, size: old.size)
        state.stepsInFlight.remove(id)
        if state.touchInProgress == id { state.touchInProgress = nil }
        if state.pendingTimers.remove(.tapRelease(id)) != nil {
            effects.append(.cancel(.tapRelease(id)))
        }
    }
}
