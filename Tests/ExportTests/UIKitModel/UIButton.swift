/// A button: per-state titles, title colours and images with UIKit's lookup, a title label and
/// an image view laid out in the bounds, or a `UIButton.Configuration` kept up to date through
/// its update handler (developer.apple.com, UIButton).
@MainActor open class UIButton: UIControl {
    /// How the button draws by default.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The type it was made with: `init(frame:)` makes a custom button.
    public let buttonType: ButtonType
    private var titles = StateTable<String>()
    private var titleColors = StateTable<UIColor>()
    private var images = StateTable<UIImage>()
    private var label: UILabel?
    private var image: UIImageView?
    private var indicator: UIActivityIndicatorView?
    private var needsConfigurationUpdate = false

    /// A custom button with `frame`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        accessibilityTraits = .button
        isAccessibilityElement = true
    }

    /// A button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        accessibilityTraits = .button
        isAccessibilityElement = true
    }

    /// iOS 15: a system button drawn by `configuration`, running `primaryAction`.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        self.primaryAction = primaryAction
    }

    /// A button from an archive: a custom one.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        accessibilityTraits = .button
        isAccessibilityElement = true
    }

    // MARK: Per-state values

    /// Sets the title for `state` (developer.apple.com, UIButton/setTitle(_:for:)).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles.set(title, for: state)
        setNeedsLayout()
    }
    /// The title for `state`, else the normal title.
    open func title(for state: UIControl.State) -> String? { titles.lookup(state) }
    /// The title shown now.
    open var currentTitle: String? { titles.lookup(state) }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors.set(color, for: state)
        setNeedsLayout()
    }
    /// The title colour for `state`, else the normal one, else the system's.
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors.lookup(state) ?? defaultTitleColor }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColors.lookup(state) ?? defaultTitleColor }
    /// A custom button's titles are white by default; a system button's take the tint.
    private var defaultTitleColor: UIColor { buttonType == .custom ? .white : tintColor }

    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images.set(image, for: state)
        setNeedsLayout()
    }
    /// The image for `state`, else the normal image.
    open func image(for state: UIControl.State) -> UIImage? { images.lookup(state) }
    /// The image shown now.
    open var currentImage: UIImage? { images.lookup(state) }

    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

    /// iOS 13: the symbol configuration for the image in `state` (developer.apple.com,
    /// UIButton/setPreferredSymbolConfiguration(_:forImageIn:)).
    open func setPreferredSymbolConfiguration(
        _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
    ) {
        symbolConfigurations[state.rawValue] = configuration
        setNeedsLayout()
    }

    /// The symbol configuration for the image in `state`, else the normal state's.
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state.rawValue] ?? symbolConfigurations[UIControl.State.normal.rawValue]
    }

    /// The image shown now with its symbol configuration applied.
    var configuredCurrentImage: UIImage? {
        guard let image = currentImage else { return nil }
        return preferredSymbolConfigurationForImage(in: state).flatMap { image.applyingSymbolConfiguration($0) }
            ?? image
    }

    /// The label showing the title (made on first use, as UIKit does).
    open var titleLabel: UILabel? {
        if let label { return label }
        let made = UILabel(frame: .zero)
        made.font = .systemFont(ofSize: 15)
        // A button's title is cut in the middle unless told otherwise (developer.apple.com,
        // UIButton/lineBreakMode: "The default value is NSLineBreakByTruncatingMiddle").
        made.lineBreakMode = .byTruncatingMiddle
        label = made
        addSubview(made)
        return made
    }

    /// The view showing the image.
    open var imageView: UIImageView? {
        if let image { return image }
        let made = UIImageView(frame: .zero)
        image = made
        addSubview(made)
        return made
    }

    // MARK: Configuration

    /// iOS 15: the configuration that draws the button; setting one makes it configuration-based.
    open var configuration: UIButton.Configuration? {
        didSet { setNeedsLayout() }
    }
    /// iOS 15: runs after `updateConfiguration()` on every update (its header says so).
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether an update first takes `configuration.updated(for:)`.
    open var automaticallyUpdatesConfiguration = true

    /// Asks for an update; several requests before it happens make one
    /// (developer.apple.com, UIButton/setNeedsUpdateConfiguration()). The model runs it at the
    /// next layout pass.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Subclasses update the configuration for the state here; the model's own does the automatic
    /// update (developer.apple.com, UIButton/updateConfiguration()).
    open func updateConfiguration() {
        if automaticallyUpdatesConfiguration, let configuration {
            self.configuration = configuration.updated(for: self)
        }
    }

    /// State changes ask for a configuration update ("the system calls this method automatically
    /// when the button's state changes").
    override func controlStateDidChange() {
        super.controlStateDidChange()
        if configuration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
    }

    /// Runs the pending configuration update, then the layout pass.
    open override func layoutIfNeeded() {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            let saved = UITraitCollection.current
            UITraitCollection.current = traitCollection
            updateConfiguration()
            configurationUpdateHandler?(self)
            UITraitCollection.current = saved
        }
        super.layoutIfNeeded()
    }

    // MARK: Layout

    /// The content's size: the title and image (or activity indicator) side by side, with the
    /// configuration's insets and padding; approximate text widths (``TextMeasure``).
    open override var intrinsicContentSize: CGSize { ButtonLayout(button: self).contentSize }

    /// Puts the title, the image and the activity indicator where UIKit puts them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        ButtonLayout(button: self).apply()
    }

    /// The label without making one.
    var existingLabel: UILabel? { label }
    /// The image view without making one.
    var existingImageView: UIImageView? { image }
    /// The configuration's activity indicator, if one was made.
    var existingConfigurationIndicator: UIActivityIndicatorView? { indicator }
    /// The configuration's activity indicator, made when it is first shown.
    func configurationIndicator() -> UIActivityIndicatorView {
        if let indicator { return indicator }
        let made = UIActivityIndicatorView(style: .medium)
        indicator = made
        addSubview(made)
        return made
    }

    // MARK: Accessibility

    /// The label VoiceOver reads: one set by code, else the title shown (a configuration's title).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (configuration != nil ? configuration?.title : currentTitle) }
        set { super.accessibilityLabel = newValue }
    }
}

extension UIButton {
    /// iOS 15's closure that updates a button's configuration.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
}
