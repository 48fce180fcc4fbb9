/// A control: UIKit's state flags and the actions it sends for its events
/// (developer.apple.com, UIControl).
@MainActor open class UIControl: UIView {
    /// The state as a bit mask (developer.apple.com, UIControl/State): normal is the empty set;
    /// apps use the application range.
    public struct State: OptionSet, Hashable, Sendable {
        /// UIKit's raw value.
        public let rawValue: UInt
        /// A state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected, not highlighted: the empty set.
        public static let normal = State([])
        /// Touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
        /// The bits apps may use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// The bits UIKit keeps for itself.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends, with UIKit's raw values (developer.apple.com, UIControl/Event).
    public struct Event: OptionSet, Hashable, Sendable {
        /// UIKit's raw value.
        public let rawValue: UInt
        /// Events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second touch went down soon after.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch came back in.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch left.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a tap, a keyboard or accessibility activation).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action fired.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// iOS 14: a control whose primary action is `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        self.primaryAction = primaryAction
    }

    /// A control from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Whether it responds to touches; a disabled control ignores them (developer.apple.com,
    /// UIControl/isEnabled).
    open var isEnabled = true { didSet { controlStateDidChange() } }
    /// Whether it is selected; a tap never changes it by itself.
    open var isSelected = false { didSet { controlStateDidChange() } }
    /// Whether it is highlighted; code may set it, touches set and clear it.
    open var isHighlighted = false { didSet { controlStateDidChange() } }

    /// The state made from the flags (developer.apple.com, UIControl/state).
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// Model hook: a flag changed (a button updates its look).
    func controlStateDidChange() { setNeedsLayout() }

    /// The control's traits for VoiceOver: not enabled when disabled, selected when selected.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = super.accessibilityTraits
            if !isEnabled { traits.insert(.notEnabled) }
            if isSelected { traits.insert(.selected) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    // MARK: Actions

    private var actions: [(action: UIAction, events: Event)] = []

    /// iOS 14: the action run for `.primaryActionTriggered`, before the actions added for it.
    open var primaryAction: UIAction?

    /// iOS 14: runs `action` for `controlEvents`; actions run in the order they were added.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        for index in actions.indices where actions[index].action === action {
            actions[index].events.subtract(controlEvents)
        }
        actions.removeAll { $0.events.isEmpty }
    }

    /// Runs the actions for `controlEvents` now, in the order they were added (developer.apple.com,
    /// UIControl/sendActions(for:)); for `.primaryActionTriggered` the primary action runs first.
    open func sendActions(for controlEvents: Event) {
        if controlEvents.contains(.primaryActionTriggered) { primaryAction?.perform(from: self) }
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(from: self)
        }
    }

    /// Runs `action` with this control as sender.
    open func sendAction(_ action: UIAction) { action.perform(from: self) }

    /// iOS 17.4: what a keyboard or accessibility activation does: sends `.primaryActionTriggered`
    /// (the primary action, then the actions for it), and nothing when disabled
    /// (developer.apple.com, UIControl/performPrimaryAction()).
    open func performPrimaryAction() {
        guard isEnabled else { return }
        sendActions(for: .primaryActionTriggered)
    }

    /// Model only: a finger's tap inside, as UIKit sends it (DESIGN section 1, rule 4): nothing when
    /// disabled; else highlighted, `.touchDown`, then `.touchUpInside` and `.primaryActionTriggered`
    /// while still highlighted, then the highlight clears.
    public func modelTap() {
        guard isEnabled else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
        isHighlighted = false
    }
}
