import ButtonKit

extension Theme {
    /// The style of a configuration button in `state`, in UIKit's order: the style's own
    /// automatic update (``ConfigurationStyleTable``, from the base colours), then the
    /// handler's patches, whose colours replace the automatic ones.
    /// - Parameters:
    ///   - configuration: The configuration after the handler's patches for `state`.
    ///   - variant: The button's theme colour group, whose default colour is the tint.
    ///   - state: The button's state.
    ///   - size: The size drawn (the configuration's `buttonSize` unless overridden).
    ///   - customStates: The button's custom states, for the variant's text rules.
    public func configurationLook(
        _ configuration: ResolvedConfiguration, variant: String,
        state: ControlState, size: ButtonSize? = nil, customStates: [CustomState] = []
    ) -> ConfigurationLook {
        let tint = configurationTint(variant: variant)
        let surface = surface(variant: variant)
        let baseBackground = configuration.baseBackgroundColor.flatMap(color(token:))
        let baseForeground = configuration.baseForegroundColor.flatMap(color(token:))
        var background: RGBColor?
        var foreground = tint
        var backgroundOrigin = ConfigurationLook.Origin.table(source: "", documented: true)
        var foregroundOrigin = backgroundOrigin
        for row in ConfigurationStyleTable.rows(configuration.style, in: state) {
            let origin = ConfigurationLook.Origin.table(source: row.source, documented: row.documented)
            if let change = row.background {
                background = apply(change, to: background, tint: baseBackground ?? tint, surface: surface)
                backgroundOrigin = origin
                if row.condition.isEmpty, let token = configuration.baseBackgroundColor, let baseBackground {
                    // A custom base background is kept (tinted shows its wash): the file's value.
                    if case .surfaceTowardTint = change {} else { background = baseBackground }
                    backgroundOrigin = .file(token: token)
                }
            }
            if let change = row.foreground {
                foreground = apply(change, to: foreground, tint: baseForeground ?? tint, surface: surface) ?? foreground
                foregroundOrigin = origin
                if row.condition.isEmpty, let token = configuration.baseForegroundColor, let baseForeground {
                    // UIKit keeps a custom base foreground: updated(for:) changes defaults only.
                    foreground = baseForeground
                    foregroundOrigin = .file(token: token)
                }
            }
        }
        // The handler runs after the automatic update: what it sets is what shows.
        if let key = configuration.setBy["baseBackgroundColor"], let token = configuration.baseBackgroundColor,
            let color = baseBackground
        {
            background = color
            backgroundOrigin = .update(key: key, token: token)
        }
        if let key = configuration.setBy["baseForegroundColor"], let token = configuration.baseForegroundColor,
            let color = baseForeground
        {
            foreground = color
            foregroundOrigin = .update(key: key, token: token)
        }
        let size = size ?? configuration.buttonSize.buttonSize
        let radius = ConfigurationStyleTable.cornerRadius(configuration.cornerStyle) ?? metrics.points.radius
        let corner =
            ConfigurationStyleTable.cornerRadius(configuration.cornerStyle).map(CornerStyle.init(radiusPoints:))
            ?? metrics.corner
        let style = ButtonStyle(
            foreground: foreground, background: background, border: nil, borderWidth: 0, corner: corner,
            height: metrics.height(for: size), paddingX: metrics.paddingX(for: size), spinner: foreground)
        return ConfigurationLook(
            style: ResolvedStyle(
                style: style, source: .exact, slot: state,
                text: textLook(variant: variant, state: state, customStates: customStates)),
            backgroundOrigin: backgroundOrigin, foregroundOrigin: foregroundOrigin, cornerRadius: radius)
    }

    /// The tint a configuration button draws in: its variant's default background, else
    /// its foreground, else the theme's accent.
    /// - Parameter variant: The button's theme colour group.
    public func configurationTint(variant: String) -> RGBColor {
        let variantBase = variants[variant]?.base
        return variantBase?.background ?? variantBase?.foreground ?? chrome.accent
    }

    private func apply(
        _ change: ConfigurationStyleTable.Change, to current: RGBColor?, tint: RGBColor,
        surface: RGBColor
    ) -> RGBColor? {
        switch change {
        case .clear: nil
        case .tint: tint
        case .white: RGBColor(red: 255, green: 255, blue: 255)
        case .surfaceTowardText(let amount): surface.mixed(toward: chrome.text, amount: amount)
        case .surfaceTowardTint(let amount): surface.mixed(toward: tint, amount: amount)
        case .darker(let amount): current.map { $0.mixed(toward: RGBColor(red: 0, green: 0, blue: 0), amount: amount) }
        case .faded(let amount): current.map { $0.mixed(toward: surface, amount: amount) }
        }
    }
}

extension RGBColor {
    /// This colour mixed toward `other` by `amount` (0 keeps it, 1 is `other`), per channel.
    /// - Parameters:
    ///   - other: The colour mixed in.
    ///   - amount: How much of it, 0 to 1.
    public func mixed(toward other: RGBColor, amount: Double) -> RGBColor {
        func channel(_ from: UInt8, _ to: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Double(from) + (Double(to) - Double(from)) * amount).rounded())))
        }
        return RGBColor(
            red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue))
    }
}
