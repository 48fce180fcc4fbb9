/// A label: text, font, colour and lines. With `adjustsFontForContentSizeCategory` a font made
/// with `preferredFont` or `UIFontMetrics` follows the label's text size
/// (developer.apple.com, UIContentSizeCategoryAdjusting/adjustsFontForContentSizeCategory).
@MainActor open class UILabel: UIView {
    private var ownFont: UIFont = .systemFont(ofSize: 17)
    /// The font, scaled for the label's traits when it adjusts to the content size.
    open var font: UIFont! {
        get { adjustsFontForContentSizeCategory ? ownFont.adjusted(for: traitCollection) : ownFont }
        set { ownFont = newValue ?? .systemFont(ofSize: 17) }
    }
    /// The text.
    open var text: String?
    /// The text colour.
    open var textColor: UIColor! = .black
    /// The most lines; 0 is as many as it takes.
    open var numberOfLines = 1
    /// How text that does not fit is broken or cut; the model lays out words and cuts the tail
    /// (`byTruncatingTail`), and reads other modes' lines uncut.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font follows the text size.
    open var adjustsFontForContentSizeCategory = false

    /// A label with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A label from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// One line's size of the text (``TextMeasure``: the device look's metrics, not SF Pro's; UIKit
    /// rounds up to the pixel, the model keeps the fraction as the device look does).
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return CGSize(width: TextMeasure.width(text, font: font), height: TextMeasure.lineHeight(font))
    }

    /// The text's size within `size.width`: broken between words onto as many lines as
    /// `numberOfLines` allows (0: as many as it takes), as wide as its widest line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let line = intrinsicContentSize
        guard size.width > 0, line.width > size.width, numberOfLines != 1, let text else { return line }
        var lines = TextMeasure.lines(text, font: font, width: size.width)
        if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
        let widest = lines.map { TextMeasure.width($0, font: font) }.max() ?? 0
        return CGSize(width: min(widest, size.width), height: CGFloat(lines.count) * TextMeasure.lineHeight(font))
    }
}

/// A view showing an image.
@MainActor open class UIImageView: UIView {
    /// The image.
    open var image: UIImage?
    /// An image view showing `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }
    /// An image view with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// An image view from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// The image's size (``UIImage/size``).
    open override var intrinsicContentSize: CGSize { image?.size ?? .zero }
}

/// The spinning activity indicator. Medium is 20 by 20 points, large 37.
@MainActor open class UIActivityIndicatorView: UIView {
    /// The indicator's size.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }
    /// The size it was made with.
    open var style: Style
    /// An indicator of `style`, stopped.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style == .large ? 37 : 20, height: style == .large ? 37 : 20))
        isHidden = hidesWhenStopped
    }
    /// An indicator from an archive.
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }
    /// The colour of the spokes (null_resettable: grey when unset).
    open var color: UIColor! = UIColor(white: 0.56, alpha: 1)
    /// Whether it hides while stopped (developer.apple.com, UIActivityIndicatorView/hidesWhenStopped).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether it spins.
    open private(set) var isAnimating = false
    /// Starts spinning and shows it.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }
    /// Stops; hides it when `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
    /// The indicator's size.
    open override var intrinsicContentSize: CGSize { frame.size }
}
