/// Some fields of a `UIButton.Configuration`: the file's `configuration` itself and each
/// entry of its `updates` (the `configurationUpdateHandler` written as data). A `nil`
/// field is left as it was.
public struct ConfigurationPatch: Hashable, Sendable {
    /// `plain()`, `gray()`, `tinted()` or `filled()`.
    public var style: ConfigurationStyle?
    /// A theme colour token path for `baseBackgroundColor`.
    public var baseBackgroundColor: String?
    /// A theme colour token path for `baseForegroundColor`.
    public var baseForegroundColor: String?
    /// The title.
    public var title: LocalizedText?
    /// The subtitle, under the title.
    public var subtitle: LocalizedText?
    /// The image, as a glyph.
    public var image: String?
    /// Where the image (or the indicator) sits.
    public var imagePlacement: ConfigurationImagePlacement?
    /// How round the corners are.
    public var cornerStyle: ConfigurationCornerStyle?
    /// mini, small, medium or large.
    public var buttonSize: ConfigurationButtonSize?
    /// Whether an activity indicator takes the image's place.
    public var showsActivityIndicator: Bool?

    /// An empty patch; set the fields afterwards.
    public init() {}

    /// The names of the fields it sets, in the file format's order.
    public var fieldNames: [String] {
        var names: [String] = []
        if style != nil { names.append("style") }
        if baseBackgroundColor != nil { names.append("baseBackgroundColor") }
        if baseForegroundColor != nil { names.append("baseForegroundColor") }
        if title != nil { names.append("title") }
        if subtitle != nil { names.append("subtitle") }
        if image != nil { names.append("image") }
        if imagePlacement != nil { names.append("imagePlacement") }
        if cornerStyle != nil { names.append("cornerStyle") }
        if buttonSize != nil { names.append("buttonSize") }
        if showsActivityIndicator != nil { names.append("showsActivityIndicator") }
        return names
    }

}
