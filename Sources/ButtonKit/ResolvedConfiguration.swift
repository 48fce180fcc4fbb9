/// The configuration a button shows in one state, after the handler's patches, with the
/// update key that last set each field (`nil`: the file's configuration).
public struct ResolvedConfiguration: Hashable, Sendable {
    public var style: ConfigurationStyle
    /// Theme token paths, if set.
    public var baseBackgroundColor: String?
    public var baseForegroundColor: String?
    public var title: String
    public var subtitle: String
    public var image: String?
    public var imagePlacement: ConfigurationImagePlacement
    public var cornerStyle: ConfigurationCornerStyle
    public var buttonSize: ConfigurationButtonSize
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
