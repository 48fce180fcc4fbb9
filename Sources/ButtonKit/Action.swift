/// Something that happened, sent to ``SimulatorReducer``. Named after what happened.
public enum Action: Hashable, Sendable {
    /// The simulator started (or restored): start the timers of the machines' states and
    /// the spinner.
    case started
    /// Tab / arrows / a click: move the target marker by this many buttons, wrapping.
    case targetMoved(by: Int)
    /// Space / Enter: a finger taps, touching down now and lifting after the tap hold.
    case tapped(ButtonID)
    /// A mouse press on the button.
    case touchBegan(ButtonID)
    /// The finger moved while pressed: inside or outside the tracking area (the button
    /// grown by the touch slop, about 70 pt on every side).
    case touchMoved(ButtonID, inside: Bool)
    /// A mouse release, inside the tracking area or not.
    case touchEnded(ButtonID, inside: Bool)
    /// The system cancels a touch in progress (a press whose release never arrived).
    case touchCancelled(ButtonID)
    /// `c`: cancel whatever touch is in progress, as the system does.
    case touchCancelRequested
    /// `h`, `s`, `e`, `f`: code flips a flag as asked for (`isHighlighted = !isHighlighted`).
    case flagToggled(ButtonID, ButtonFlag)
    /// A key from the button file, pressed on this button: it toggles the button's custom
    /// state with that key, else sends its declared event with that key.
    case stateKeyPressed(ButtonID, Character)
    /// A declared event (`event:NAME` in a script) delivered to this button's machine.
    case eventSent(ButtonID, String)
    /// `r`: back to the machine's initial state and the file's titles and flags.
    case resetRequested(ButtonID)
    /// Titles switch language.
    case localeChanged(LocaleTag)
    /// A scheduled timer fired.
    case timerFired(TimerID)
    /// `q` / Esc / a signal: save and leave.
    case quitRequested
}
