/// The versioned, Codable snapshot of everything on screen, written on quit and read on
/// launch (DESIGN.md section 6). Highlight is transient and never saved.
public struct SavedState: Codable, Hashable, Sendable {
    /// The format version this build writes and reads.
    public static let currentVersion = 1

    /// One button's saved state.
    public struct SavedButton: Codable, Hashable, Sendable {
        public var id: ButtonID
        /// The raw 32-bit state without the highlighted bit.
        public var raw: UInt32
        /// The enabled value last asked for (loading may hold the button disabled).
        public var enabledRequested: Bool
        public var mode: ModalMode?
        /// Per-state titles keyed by raw state in decimal, as UIKit's nib store keys them.
        public var titles: [String: String]
        /// A follow request or modal step was under way; it restarts on launch.
        public var stepInFlight: Bool
        public var size: ButtonSize

        public init(id: ButtonID, raw: UInt32, enabledRequested: Bool, mode: ModalMode?,
                    titles: [String: String], stepInFlight: Bool, size: ButtonSize) {
            self.id = id
            self.raw = raw
            self.enabledRequested = enabledRequested
            self.mode = mode
            self.titles = titles
            self.stepInFlight = stepInFlight
            self.size = size
        }
    }

    public var version: Int
    public var target: ButtonID
    public var theme: String
    public var locale: DisplayLocale
    public var buttons: [SavedButton]

    /// Takes a snapshot of a simulator's state.
    public init(_ state: SimulatorState, theme: String) {
        version = Self.currentVersion
        target = state.target.id
        self.theme = theme
        locale = state.locale
        buttons = state.buttons.map { button in
            SavedButton(
                id: button.id,
                raw: button.state.subtracting(.highlighted).rawValue,
                enabledRequested: button.flags.isEnabledRequested,
                mode: button.modalMode,
                titles: Dictionary(uniqueKeysWithValues: button.titles.storage.map { (String($0.key), $0.value) }),
                stepInFlight: state.stepsInFlight.contains(button.id),
                size: button.size
            )
        }
    }

    /// Rebuilds a simulator's state. Buttons the snapshot does not know keep their first
    /// state; saved buttons this build does not know are ignored; bits outside the defined
    /// ones are dropped.
    public func restore(settings: SimulatorSettings) -> SimulatorState {
        var state = SimulatorState(locale: locale, settings: settings)
        for saved in buttons {
            guard let index = state.index(of: saved.id) else { continue }
            var button = state.buttons[index]
            let catalog = button.flags.catalog
            let defined = catalog.reduce(ControlState.systemMask) { $0.union($1.bit) }
            let raw = ControlState(rawValue: saved.raw).intersection(defined).subtracting(.highlighted)
            button.flags = ButtonFlags(restoring: raw, enabledRequested: saved.enabledRequested, catalog: catalog)
            if button.role == .modal { button.modalMode = saved.mode ?? .download }
            var storage: [UInt32: String] = [:]
            for (key, title) in saved.titles {
                if let raw = UInt32(key) { storage[raw] = title }
            }
            if !storage.isEmpty { button.titles = StateTable(storage: storage) }
            button.size = saved.size
            state.buttons[index] = button
            if saved.stepInFlight { state.stepsInFlight.insert(saved.id) }
        }
        state.targetIndex = state.index(of: target) ?? 0
        return state
    }
}
