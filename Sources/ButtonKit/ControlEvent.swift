/// The `UIControl.Event`s a button sends during a tap, with UIKit's raw values.
public enum ControlEvent: String, CaseIterable, Sendable, Codable {
    /// A finger touched down inside the button.
    case touchDown
    /// A second touch down soon after the last (within about 350 ms): a multi-tap.
    case touchDownRepeat
    /// The finger moved and is still inside the tracking area.
    case touchDragInside
    /// The finger moved and is still outside the tracking area.
    case touchDragOutside
    /// The finger came back into the tracking area (the highlight returns).
    case touchDragEnter
    /// The finger left the tracking area (the highlight goes off).
    case touchDragExit
    /// The finger lifted inside the button: the tap that triggers the button's action.
    case touchUpInside
    /// The finger lifted outside the button, so no action runs.
    case touchUpOutside
    /// The system cancelled the touch (a press whose release never arrived).
    case touchCancel
    /// The button's primary action, sent right after touchUpInside.
    case primaryActionTriggered
}

/// One sent control event, with the state the button was in while it was sent
/// (a handler that disables the button inside touchUpInside sees state 3).
public struct ControlEventRecord: Hashable, Sendable {
    /// The button that sent the event.
    public var button: ButtonID
    /// The event sent.
    public var event: ControlEvent
    /// The button's state while the event was sent (touchUpInside still carries the highlight).
    public var state: ControlState

    /// Creates a record of one sent event.
    /// - Parameters:
    ///   - button: The button that sent it.
    ///   - event: The event.
    ///   - state: The button's state while it was sent.
    public init(button: ButtonID, event: ControlEvent, state: ControlState) {
        self.button = button
        self.event = event
        self.state = state
    }
}
