/// The `UIControl.Event`s a button sends during a tap, with UIKit's raw values.
public enum ControlEvent: String, CaseIterable, Sendable, Codable {
    case touchDown
    case touchUpInside
    case touchUpOutside
    case touchCancel
    case primaryActionTriggered

    public var rawMask: UInt32 {
        switch self {
        case .touchDown: 1 << 0
        case .touchUpInside: 1 << 6
        case .touchUpOutside: 1 << 7
        case .touchCancel: 1 << 8
        case .primaryActionTriggered: 1 << 13
        }
    }
}

/// One sent control event, with the state the button was in while it was sent
/// (a handler that disables the button inside touchUpInside sees state 3).
public struct ControlEventRecord: Hashable, Sendable {
    public var button: ButtonID
    public var event: ControlEvent
    public var state: ControlState

    public init(button: ButtonID, event: ControlEvent, state: ControlState) {
        self.button = button
        self.event = event
        self.state = state
    }
}
