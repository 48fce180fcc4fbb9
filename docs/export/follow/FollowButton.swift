//
//  FollowButton.swift
//
//  Made by `button-sim export swift --button follow` from the built-in board (Buttons/default.json),
//  theme "default". Titles are in Localizable.xcstrings, the reviewed states in
//  FollowButton+Previews.swift and FollowButtonTests.swift, written beside it.
//  Plain UIKit (iOS 17+), no dependencies: keep it as generated or take it over by hand.
//

import UIKit

/// The `follow` button from the built-in board (Buttons/default.json).
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
final class FollowButton: UIButton {

    // MARK: - Custom states

    /// `mutual`: implies .selected: turning it on sets them, clearing one of them clears it.
    static let mutual: UIControl.State = UIControl.State(rawValue: 1 << 16).union(.selected)

    /// Whether `mutual` is on.
    var isMutual = false {
        didSet {
            guard isMutual != oldValue else { return }
            if isMutual {
                isSelected = true
            }
            stateDidChange()
        }
    }

    /// `loading`: holds .disabled while on;
    /// when it goes off the button is enabled again, whatever was asked
    /// meanwhile (as the seed's `setLoading:NO` does).
    static let loading: UIControl.State = UIControl.State(rawValue: 1 << 17).union(.disabled)

    /// Whether `loading` is on.
    var isLoading = false {
        didSet {
            guard isLoading != oldValue else { return }
            // super: the override would take this for a request from code.
            super.isEnabled = isLoading ? false : true
            // The spinner and the title follow in stateDidChange().
            stateDidChange()
        }
    }

    /// UIKit's state plus the custom states that are on, each with the flags it carries.
    override var state: UIControl.State {
        var state = super.state
        if isMutual { state.formUnion(Self.mutual) }
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
            if !newValue { isMutual = false }
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

    // MARK: - Set-up

    /// Turns while a spinner state is on or the machine is in a spinner state.
    private let spinner = UIActivityIndicatorView(style: .medium)

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        // Dynamic Type: the theme's size at the default setting, scaled with the user's text size.
        titleLabel?.font = Metrics.fontMetrics.scaledFont(for: Metrics.font)
        titleLabel?.adjustsFontForContentSizeCategory = true
        // The paddings and height scale too: measure again when the text size changes.
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (button: FollowButton, _: UITraitCollection) in
            button.invalidateIntrinsicContentSize()
        }
        titleLabel?.numberOfLines = 0
        applyTitles()
        applyTitleColors()
        spinner.hidesWhenStopped = true
        addSubview(spinner)
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

    /// The button file's titles and images, in its order: UIKit stores each under the exact state
    /// and looks a state up exactly, else under `.normal` (never a partial match).
    private func applyTitles() {
        setTitle(String(localized: "follow.title.normal", defaultValue: "Follow", comment: "follow button title, state normal"), for: .normal)
        setTitle(String(localized: "follow.title.selected", defaultValue: "Followed", comment: "follow button title, state selected"), for: .selected)
        setTitle(String(localized: "follow.title.selected|highlighted", defaultValue: "Followed", comment: "follow button title, state selected|highlighted"), for: [.highlighted, .selected])
        setTitle(String(localized: "follow.title.mutual", defaultValue: "Mutual", comment: "follow button title, state mutual"), for: Self.mutual)
        setTitle(String(localized: "follow.title.mutual|highlighted", defaultValue: "Mutual", comment: "follow button title, state mutual|highlighted"), for: [Self.mutual, .highlighted])
        setTitle("", for: Self.loading)
        setTitle("", for: [Self.loading, .selected])
        setTitle("", for: [Self.mutual, Self.loading])
        // [.highlighted, .selected] is set on purpose: UIKit falls back from it to .normal, not to
        // .selected, so without it a pressed .selected button would flash the normal title.
        // [Self.mutual, .highlighted] is set on purpose: UIKit falls back from it to .normal, not to
        // Self.mutual, so without it a pressed Self.mutual button would flash the normal title.
    }

    // MARK: - Appearance: theme "default", variant "primary"

