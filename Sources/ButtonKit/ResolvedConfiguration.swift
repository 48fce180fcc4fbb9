/// The configuration a button shows in one state, after the handler's patches, with the
/// update key that last set each field (`nil`: the file's configuration).
public struct ResolvedConfiguration: Hashable, Sendable {
    /// The style whose automatic update applies.
    public var style: ConfigurationStyle
    /// The theme token path of `baseBackgroundColor`, if set.
    public var baseBackgroundColor: String?
    /// The theme token path of `baseForegroundColor`, if set.
    public var baseForegroundColor: String?
    /// The title in the current locale.
    public var title: String
    /// The subtitle in the current locale ("" for none).
    public var subtitle: String
    /// The image glyph, if any (see ``shownImage``).
    public var image: String?
    /// Where the image, or the indicator, sits.
    public var imagePlacement: ConfigurationImagePlacement
    /// How round the corners are.
    public var cornerStyle: ConfigurationCornerStyle
    /// mini, small, medium or large.
    public var buttonSize: ConfigurationButtonSize
    /// Whether the activity indicator shows in the image's place.
    public var showsActivityIndicator: Bool
    /// The update keys applied, in order.
    public var appliedUpdates: [String] = []
    /// For each field an update set, the key of the last update that set it.
    public var setBy: [String: String] = [:]

    init(base: ConfigurationPatch, title: String, localization: Localization) {
        style = base.style ?? .plain
        baseBackgroundColor = base.baseBackgroundColor
        baseForegroundColor = base.baseForegroundColor
        self.title = title
        subtitle = base.subtitle.map(localization.text) ?? ""
        image = base.image
        imagePlacement = base.imagePlacement ?? .leading
        cornerStyle = base.cornerStyle ?? .dynamic
        buttonSize = base.buttonSize ?? .medium
        showsActivityIndicator = base.showsActivityIndicator ?? false
    }

    /// Applies one handler patch.
    mutating func apply(_ update: StateValue<ConfigurationPatch>, localization: Localization) {
        let patch = update.value
        if let value = patch.style { style = value }
        if let value = patch.baseBackgroundColor { baseBackgroundColor = value }
        if let value = patch.baseForegroundColor { baseForegroundColor = value }
        if let value = patch.title { title = localization.text(value) }
        if let value = patch.subtitle { subtitle = localization.text(value) }
        if let value = patch.image { image = value }
        if let value = patch.imagePlacement { imagePlacement = value }
        if let value = patch.cornerStyle { cornerStyle = value }
        if let value = patch.buttonSize { buttonSize = value }
        if let value = patch.showsActivityIndicator { showsActivityIndicator = value }
        appliedUpdates.append(update.key)
        for field in patch.fieldNames { setBy[field] = update.key }
    }

    /// The image shown: none while the activity indicator takes its place (Apple: "an
    /// activity indicator instead of an image").
    public var shownImage: String? { showsActivityIndicator ? nil : image }
}
