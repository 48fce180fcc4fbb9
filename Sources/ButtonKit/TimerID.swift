/// Names a pending timer. At most one timer per id is ever pending; the reducer cancels by id.
public enum TimerID: Hashable, Sendable, CustomStringConvertible {
    /// The end of a keyboard tap's brief highlight (touch up inside).
    case tapRelease(ButtonID)
    /// The end of the window in which another touch down on the button counts as a repeat.
    case repeatWindow(ButtonID)
    /// The `index`-th `after` transition of the button's current machine state.
    case after(ButtonID, Int)
    /// The next spinner frame.
    case spinner

    /// The id as text, such as `after(follow, 0)`; the reducer sorts pending timers by it.
    public var description: String {
        switch self {
        case .tapRelease(let id): "tapRelease(\(id))"
        case .repeatWindow(let id): "repeatWindow(\(id))"
        case .after(let id, let index): "after(\(id), \(index))"
        case .spinner: "spinner"
        }
    }

    /// The button the timer belongs to, if any.
    public var button: ButtonID? {
        switch self {
        case .tapRelease(let id), .repeatWindow(let id), .after(let id, _): id
        case .spinner: nil
        }
    }
}