    /// Sizes from the theme at the default text size; paddings and height scale with Dynamic Type.
    private enum Metrics {
        /// `theme.height.button.md`.
        static let height: CGFloat = 44
        /// `theme.padding-x.button.md`.
        static let paddingX: CGFloat = 24
        /// `theme.radius.button.default`: 99 means a pill, half the height.
        static let cornerRadius: CGFloat = 99
        /// `theme.border-width.button.default`.
        static let borderWidth: CGFloat = 1
        /// The title's font at the default text size, and the text style it scales with.
        static let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        static var fontMetrics: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }
    }

    private func applyTitleColors() {
        setTitleColor(UIColor(rgb: 0xFFFFFF, dark: 0x0B1526, highContrast: 0x000000, darkHighContrast: 0x000000), for: .normal)
        setTitleColor(UIColor(rgb: 0xFFFFFF, dark: 0x0B1526, highContrast: 0x000000, darkHighContrast: 0x000000), for: .highlighted)
        setTitleColor(UIColor(rgb: 0x8C8C94, dark: 0x6E6E78, highContrast: 0x8A8A8A, darkHighContrast: 0x8A8A8A), for: .disabled)
        setTitleColor(UIColor(rgb: 0x0A58CA, dark: 0x5A9CF8, highContrast: 0xFFD60A, darkHighContrast: 0xFFD60A), for: .selected)
        setTitleColor(UIColor(rgb: 0x084298, dark: 0x8AB8FA, highContrast: 0xFFFFFF, darkHighContrast: 0xFFFFFF), for: [.highlighted, .selected])
        setTitleColor(UIColor(rgb: 0x8C8C94, dark: 0x6E6E78, highContrast: 0x8A8A8A, darkHighContrast: 0x8A8A8A), for: [.disabled, .selected])
        setTitleColor(UIColor(rgb: 0x084298, dark: 0x8AB8FA, highContrast: 0xFFFFFF, darkHighContrast: 0xFFFFFF), for: Self.mutual)
        setTitleColor(UIColor(rgb: 0x084298, dark: 0x8AB8FA, highContrast: 0xFFFFFF, darkHighContrast: 0xFFFFFF), for: [Self.mutual, .highlighted])
        setTitleColor(UIColor(rgb: 0x0A58CA, dark: 0x5A9CF8, highContrast: 0xFFD60A, darkHighContrast: 0xFFD60A), for: [Self.loading, .selected])
        setTitleColor(UIColor(rgb: 0x084298, dark: 0x8AB8FA, highContrast: 0xFFFFFF, darkHighContrast: 0xFFFFFF), for: [Self.mutual, Self.loading])
    }

    /// Background, border and spinner colour per state. UIButton keeps titles and title colours per state
    /// but has no per-state background, border or spinner colour, so these are looked up as UIKit looks up
    /// titles: the exact state (with .highlighted reading without .disabled), else `.normal`. `nil` is
    /// transparent / no border.
    private static let backgrounds: [UInt: UIColor?] = [
        0x0: UIColor(rgb: 0x0A58CA, dark: 0x5A9CF8, highContrast: 0xFFD60A, darkHighContrast: 0xFFD60A),  // .normal
        0x1: UIColor(rgb: 0x084298, dark: 0x8AB8FA, highContrast: 0xFFFFFF, darkHighContrast: 0xFFFFFF),  // .highlighted
        0x2: UIColor(rgb: 0xE4E4E8, dark: 0x2C2C33, highContrast: 0x000000, darkHighContrast: 0x000000),  // .disabled
        0x4: nil,  // .selected
        0x5: UIColor(rgb: 0xE7F0FD, dark: 0x1E2A3D, highContrast: 0x332B00, darkHighContrast: 0x332B00),  // [.highlighted, .selected]
        0x6: nil,  // [.disabled, .selected]
        0x10004: UIColor(rgb: 0xE7F0FD, dark: 0x1E2A3D, highContrast: 0x332B00, darkHighContrast: 0x332B00),  // Self.mutual
        0x10005: UIColor(rgb: 0xCFE0FA, dark: 0x2A3B57, highContrast: 0x4D4000, darkHighContrast: 0x4D4000),  // [Self.mutual, .highlighted]
        0x20006: nil,  // [Self.loading, .selected]
        0x30006: UIColor(rgb: 0xE7F0FD, dark: 0x1E2A3D, highContrast: 0x332B00, darkHighContrast: 0x332B00),  // [Self.mutual, Self.loading]
    ]
    private static let borders: [UInt: UIColor?] = [
        0x0: nil,  // .normal
        0x1: nil,  // .highlighted
        0x2: nil,  // .disabled
        0x4: UIColor(rgb: 0x0A58CA, dark: 0x5A9CF8, highContrast: 0xFFD60A, darkHighContrast: 0xFFD60A),  // .selected
        0x5: UIColor(rgb: 0x084298, dark: 0x8AB8FA, highContrast: 0xFFFFFF, darkHighContrast: 0xFFFFFF),  // [.highlighted, .selected]
        0x6: UIColor(rgb: 0xC9C9CF, dark: 0x3A3A42, highContrast: 0x8A8A8A, darkHighContrast: 0x8A8A8A),  // [.disabled, .selected]
        0x10004: UIColor(rgb: 0x0A58CA, dark: 0x5A9CF8, highContrast: 0xFFD60A, darkHighContrast: 0xFFD60A),  // Self.mutual
        0x10005: UIColor(rgb: 0x084298, dark: 0x8AB8FA, highContrast: 0xFFFFFF, darkHighContrast: 0xFFFFFF),  // [Self.mutual, .highlighted]
        0x20006: UIColor(rgb: 0x0A58CA, dark: 0x5A9CF8, highContrast: 0xFFD60A, darkHighContrast: 0xFFD60A),  // [Self.loading, .selected]
        0x30006: UIColor(rgb: 0x0A58CA, dark: 0x5A9CF8, highContrast: 0xFFD60A, darkHighContrast: 0xFFD60A),  // [Self.mutual, Self.loading]
    ]
    private static let spinnerColors: [UInt: UIColor?] = [
        0x0: UIColor(rgb: 0xFFFFFF, dark: 0x0B1526, highContrast: 0x000000, darkHighContrast: 0x000000),  // .normal
        0x1: UIColor(rgb: 0xFFFFFF, dark: 0x0B1526, highContrast: 0x000000, darkHighContrast: 0x000000),  // .highlighted
        0x2: UIColor(rgb: 0x8C8C94, dark: 0x6E6E78, highContrast: 0x8A8A8A, darkHighContrast: 0x8A8A8A),  // .disabled
        0x4: UIColor(rgb: 0x0A58CA, dark: 0x5A9CF8, highContrast: 0xFFD60A, darkHighContrast: 0xFFD60A),  // .selected
        0x5: UIColor(rgb: 0x084298, dark: 0x8AB8FA, highContrast: 0xFFFFFF, darkHighContrast: 0xFFFFFF),  // [.highlighted, .selected]
        0x6: UIColor(rgb: 0x8C8C94, dark: 0x6E6E78, highContrast: 0x8A8A8A, darkHighContrast: 0x8A8A8A),  // [.disabled, .selected]
        0x10004: UIColor(rgb: 0x084298, dark: 0x8AB8FA, highContrast: 0xFFFFFF, darkHighContrast: 0xFFFFFF),  // Self.mutual
        0x10005: UIColor(rgb: 0x084298, dark: 0x8AB8FA, highContrast: 0xFFFFFF, darkHighContrast: 0xFFFFFF),  // [Self.mutual, .highlighted]
        0x20006: UIColor(rgb: 0x0A58CA, dark: 0x5A9CF8, highContrast: 0xFFD60A, darkHighContrast: 0xFFD60A),  // [Self.loading, .selected]
        0x30006: UIColor(rgb: 0x084298, dark: 0x8AB8FA, highContrast: 0xFFFFFF, darkHighContrast: 0xFFFFFF),  // [Self.mutual, Self.loading]
    ]

    private static func lookup(_ table: [UInt: UIColor?], _ state: UIControl.State) -> UIColor? {
        var key = state
        if key.contains(.highlighted) { key.remove(.disabled) }
        return table[key.rawValue] ?? table[0] ?? nil
    }

    /// Called whenever a flag changes: colours for the new state, the spinner, and a new layout
    /// (the title changes with the state, and so does the intrinsic width).
    private func stateDidChange() {
        let state = self.state
        backgroundColor = Self.lookup(Self.backgrounds, state) ?? .clear
        let border = Self.lookup(Self.borders, state)
        layer.borderColor = border?.cgColor
        layer.borderWidth = border == nil ? 0 : Metrics.borderWidth
        spinner.color = Self.lookup(Self.spinnerColors, state) ?? currentTitleColor
        if showsSpinner { spinner.startAnimating() } else { spinner.stopAnimating() }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private var showsSpinner: Bool { isLoading }

    private var hidesTitle: Bool { false }

    override var intrinsicContentSize: CGSize {
        let paddingX = Metrics.fontMetrics.scaledValue(for: Metrics.paddingX, compatibleWith: traitCollection)
        let height = Metrics.fontMetrics.scaledValue(for: Metrics.height, compatibleWith: traitCollection)
        let titleWidth = hidesTitle ? 0 : super.intrinsicContentSize.width
        // Room for the spinner beside a title (iOS's medium indicator is 20 pt, plus 8 pt).
        let spinnerWidth: CGFloat = !showsSpinner ? 0 : titleWidth == 0 ? 20 : 28
        return CGSize(width: titleWidth + spinnerWidth + 2 * paddingX, height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = min(Metrics.cornerRadius, bounds.height / 2)
        // UIKit resets the label's alpha and isHidden as it lays the title out; it leaves the layer alone.
        titleLabel?.layer.opacity = hidesTitle ? 0 : 1
        let titleStart = titleLabel?.frame.minX ?? bounds.midX
        spinner.center = hidesTitle || currentTitle?.isEmpty != false
            ? CGPoint(x: bounds.midX, y: bounds.midY)
            : CGPoint(x: titleStart - 18, y: bounds.midY)
    }

    /// What VoiceOver reads: a state's own label while it is on (the title may be hidden).
    override var accessibilityLabel: String? {
        get {
            if isLoading { return String(localized: "follow.state.loading.accessibilityLabel", defaultValue: "Loading", comment: "VoiceOver label of the follow button while loading") }
            return super.accessibilityLabel
        }
        set { super.accessibilityLabel = newValue }
    }

    // MARK: - Machine

    /// What a tap does, from the button file's `machine` (initial state `idle`).
    enum Mode: CaseIterable {
        /// `idle`.
        case idle
        /// `requesting`.
        case requesting
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
            enter(.requesting)
        default: break
        }
    }

    /// Call when the work the current state stands for has finished (the request came back, the
    /// download ended): takes the state's `after: step` transition. Nothing happens in a state without one.
    func finishStep() {
        switch mode {
        case .requesting:
            isLoading = false
            isSelected.toggle()
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
        case .requesting:
            if let stepDelay { startTimer(after: stepDelay) { $0.finishStep() } }
        }
        stateDidChange()
    }

    /// Runs `fire` after `delay` unless the state is left first (a Task on the main actor, cancelled on exit).
    private func startTimer(after delay: Duration, _ fire: @escaping @MainActor (FollowButton) -> Void) {
        timers.append(Task { [weak self] in
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled, let self else { return }
            fire(self)
        })
    }

    /// Back to the button file's start: flags off, its titles, the initial state.
    func reset() {
        isMutual = false
        isLoading = false
        isSelected = false
        isHighlighted = false
        isEnabled = true
        applyTitles()
        enter(.idle)
    }

    // MARK: - Restoring a state

    /// Puts the button in one state: the machine state, then the custom states, then UIKit's flags as
    /// code asks for them (a state holding a flag still overrules it). For state restoration; the
    /// reviewed states' previews and tests use it.
    func restore(mode: Mode, isMutual: Bool = false, isLoading: Bool = false, isSelected: Bool = false, isHighlighted: Bool = false, isEnabled: Bool = true) {
        enter(mode)
        self.isMutual = isMutual
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
// button-sim export stamp 6e9f3f0cdd5f77c9 (edit this file and `export swift` keeps it unless --force)
