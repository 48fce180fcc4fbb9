import ButtonKit

/// Words for the engine's typed notices and the restore mismatches, as the status line
/// shows them.
public enum NoticeText {
    /// One sentence for a notice.
    public static func describe(_ notice: Notice) -> String {
        switch notice {
        case .touchIgnored(let id):
            return "\(id) is disabled: it ignores the touch (no events, no highlight)"
        case .disabledByContainer(let id):
            return "\(id) is in a .disabled container: disabled until the container is enabled"
        case .pressNeedsTouch(let id):
            return "\(id) follows SwiftUI's rules: pressed comes only from a touch (h is not available)"
        case .flagHeld(let id, let flag, let holder, let afterwards):
            let forced = SystemFlag.all.first { $0.flag == flag }?.name ?? "\(flag)"
            let after =
                switch afterwards {
                case .enable:
                    flag == .enabled
                        ? "it will be enabled when \(holder) ends, whatever was asked meanwhile"
                        : "it is cleared when \(holder) ends"
                case .restore: "when \(holder) ends it takes the value last asked for"
                }
            return "\(id) stays \(forced) while \(holder); \(after)"
        case .noTouchToCancel:
            return "no touch in progress to cancel"
        case .noStateForKey(let id, let key):
            return "\(id) has no state or event for key \(key)"
        case .eventNotHandled(let id, let event, let machineState):
            return "\(id) is \(machineState), which does nothing on \(event)"
        case .noSuchEvent(let id, let name):
            return "\(id) declares no event \(name)"
        case .machineStepLimit(let id, let limit):
            return "\(id)'s machine stopped after \(limit) steps without resting (an always or send loop)"
        }
    }

    /// One sentence for what a restore could not match.
    public static func describe(_ mismatch: SavedState.Mismatch) -> String {
        switch mismatch {
        case .buttonGone(let id): "button \(id) is no longer in the button file"
        case .customStateGone(let id, let name): "\(id) has no state \(name) any more"
        case .machineStateGone(let id, let name): "\(id)'s machine has no state \(name) any more; it starts over"
        case .titlesChanged(let id): "\(id)'s titles changed in the button file"
        }
    }
}
