import ButtonKit

/// Changes written out for an exhaustive store's expectations: UIKit's touch sequence
/// (docs/buttons.md, rules 4 and 5) as a test states it, so each test names only what its
/// own button adds (a machine's answer, a spinner).
extension SimulatorState {
    /// Logs `event` from the button at `index` with its state now, keeping the newest
    /// `settings.eventLogLimit`.
    public mutating func log(_ event: ControlEvent, from index: Int) {
        events.append(ControlEventRecord(button: buttons[index].id, event: event, state: buttons[index].state))
        events = Array(events.suffix(max(1, settings.eventLogLimit)))
    }

    /// A finger goes down on the enabled button at `index`: it highlights and logs
    /// `touchDown`, and `touchDownRepeat` too while the last touch's repeat window is open
    /// (closing it). A keyboard tap (`keyboard`) also holds its release timer.
    public mutating func touchDown(at index: Int, keyboard: Bool = true) {
        let id = buttons[index].id
        touchInProgress = id
        touchIsInside = true
        buttons[index].flags.set(.highlighted, true)
        log(.touchDown, from: index)
        if pendingTimers.remove(.repeatWindow(id)) != nil { log(.touchDownRepeat, from: index) }
        if keyboard { pendingTimers.insert(.tapRelease(id)) }
    }

    /// The finger lifts from the button at `index`: inside, `touchUpInside` and
    /// `primaryActionTriggered` while still highlighted, then `tapped` (what the button's
    /// machine does with the tap); outside, `touchUpOutside`. Then the highlight clears,
    /// and the repeat window opens in place of a keyboard tap's release timer.
    public mutating func liftFinger(
        at index: Int, inside: Bool = true, tapped: (inout SimulatorState) -> Void = { _ in }
    ) {
        let id = buttons[index].id
        touchInProgress = nil
        touchIsInside = false
        pendingTimers.remove(.tapRelease(id))
        pendingTimers.insert(.repeatWindow(id))
        if inside {
            log(.touchUpInside, from: index)
            log(.primaryActionTriggered, from: index)
            tapped(&self)
        } else {
            log(.touchUpOutside, from: index)
        }
        buttons[index].flags.set(.highlighted, false)
    }
}
