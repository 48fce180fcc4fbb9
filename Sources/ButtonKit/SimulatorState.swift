/// Everything the simulator's buttons are doing: the model the reducer updates.
public struct SimulatorState: Hashable, Sendable {
    /// The buttons in target order.
    public var buttons: [Button]
    /// Index into ``buttons`` of the button keys act on.
    public var targetIndex: Int
    public var locale: DisplayLocale
    public var settings: SimulatorSettings
    /// The latest control events, oldest first, at most `settings.eventLogLimit`.
    public var events: [ControlEventRecord]
    /// Which spinner glyph shows; advanced by spinner ticks so rendering reads no clock.
    public var spinnerFrame: Int
    /// Buttons waiting for a follow request or modal step to finish.
    public var stepsInFlight: Set<ButtonID>
    /// The button a finger (key or mouse) is holding down, if any.
    public var touchInProgress: ButtonID?
    /// A one-line remark about the last action, such as a tap a disabled button ignored.
    public var notice: String?
    /// Timers the runtime holds for us; kept so the reducer never schedules an id twice.
    public internal(set) var pendingTimers: Set<TimerID>

    public init(locale: DisplayLocale = .en, settings: SimulatorSettings = SimulatorSettings()) {
        self.buttons = Self.standardButtons(locale: locale)
        self.targetIndex = 0
        self.locale = locale
        self.settings = settings
        self.events = []
        self.spinnerFrame = 0
        self.stepsInFlight = []
        self.touchInProgress = nil
        self.notice = nil
        self.pendingTimers = []
    }

    /// The buttons of DESIGN.md section 2, in target order.
    public static func standardButtons(locale: DisplayLocale) -> [Button] {
        [Button(id: .follow, role: .follow, locale: locale),
         Button(id: .modal, role: .modal, locale: locale)]
            + ButtonVariant.shown.map { variant in
                Button(id: ButtonID(rawValue: variant.rawValue), role: .design(variant), locale: locale)
            }
    }

    /// The ids of the standard buttons, in target order.
    public static let standardIDs: [ButtonID] = standardButtons(locale: .en).map(\.id)

    /// The button keys act on.
    public var target: Button { buttons[targetIndex] }

    public func index(of id: ButtonID) -> Int? { buttons.firstIndex { $0.id == id } }

    public subscript(id: ButtonID) -> Button? {
        index(of: id).map { buttons[$0] }
    }

    /// Whether any spinner is turning.
    public var anySpinner: Bool { buttons.contains(where: \.showsSpinner) }
}
