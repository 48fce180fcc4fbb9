/// Names a pending timer. At most one timer per id is ever pending; the reducer cancels by id.
public enum TimerID: Hashable, Sendable, CustomStringConvertible {
    /// The end of a keyboard tap's brief highlight (touch up inside).
    case tapRelease(ButtonID)
    /// A follow request or a modal step finishing.
    case step(ButtonID)
    /// The next spinner frame.
    case spinner

    public var description: String {
        switch self {
        case .tapRelease(let id): "tapRelease(\(id))"
        case .step(let id): "step(\(id))"
        case .spinner: "spinner"
        }
    }
}
