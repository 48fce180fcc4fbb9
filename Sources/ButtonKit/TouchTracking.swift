/// UIKit's touch sequence: touch down highlights (and, soon
/// after the last touch up, also sends touchDownRepeat); moving sends touchDragInside or
/// touchDragOutside, with touchDragExit or touchDragEnter and the highlight following the
/// finger across the tracking area's edge; lifting inside sends touchUpInside and
/// primaryActionTriggered while still highlighted, then the button's tap, and only then
/// clears the highlight. Disabled buttons ignore touches.
enum TouchTracking {
    /// Touch down inside: highlight, then `touchDown`.
    /// - Returns: Whether the touch began.
    static func touchDown(_ state: inout SimulatorState, _ id: ButtonID, effects: inout [Effect]) -> Bool {
        guard let index = state.index(of: id) else { return false }
        guard state.buttons[index].isEnabled else {
            state.notice =
                state.buttons[index].flags.isDisabledByContainer ? .disabledByContainer(id) : .touchIgnored(id)
            return false
        }
        guard state.touchInProgress == nil else { return false }
        state.touchInProgress = id
        state.touchIsInside = true
        state.buttons[index].flags.set(.highlighted, true)
        send(&state, .touchDown, from: index)
        if state.pendingTimers.remove(.repeatWindow(id)) != nil {
            effects.append(.cancel(.repeatWindow(id)))
            send(&state, .touchDownRepeat, from: index)
        }
        return true
    }

    /// The finger moved: the highlight follows it across the tracking area's edge.
    static func touchMoved(_ state: inout SimulatorState, _ id: ButtonID, inside: Bool, effects: inout [Effect]) {
        guard state.touchInProgress == id, let index = state.index(of: id) else { return }
        if inside != state.touchIsInside {
            state.touchIsInside = inside
            state.buttons[index].flags.set(.highlighted, inside)
            send(&state, inside ? .touchDragEnter : .touchDragExit, from: index)
        }
        send(&state, inside ? .touchDragInside : .touchDragOutside, from: index)
    }

    /// Lifting the finger, inside or outside. A button disabled while the finger was down
    /// no longer tracks it: the touch is cancelled, and nothing acts.
    static func touchUp(_ state: inout SimulatorState, _ id: ButtonID, inside: Bool, effects: inout [Effect]) {
        guard state.touchInProgress == id, let index = state.index(of: id) else { return }
        guard state.buttons[index].isEnabled else {
            touchCancel(&state, id, effects: &effects)
            return
        }
        state.touchInProgress = nil
        state.touchIsInside = false
        if state.pendingTimers.remove(.tapRelease(id)) != nil {
            effects.append(.cancel(.tapRelease(id)))
        }
        effects.append(SimulatorReducer.schedule(&state, .repeatWindow(id), after: state.settings.repeatWindow))
        if inside {
            send(&state, .touchUpInside, from: index)
            send(&state, .primaryActionTriggered, from: index)
            // A SwiftUI toggle flips its binding first; then the app's target-action: the
            // machine's tap, while still highlighted.
            SwiftUIRules.toggleSelection(&state.buttons[index])
            SimulatorReducer.tap(&state, index, effects: &effects)
        } else {
            send(&state, .touchUpOutside, from: index)
        }
        state.buttons[index].flags.set(.highlighted, false)
    }

    /// A cancelled touch sends touchCancel and clears the highlight, with no action.
    static func touchCancel(_ state: inout SimulatorState, _ id: ButtonID, effects: inout [Effect]) {
        guard state.touchInProgress == id, let index = state.index(of: id) else { return }
        state.touchInProgress = nil
        state.touchIsInside = false
        if state.pendingTimers.remove(.tapRelease(id)) != nil {
            effects.append(.cancel(.tapRelease(id)))
        }
        send(&state, .touchCancel, from: index)
        state.buttons[index].flags.set(.highlighted, false)
    }

    /// Records a control event in the event log, which keeps the newest few.
    private static func send(_ state: inout SimulatorState, _ event: ControlEvent, from index: Int) {
        let record = ControlEventRecord(
            button: state.buttons[index].id, event: event, state: state.buttons[index].state)
        state.events.append(record)
        let overflow = state.events.count - max(1, state.settings.eventLogLimit)
        if overflow > 0 { state.events.removeFirst(overflow) }
    }
}
