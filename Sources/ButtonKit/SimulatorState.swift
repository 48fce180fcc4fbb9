/// Everything the simulator's buttons are doing: the model the reducer updates.
public struct SimulatorState: Hashable, Sendable {
    /// The buttons in target order.
    public var buttons: [Button]
    /// Index into ``buttons`` of the button keys act on.
    public var targetIndex: Int
    /// The locale titles are shown in.
    public var locale: LocaleTag
    /// Timings and switches.
    public var settings: SimulatorSettings
    /// The latest control events, oldest first, at most `settings.eventLogLimit`.
    public var events: [ControlEventRecord]
    /// Which spinner glyph shows; advanced by spinner ticks so rendering reads no clock.
    public var spinnerFrame: Int
    /// The button a finger (key or mouse) is holding down, if any.
    public var touchInProgress: ButtonID?
    /// Whether that finger is inside the button's tracking area now.
    public var touchIsInside: Bool
    /// A remark about the last action, such as a tap a disabled button ignored.
    public var notice: Notice?
    /// Timers the runtime holds for us; kept so the reducer never schedules an id twice.
    /// Only the reducer changes it (tests assert it).
    public var pendingTimers: Set<TimerID>
    /// Whether the buttons sit in a disabled container (the `container-disabled`
    /// environment): buttons under SwiftUI's rules then show and behave disabled. Set it
    /// with ``setContainerDisabled(_:)``, which passes it to every button.
    public private(set) var containerDisabled = false
    /// The button file the board comes from. Declared last: comparing two states (every
    /// frame does) then looks at what changes before the definitions, which rarely do.
    public var board: BoardDefinition

    /// The board's buttons in their first states.
    /// - Parameters:
    ///   - board: The button file.
    ///   - locale: The locale shown (default: the file's development language).
    ///   - settings: Timings and switches.
    public init(board: BoardDefinition, locale: LocaleTag? = nil, settings: SimulatorSettings = SimulatorSettings()) {
        let locale = locale ?? board.developmentLocale
        self.board = board
        self.locale = locale
        let localization = Localization(locale: locale, development: board.developmentLocale)
        self.buttons = board.buttons.map { Button($0, localization: localization) }
        self.targetIndex = 0
        self.settings = settings
        self.events = []
        self.spinnerFrame = 0
        self.touchInProgress = nil
        self.touchIsInside = false
        self.notice = nil
        self.pendingTimers = []
    }

    /// The locale shown and the file's fallback.
    public var localization: Localization { Localization(locale: locale, development: board.developmentLocale) }

    /// The button keys act on.
    public var target: Button { buttons[min(max(0, targetIndex), buttons.count - 1)] }

    /// The index of the button with this id.
    public func index(of id: ButtonID) -> Int? { buttons.firstIndex { $0.id == id } }

    /// The button with this id.
    public subscript(id: ButtonID) -> Button? {
        index(of: id).map { buttons[$0] }
    }

    /// Puts the buttons in a disabled container, or takes them out: each button under
    /// SwiftUI's rules inherits it; UIKit's are left as they are.
    /// - Parameter disabled: Whether the container is disabled.
    public mutating func setContainerDisabled(_ disabled: Bool) {
        containerDisabled = disabled
        for index in buttons.indices { SwiftUIRules.inherit(&buttons[index], containerDisabled: disabled) }
    }

    /// Whether any spinner is turning.
    public var anySpinner: Bool {
        // By index: asked after every action, it reads one property of each button
        // without copying the button.
        buttons.indices.contains { buttons[$0].showsSpinner }
    }
}
