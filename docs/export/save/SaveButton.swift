//
//  SaveButton.swift
//
//  Made by `button-sim export swift --button save` from `Buttons/examples/configuration.json`,
//  theme "default". Titles are in Localizable.xcstrings, the reviewed states in
//  SaveButton+Previews.swift and SaveButtonTests.swift, written beside it.
//  Plain UIKit (iOS 17+), no dependencies: keep it as generated or take it over by hand.
//

import UIKit

/// The `save` button from `Buttons/examples/configuration.json`.
///
/// Its custom states are `UIControl.State` values in the application range (0x00FF0000) and
/// `state` reports them, so UIKit picks the title and title colour of every combination
/// itself; code (or data from the server) only flips the flags.
///
/// Order of a tap, as reviewed: UIKit sends .touchUpInside and .primaryActionTriggered to the
/// app's own actions first; then the machine takes its `tap` transition (its actions, in file
/// order, then the target state's entry). What the simulator played as the outside world (the
/// file's `send` actions) is not here: the app calls the event's method when it happens,
/// and `finishStep()` when the work a state stands for is done.
final class SaveButton: UIButton {

    // MARK: - Custom states

    /// `loading`: holds .disabled while on;
    /// when it goes off the button is enabled again, whatever was asked
    /// meanwhile (as the seed's `setLoading:NO` does).
    static let loading: UIControl.State = UIControl.State(rawValue: 1 << 16).union(.disabled)

    /// Whether `loading` is on.
    var isLoading = false {
        didSet {
            guard isLoading != oldValue else { return }
            // super: the override would take this for a request from code.
            super.isEnabled = isLoading ? false : true
            stateDidChange()
        }
    }

    /// UIKit's state plus the custom states that are on, each with the flags it carries.
    override var state: UIControl.State {
        var state = super.state
        if isLoading { state.formUnion(Self.loading) }
        return state
    }

    // MARK: - UIKit's flags, keeping the custom states' rules

    override var isEnabled: Bool {
        get { super.isEnabled }
        set {
            super.isEnabled = newValue && !isLoading
            stateDidChange()
        }
    }

    override var isSelected: Bool {
        get { super.isSelected }
        set {
            super.isSelected = newValue
            stateDidChange()
        }
    }

    override var isHighlighted: Bool {
        get { super.isHighlighted }
        set {
            super.isHighlighted = newValue
            stateDidChange()
        }
    }

    // MARK: - UIButton.Configuration

    /// The button file's title for `.normal`.
    private static let fileTitle: String? = String(localized: "save.configuration.title", defaultValue: "Save", comment: "save button title")

