/// Something that happened, sent to ``SimulatorReducer``. Named after what happened.
public enum Action: Hashable, Sendable {
    /// The simulator started (or restored): resume pending steps and the spinner.
    case started
    /// Tab / arrows: move the target marker by this many buttons, wrapping.
    case targetMoved(by: Int)
    /// Space / Enter: a finger taps, touching down now and lifting after the tap hold.
    case tapped(ButtonID)
    /// A mouse press on the button.
    case touchBegan(ButtonID)
    /// A mouse release, inside the button or not.
    case touchEnded(ButtonID, inside: Bool)
    /// The system cancels a touch in progress (a press whose release never arrived).
    case touchCancelled(ButtonID)
    /// `h`: code toggles `isHighlighted` (works on disabled buttons too).
    case highlightToggled(ButtonID)
    /// `s`: code toggles `isSelected`.
    case selectionToggled(ButtonID)
    /// `l`: the loading custom state.
    case loadingToggled(ButtonID)
    /// `m`: the mutual custom state.
    case mutualToggled(ButtonID)
    /// `e`: code toggles `isEnabled` as asked for (loading still wins).
    case enabledToggled(ButtonID)
    /// `f`: the UIKit `.focused` bit.
    case focusToggled(ButtonID)
    /// `r`: back to the button's first state.
    case resetRequested(ButtonID)
    /// Titles switch language.
    case localeChanged(DisplayLocale)
    /// A scheduled timer fired.
    case timerFired(TimerID)
    /// `q` / Esc / a signal: save and leave.
    case quitRequested
}
