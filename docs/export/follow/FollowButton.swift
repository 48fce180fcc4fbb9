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
/// Order of a tap: the machine takes its `tap` transition first, synchronously (its actions, in
/// file order, then the target state's entry); then the app's own primary action runs, starts
/// the work and reports its outcome, at once or later. What the simulator played as the outside
/// world (the file's `send` actions) is not here: the app calls the event's method when it
/// happens,
/// and `finishStep(...)` or `stepFailed()` when the work a state stands for is done.
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

    /// Where the titles (Localizable.xcstrings) and colours (Colors.xcassets) are read from: the
    /// bundle this class is built into, the app's or a framework's, so both catalogs join its target.
    nonisolated private static var bundle: Bundle { Bundle(for: FollowButton.self) }

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
        // The paddings and height scale too: measure again when the text size changes. The border's
        // colour is a CGColor, which does not follow the traits, and the theme's border width and
        // radius change with dark mode and Increase Contrast: resolve them again on every change.
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]) { (button: FollowButton, _: UITraitCollection) in
            button.stateDidChange()
        }
        titleLabel?.numberOfLines = 0
        // A title too long for its lines is cut at the end, as reviewed (a button's default cuts the middle).
        titleLabel?.lineBreakMode = .byTruncatingTail
        // Rounded as UIKit rounds its own button backgrounds: continuous corners, not circular arcs.
        layer.cornerCurve = .continuous
        applyTitles()
        applyTitleColors()
        spinner.hidesWhenStopped = true
        addSubview(spinner)
        // The machine takes the tap first and at once (no Task hop): this action is added in init,
        // before any of the app's, and UIKit sends .primaryActionTriggered for a touch, a keyboard
        // or game controller activation and performPrimaryAction() alike. So when the app's own
        // primary action runs, the button is already in its next state, and an outcome the app
        // reports then or later lands on it. UIKit sends it only to an enabled button.
        addAction(UIAction { [unowned self] _ in handle(.tap) }, for: .primaryActionTriggered)
        enter(.idle)
        stateDidChange()
    }

    /// The button file's titles and images, in its order: UIKit stores each under the exact state
    /// and looks a state up exactly, else under `.normal` (never a partial match).
    private func applyTitles() {
        setTitle(String(localized: "follow.title.normal", defaultValue: "Follow", bundle: FollowButton.bundle, comment: "follow button title, state normal"), for: .normal)
        setTitle(String(localized: "follow.title.selected", defaultValue: "Followed", bundle: FollowButton.bundle, comment: "follow button title, state selected"), for: .selected)
        setTitle(String(localized: "follow.title.selected|highlighted", defaultValue: "Followed", bundle: FollowButton.bundle, comment: "follow button title, state selected|highlighted"), for: [.highlighted, .selected])
        setTitle(String(localized: "follow.title.mutual", defaultValue: "Mutual", bundle: FollowButton.bundle, comment: "follow button title, state mutual"), for: Self.mutual)
        setTitle(String(localized: "follow.title.mutual|highlighted", defaultValue: "Mutual", bundle: FollowButton.bundle, comment: "follow button title, state mutual|highlighted"), for: [Self.mutual, .highlighted])
        setTitle("", for: Self.loading)
        setTitle("", for: [Self.loading, .selected])
        setTitle("", for: [Self.mutual, Self.loading])
        // [.highlighted, .selected] is set on purpose: UIKit falls back from it to .normal, not to
        // .selected, so without it a pressed .selected button would flash the normal title.
        // [Self.mutual, .highlighted] is set on purpose: UIKit falls back from it to .normal, not to
        // Self.mutual, so without it a pressed Self.mutual button would flash the normal title.
    }

    // MARK: - Appearance: theme "default", variant "primary"

    /// Sizes from the theme at the default text size; paddings and height scale with Dynamic Type, radius and border width follow the traits.
    private enum Metrics {
        /// `theme.height.button.md`, never below the 44 pt Apple asks of a tap target.
        static let height: CGFloat = 44
        /// `theme.padding-x.button.md`.
        static let paddingX: CGFloat = 24
        /// The space between the title and the spinner or image beside it.
        static let gap: CGFloat = 8
        /// The activity indicator's size (iOS's medium style).
        static let spinnerSize: CGFloat = 20
        /// The widest the button grows (the button file's `maxWidth`); a longer title wraps or truncates.
        static let maxWidth: CGFloat = 361
        /// `theme.radius.button.default` for the traits (99 means a pill, half the height).
        static func cornerRadius(for traits: UITraitCollection) -> CGFloat {
            resolved(traits, light: 99, dark: 8, highContrast: 4, darkHighContrast: 4)
        }
        /// `theme.border-width.button.default` for the traits.
        static func borderWidth(for traits: UITraitCollection) -> CGFloat {
            resolved(traits, light: 1, dark: 1, highContrast: 2, darkHighContrast: 2)
        }
        /// The title's font at the default text size in the theme's weight (600), as the review draws it, and the text style it scales with.
        static let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        static var fontMetrics: UIFontMetrics { UIFontMetrics(forTextStyle: .headline) }

        /// The theme's value in light, dark, light with Increase Contrast or dark with it.
        private static func resolved(_ traits: UITraitCollection, light: CGFloat, dark: CGFloat, highContrast: CGFloat, darkHighContrast: CGFloat) -> CGFloat {
            let isHigh = traits.accessibilityContrast == .high
            if traits.userInterfaceStyle == .dark { return isHigh ? darkHighContrast : dark }
            return isHigh ? highContrast : light
        }
    }

    private func applyTitleColors() {
        setTitleColor(Colors.named("theme.color.on-background.brand"), for: .normal)
        setTitleColor(Colors.named("theme.color.on-background.brand"), for: .highlighted)
        setTitleColor(Colors.named("theme.color.foreground.disabled"), for: .disabled)
        setTitleColor(Colors.named("theme.color.foreground.brand"), for: .selected)
        setTitleColor(Colors.named("theme.color.foreground.brand-pressed"), for: [.highlighted, .selected])
        setTitleColor(Colors.named("theme.color.foreground.disabled"), for: [.disabled, .selected])
        setTitleColor(Colors.named("theme.color.foreground.brand-pressed"), for: Self.mutual)
        setTitleColor(Colors.named("theme.color.foreground.brand-pressed"), for: [Self.mutual, .highlighted])
        setTitleColor(Colors.named("theme.color.foreground.brand"), for: [Self.loading, .selected])
        setTitleColor(Colors.named("theme.color.foreground.brand-pressed"), for: [Self.mutual, Self.loading])
    }

    /// Background, border and spinner colour per state. UIButton keeps titles and title colours per state
    /// but has no per-state background, border or spinner colour, so these are looked up as UIKit looks up
    /// titles: the exact state (with .highlighted reading without .disabled), else `.normal`. `nil` is
    /// transparent / no border.
    private static let backgrounds: [UInt: UIColor?] = [
        0x0: Colors.named("theme.color.background.brand"),  // .normal
        0x1: Colors.named("theme.color.background.brand-pressed"),  // .highlighted
        0x2: Colors.named("theme.color.background.disabled"),  // .disabled
        0x4: nil,  // .selected
        0x5: Colors.named("theme.color.background.brand-subtle"),  // [.highlighted, .selected]
        0x6: nil,  // [.disabled, .selected]
        0x10004: Colors.named("theme.color.background.brand-subtle"),  // Self.mutual
        0x10005: Colors.named("theme.color.background.brand-subtle-pressed"),  // [Self.mutual, .highlighted]
        0x20006: nil,  // [Self.loading, .selected]
        0x30006: Colors.named("theme.color.background.brand-subtle"),  // [Self.mutual, Self.loading]
    ]
    private static let borders: [UInt: UIColor?] = [
        0x0: Colors.named("theme.color.button.primary.default.border"),  // .normal
        0x1: Colors.named("theme.color.button.primary.default.border"),  // .highlighted
        0x2: nil,  // .disabled
        0x4: Colors.named("theme.color.border.brand"),  // .selected
        0x5: Colors.named("theme.color.border.brand-pressed"),  // [.highlighted, .selected]
        0x6: Colors.named("theme.color.border.disabled"),  // [.disabled, .selected]
        0x10004: Colors.named("theme.color.border.brand"),  // Self.mutual
        0x10005: Colors.named("theme.color.border.brand-pressed"),  // [Self.mutual, .highlighted]
        0x20006: Colors.named("theme.color.border.brand"),  // [Self.loading, .selected]
        0x30006: Colors.named("theme.color.border.brand"),  // [Self.mutual, Self.loading]
    ]
    private static let spinnerColors: [UInt: UIColor?] = [
        0x0: Colors.named("theme.color.on-background.brand"),  // .normal
        0x1: Colors.named("theme.color.on-background.brand"),  // .highlighted
        0x2: Colors.named("theme.color.foreground.disabled"),  // .disabled
        0x4: Colors.named("theme.color.foreground.brand"),  // .selected
        0x5: Colors.named("theme.color.foreground.brand-pressed"),  // [.highlighted, .selected]
        0x6: Colors.named("theme.color.foreground.disabled"),  // [.disabled, .selected]
        0x10004: Colors.named("theme.color.foreground.brand-pressed"),  // Self.mutual
        0x10005: Colors.named("theme.color.foreground.brand-pressed"),  // [Self.mutual, .highlighted]
        0x20006: Colors.named("theme.color.foreground.brand"),  // [Self.loading, .selected]
        0x30006: Colors.named("theme.color.foreground.brand-pressed"),  // [Self.mutual, Self.loading]
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
        // A CGColor does not follow the traits: resolved here, and again on every trait change. A
        // border the current appearance does not have resolves clear, and takes no width.
        let border = Self.lookup(Self.borders, state)?.resolvedColor(with: traitCollection).cgColor
        let hasBorder = (border?.alpha ?? 0) > 0
        layer.borderColor = hasBorder ? border : nil
        layer.borderWidth = hasBorder ? Metrics.borderWidth(for: traitCollection) : 0
        spinner.color = Self.lookup(Self.spinnerColors, state) ?? currentTitleColor
        if showsSpinner { spinner.startAnimating() } else { spinner.stopAnimating() }
        // The end of a step is announced: VoiceOver users do not see the spinner stop. It is posted
        // once the change that stopped the spinner is complete, so it reads the title the step ends
        // on (an answer set after the spinner stops, in the same call, included).
        if wasSpinning, !showsSpinner {
            Task { @MainActor [weak self] in
                guard let self else { return }
                UIAccessibility.post(notification: .announcement, argument: accessibilityLabel ?? currentTitle)
            }
        }
        wasSpinning = showsSpinner
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private var showsSpinner: Bool { isLoading }

    /// Whether the spinner turned at the last state change: its stop is announced.
    private var wasSpinning = false

    /// The side padding, scaled with the text size to whole points (as the review draws it).
    private var paddingX: CGFloat {
        Metrics.fontMetrics.scaledValue(for: Metrics.paddingX, compatibleWith: traitCollection).rounded()
    }

    /// The title shown now.
    private var shownTitle: String { currentTitle ?? "" }

    /// The spinner's or image's size beside the title; zero when neither shows.
    private var leadSize: CGSize {
        if showsSpinner { return CGSize(width: Metrics.spinnerSize, height: Metrics.spinnerSize) }
        return .zero
    }

    /// `text` in the title's font within `width`: on as many lines as the label allows, as wide as its widest line.
    private func measure(_ text: String, width: CGFloat) -> CGSize {
        guard !text.isEmpty, let label = titleLabel, let font = label.font else { return .zero }
        // The lines the label allows, the last cut with "…" where the text goes on.
        let height = label.numberOfLines > 0 ? CGFloat(label.numberOfLines) * font.lineHeight : .greatestFiniteMagnitude
        let rect = NSAttributedString(string: text, attributes: [.font: font]).boundingRect(
            with: CGSize(width: width, height: height), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            context: nil)
        return CGSize(width: min(rect.width, width), height: rect.height)
    }

    /// The width the title may take in a button `width` wide: less the paddings and what sits beside it.
    private func titleRoom(inWidth width: CGFloat) -> CGFloat {
        let font = titleLabel?.font ?? Metrics.font
        let lead = leadSize.width
        return max(font.pointSize, width - 2 * paddingX - (lead > 0 ? lead + Metrics.gap : 0))
    }

    override var intrinsicContentSize: CGSize {
        let font = titleLabel?.font ?? Metrics.font
        let title = shownTitle
        var content = measure(title, width: .greatestFiniteMagnitude).width
        let lead = leadSize.width
        if lead > 0 { content += lead + (title.isEmpty ? 0 : Metrics.gap) }
        // At least one em of content, and no wider than the file's maxWidth.
        let widestAllowed = max(Metrics.maxWidth, font.pointSize + 2 * paddingX)
        let width = min(max(content, font.pointSize) + 2 * paddingX, widestAllowed).rounded(.up)
        // The theme's height scaled with the text size (never below it, so never below 44 pt), and a
        // line's height more for each line the title wraps to.
        let oneLine = max(Metrics.height, Metrics.fontMetrics.scaledValue(for: Metrics.height, compatibleWith: traitCollection).rounded())
        let titleHeight = measure(title, width: titleRoom(inWidth: width)).height
        return CGSize(width: width, height: oneLine + max(0, titleHeight - font.lineHeight))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = min(Metrics.cornerRadius(for: traitCollection), bounds.height / 2)
        // Apple's advice since iOS 15: call super, then place the views. The title and what sits
        // beside it are centred together, the spinner or image on the leading side (the right in a
        // right-to-left language), as the reviewed device look places them.
        let title = measure(shownTitle, width: titleRoom(inWidth: bounds.width))
        let lead = leadSize
        let gap = lead.width > 0 && title.width > 0 ? Metrics.gap : 0
        let total = title.width + gap + lead.width
        let start = bounds.midX - total / 2
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        titleLabel?.frame = CGRect(
            x: rightToLeft ? start : start + total - title.width, y: bounds.midY - title.height / 2,
            width: title.width, height: title.height)
        let leadFrame = CGRect(
            x: rightToLeft ? start + total - lead.width : start, y: bounds.midY - lead.height / 2,
            width: lead.width, height: lead.height)
        spinner.frame = showsSpinner ? leadFrame : .zero
    }

    /// What VoiceOver reads as the name: while a state with its own reading is on, the title the button
    /// shows without that state (its own title may be empty), unless the button file names the button.
    override var accessibilityLabel: String? {
        get {
            if isLoading { return title(for: state.subtracting(Self.loading)) }
            return super.accessibilityLabel
        }
        set { super.accessibilityLabel = newValue }
    }

    /// What VoiceOver reads after the name: the state's words ("Loading") while it is on.
    override var accessibilityValue: String? {
        get {
            if isLoading { return String(localized: "follow.state.loading.accessibilityValue", defaultValue: "Loading", bundle: FollowButton.bundle, comment: "VoiceOver value of the follow button while loading") }
            return super.accessibilityValue
        }
        set { super.accessibilityValue = newValue }
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
    /// `nil` (the default): a state's `after: step` transition waits for the app to call
    /// `finishStep(...)` or `stepFailed()` when the work the state stands for is done. A duration runs it on a timer
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
            enter(.requesting)
        default: break
        }
    }

    /// Call when the request the current state stands for succeeded, with the server's answer
    /// (`isSelected`): takes the state's `after: step` transition and
    /// sets what the simulator toggled to what the server says. Nothing happens in a state without one.
    func finishStep(isSelected: Bool) {
        switch mode {
        case .requesting:
            isLoading = false
            self.isSelected = isSelected  // the server's answer
            enter(.idle)
        default: break
        }
    }

    /// Call when the request the current state stands for failed: the state's `after: step`
    /// transition is taken without changing what an answer would have set, so the button
    /// shows what it showed before the tap.
    func stepFailed() {
        switch mode {
        case .requesting:
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
        case .requesting:
            if let stepDelay { startTimer(after: stepDelay) { $0.finishStep(isSelected: !$0.isSelected) } }
        }
        stateDidChange()
    }

    /// Runs `fire` after `delay` on `clock` unless the state is left first (a Task on the main actor, cancelled on exit).
    private func startTimer(after delay: Duration, _ fire: @escaping @MainActor (FollowButton) -> Void) {
        timers.append(Task { [weak self, clock] in
            try? await clock.sleep(for: delay)
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

    /// Puts the button in one state as the app reaches it: the machine state with its entry applied
    /// and the flags the machine leaves there (as the reviewed flow shows it), then the custom
    /// states and UIKit's flags given, as code asks for them (a state holding a flag still
    /// overrules it). For state restoration; the reviewed states' previews and tests use it.
    func restore(mode: Mode, isMutual: Bool? = nil, isLoading: Bool? = nil, isSelected: Bool? = nil, isHighlighted: Bool? = nil, isEnabled: Bool? = nil) {
        enter(mode)
        self.isMutual = isMutual ?? false
        self.isLoading = isLoading ?? [.requesting].contains(mode)
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
            guard let color = UIColor(named: name, in: FollowButton.bundle, compatibleWith: nil) else {
                assertionFailure("Colors.xcassets has no colour set \(name)")
                return .clear
            }
            return color
        }
    }
}
// button-sim export stamp 1078ff9f0fdc7974 (edit this file and `export swift` keeps it unless --force)