    /// The title for `.normal`; a machine state's title replaces it.
    private var baseTitle: String? = fileTitle

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        // The styles draw in the tint: the theme's `success` colour.
        tintColor = UIColor(rgb: 0x1A7F37, dark: 0x3FB950, highContrast: 0x5CFF8A, darkHighContrast: 0x5CFF8A)
        var config = UIButton.Configuration.filled()
        config.title = baseTitle
        config.image = UIImage(named: "save.image")  // ↓ in the button file
        config.imagePlacement = .leading
        config.cornerStyle = .capsule
        config.baseForegroundColor = UIColor(rgb: 0xFFFFFF, dark: 0x0B1A0E, highContrast: 0x000000, darkHighContrast: 0x000000)  // theme.color.palette.on-success
        configuration = config
        // UIKit calls this after the style's own updated(for:) on every state change.
        configurationUpdateHandler = { button in
            guard let button = button as? SaveButton, var config = button.configuration else { return }
            let state = button.state
            config.title = button.baseTitle
            config.subtitle = nil
            config.baseBackgroundColor = nil
            config.showsActivityIndicator = false
            if state.contains(.highlighted) {  // highlighted
                config.baseBackgroundColor = UIColor(rgb: 0x116329, dark: 0x56D364, highContrast: 0xFFFFFF, darkHighContrast: 0xFFFFFF)  // theme.color.palette.success-pressed
            }
            if state.contains(Self.loading) {  // loading
                config.subtitle = String(localized: "save.configuration.subtitle.loading", defaultValue: "Saving…", comment: "save button subtitle in loading")
                config.showsActivityIndicator = true
            }
            button.configuration = config
        }
        // The machine's tap follows the app's own actions for the touch (.touchUpInside and
        // .primaryActionTriggered): UIKit calls actions in the order they were added and this one
        // is added first, so it hands the tap to the end of the event. UIKit sends .touchUpInside
        // only to an enabled button.
        addAction(UIAction { [weak self] _ in
            Task { @MainActor in self?.handle(.tap) }
        }, for: .touchUpInside)
        enter(.idle)
        stateDidChange()
    }

    /// A flag changed: the configuration updates (several requests are merged into one).
    private func stateDidChange() {
        setNeedsUpdateConfiguration()
    }

    /// What VoiceOver reads: a state's own label while it is on (the title may be hidden).
    override var accessibilityLabel: String? {
        get {
            if isLoading { return String(localized: "save.state.loading.accessibilityLabel", defaultValue: "Saving", comment: "VoiceOver label of the save button while loading") }
            return super.accessibilityLabel
        }
        set { super.accessibilityLabel = newValue }
    }

    // MARK: - Machine

    /// What a tap does, from the button file's `machine` (initial state `idle`).
    enum Mode: CaseIterable {
        /// `idle`.
        case idle
        /// `saving`.
        case saving
    }

    /// The machine's state.
    private(set) var mode: Mode = .idle
    /// `nil` (the default): a state's `after: step` transition waits for `finishStep()`, called by
    /// the app when the work the state stands for is done. A duration runs it on a timer
    /// instead, as the simulator's step delay does (1000 ms when reviewed), for demos.
    var stepDelay: Duration?
    /// The timers of the current state, cancelled when it exits.
    private var timers: [Task<Void, Never>] = []

    /// The events the machine handles: `tap` and the button file's declared events.
    enum Event {
        case tap
    }

    /// Takes the first transition of the current state for `event` whose guard holds.
    func handle(_ event: Event) {
        switch (mode, event) {
        case (.idle, .tap):
            isLoading = true
            enter(.saving)
        default: break
        }
    }

    /// Call when the work the current state stands for has finished (the request came back, the
    /// download ended): takes the state's `after: step` transition. Nothing happens in a state without one.
    func finishStep() {
        switch mode {
        case .saving:
            isLoading = false
            enter(.idle)
        default: break
        }
    }

    /// Exits the current state (its timers stop, its exit actions run) and enters `next`: its title for .normal,
    /// image and enabled, its entry actions, then its timers. Entering the state it is in restarts them.
    func enter(_ next: Mode) {
        timers.forEach { $0.cancel() }
        timers = []
        mode = next
        switch next {
        case .idle:
            break
        case .saving:
            if let stepDelay { startTimer(after: stepDelay) { $0.finishStep() } }
        }
        stateDidChange()
    }

    /// Runs `fire` after `delay` unless the state is left first (a Task on the main actor, cancelled on exit).
    private func startTimer(after delay: Duration, _ fire: @escaping @MainActor (SaveButton) -> Void) {
        timers.append(Task { [weak self] in
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled, let self else { return }
            fire(self)
        })
    }

    /// Back to the button file's start: flags off, its titles, the initial state.
    func reset() {
        isLoading = false
        isSelected = false
        isHighlighted = false
        isEnabled = true
        baseTitle = Self.fileTitle
        enter(.idle)
    }

    // MARK: - Restoring a state

    /// Puts the button in one state: the machine state, then the custom states, then UIKit's flags as
    /// code asks for them (a state holding a flag still overrules it). For state restoration; the
    /// reviewed states' previews and tests use it.
    func restore(mode: Mode, isLoading: Bool = false, isSelected: Bool = false, isHighlighted: Bool = false, isEnabled: Bool = true) {
        enter(mode)
        self.isLoading = isLoading
        if self.isSelected != isSelected { self.isSelected = isSelected }
        if self.isHighlighted != isHighlighted { self.isHighlighted = isHighlighted }
        if self.isEnabled != isEnabled { self.isEnabled = isEnabled }
    }
}

private extension UIColor {
    /// A theme colour written `#RRGGBB` as `0xRRGGBB`.
    convenience init(rgb: UInt32) {
        self.init(red: CGFloat(rgb >> 16 & 0xFF) / 255, green: CGFloat(rgb >> 8 & 0xFF) / 255,
                  blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }

    /// A theme colour with the theme's dark-mode and Increase Contrast counterparts, resolved for the current traits.
    convenience init(rgb: UInt32, dark: UInt32, highContrast: UInt32, darkHighContrast: UInt32) {
        self.init { traits in
            let isHigh = traits.accessibilityContrast == .high
            if traits.userInterfaceStyle == .dark { return UIColor(rgb: isHigh ? darkHighContrast : dark) }
            return UIColor(rgb: isHigh ? highContrast : rgb)
        }
    }
}
// button-sim export stamp b407ff4c1649fb8f (edit this file and `export swift` keeps it unless --force)
