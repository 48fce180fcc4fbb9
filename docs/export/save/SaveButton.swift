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
/// Order of a tap: the machine takes its `tap` transition first, synchronously (its actions, in
/// file order, then the target state's entry); then the app's own primary action runs, starts
/// the work and reports its outcome, at once or later. What the simulator played as the outside
/// world (the file's `send` actions) is not here: the app calls the event's method when it
/// happens,
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
    private static let fileTitle: String? = String(localized: "save.configuration.title", defaultValue: "Save", bundle: SaveButton.bundle, comment: "save button title")

    /// The title for `.normal`; a machine state's title replaces it.
    private var baseTitle: String? = fileTitle

    /// Where the titles (Localizable.xcstrings) and colours (Colors.xcassets) are read from: the
    /// bundle this class is built into, the app's or a framework's, so both catalogs join its target.
    nonisolated private static var bundle: Bundle { Bundle(for: SaveButton.self) }

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
        tintColor = Colors.named("theme.color.background.success")
        var config = UIButton.Configuration.filled()
        config.title = baseTitle
        config.image = UIImage(systemName: "arrow.down")  // ↓ in the button file
        config.imagePlacement = .leading
        config.cornerStyle = .capsule
        config.baseForegroundColor = Colors.named("theme.color.palette.on-success")
        configuration = config
        // UIKit calls this after the style's own updated(for:) on every state change.
        configurationUpdateHandler = { button in
            guard let button = button as? SaveButton, var config = button.configuration else { return }
            let state = button.state
            config.title = button.baseTitle
            config.subtitle = nil
            config.baseBackgroundColor = nil
            // The theme's corners for the traits (a pill is a capsule); an update's own corner style wins.
            let radius = Self.cornerRadius(for: button.traitCollection)
            config.cornerStyle = radius >= 99 ? .capsule : .fixed
            config.background.cornerRadius = radius
            config.showsActivityIndicator = false
            if state.contains(.highlighted) {  // highlighted
                config.baseBackgroundColor = Colors.named("theme.color.palette.success-pressed")
            }
            if state.contains(Self.loading) {  // loading
                config.subtitle = String(localized: "save.configuration.subtitle.loading", defaultValue: "Saving…", bundle: SaveButton.bundle, comment: "save button subtitle in loading")
                config.showsActivityIndicator = true
            }
            button.configuration = config
        }
        // The theme's corners change with dark mode and Increase Contrast: update again then.
        registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]) { (button: SaveButton, _: UITraitCollection) in
            button.setNeedsUpdateConfiguration()
        }
        // The machine takes the tap first and at once (no Task hop): this action is added in init,
        // before any of the app's, and UIKit sends .primaryActionTriggered for a touch, a keyboard
        // or game controller activation and performPrimaryAction() alike. So when the app's own
        // primary action runs, the button is already in its next state, and an outcome the app
        // reports then or later lands on it. UIKit sends it only to an enabled button.
        addAction(UIAction { [unowned self] _ in handle(.tap) }, for: .primaryActionTriggered)
        enter(.idle)
        stateDidChange()
    }

    /// `theme.radius.button.default` for the traits: in light, dark, light with Increase Contrast and dark with it.
    private static func cornerRadius(for traits: UITraitCollection) -> CGFloat {
        let isHigh = traits.accessibilityContrast == .high
        if traits.userInterfaceStyle == .dark { return isHigh ? 4 : 8 }
        return isHigh ? 4 : 99
    }

    /// A flag changed: the configuration updates (several requests are merged into one).
    private func stateDidChange() {
        setNeedsUpdateConfiguration()
    }

    /// What VoiceOver reads as the name: while a state with its own reading is on, the title the button
    /// shows without that state (its own title may be empty), unless the button file names the button.
    override var accessibilityLabel: String? {
        get {
            if isLoading { return configuration?.title }
            return super.accessibilityLabel
        }
        set { super.accessibilityLabel = newValue }
    }

    /// What VoiceOver reads after the name: the state's words ("Loading") while it is on.
    override var accessibilityValue: String? {
        get {
            if isLoading { return String(localized: "save.state.loading.accessibilityValue", defaultValue: "Saving", bundle: SaveButton.bundle, comment: "VoiceOver value of the save button while loading") }
            return super.accessibilityValue
        }
        set { super.accessibilityValue = newValue }
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
    /// `nil` (the default): a state's `after: step` transition waits for the app to call
    /// `finishStep()` when the work the state stands for is done. A duration runs it on a timer
    /// instead, as the simulator's step delay does (1000 ms when reviewed), for demos.
    var stepDelay: Duration?
    /// The timers of the current state, cancelled when it exits.
    private var timers: [Task<Void, Never>] = []
    /// The clock the timers run on: the continuous clock; a test gives its own to run them at once.
    /// Set it before the timers it should run start (a state's timers start when it is entered).
    var clock: any Clock<Duration> = ContinuousClock()

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

    /// Runs `fire` after `delay` on `clock` unless the state is left first (a Task on the main actor, cancelled on exit).
    private func startTimer(after delay: Duration, _ fire: @escaping @MainActor (SaveButton) -> Void) {
        timers.append(Task { [weak self, clock] in
            try? await clock.sleep(for: delay)
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

    /// Puts the button in one state as the app reaches it: the machine state with its entry applied
    /// and the flags the machine leaves there (as the reviewed flow shows it), then the custom
    /// states and UIKit's flags given, as code asks for them (a state holding a flag still
    /// overrules it). For state restoration; the reviewed states' previews and tests use it.
    func restore(mode: Mode, isLoading: Bool? = nil, isSelected: Bool? = nil, isHighlighted: Bool? = nil, isEnabled: Bool? = nil) {
        enter(mode)
        self.isLoading = isLoading ?? [.saving].contains(mode)
        let isSelected = isSelected ?? false
        if self.isSelected != isSelected { self.isSelected = isSelected }
        let isHighlighted = isHighlighted ?? false
        if self.isHighlighted != isHighlighted { self.isHighlighted = isHighlighted }
        let isEnabled = isEnabled ?? true
        if self.isEnabled != isEnabled { self.isEnabled = isEnabled }
    }

    // MARK: - Colours

    /// The theme's colours by token name, from `Colors.xcassets` (exported beside this file): each
    /// colour set holds its dark and Increase Contrast appearances, which UIKit resolves for the current
    /// traits, and a translucent token keeps its alpha.
    private enum Colors {
        /// The colour set `name`; clear (and a failed assertion in debug builds) when the catalog lacks it.
        static func named(_ name: String) -> UIColor {
            guard let color = UIColor(named: name, in: SaveButton.bundle, compatibleWith: nil) else {
                assertionFailure("Colors.xcassets has no colour set \(name)")
                return .clear
            }
            return color
        }
    }
}
// button-sim export stamp 62d0514773db06bc (edit this file and `export swift` keeps it unless --force)
