/// A remark about the last action for the status line, as a typed value: the engine
/// speaks no sentences, the view words (and localises) them.
public enum Notice: Hashable, Sendable {
    /// A disabled button ignored a touch (no events, no highlight).
    case touchIgnored(ButtonID)
    /// Under SwiftUI's rules a disabled container (`container-disabled` on) disables the
    /// button: a touch is ignored, and enabling the button itself does not show until the
    /// container is enabled.
    case disabledByContainer(ButtonID)
    /// Under SwiftUI's rules pressed comes only from a touch: `h` is not available.
    case pressNeedsTouch(ButtonID)
    /// A flag change was refused because a `holds` custom state forces the flag on.
    /// `afterwards` says what happens to it when that state ends.
    case flagHeld(ButtonID, flag: ButtonFlag, heldBy: String, afterwards: CustomState.Afterwards)
    /// `c` was pressed with no touch in progress.
    case noTouchToCancel
    /// A custom-state key the target button has no state for.
    case noStateForKey(ButtonID, key: Character)
    /// A chain of eventless transitions and sent events was cut after `limit` steps.
    case machineStepLimit(ButtonID, limit: Int)
    /// A script sent an event the button does not declare.
    case noSuchEvent(ButtonID, name: String)
    /// A declared event arrived in a machine state that has no transition for it.
    case eventNotHandled(ButtonID, event: String, state: String)
}
