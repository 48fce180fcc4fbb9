import ButtonKit
import Theming

extension ButtonClassWriter {
    // MARK: UIButton.Configuration

    /// The set-up of a configuration button: the configuration set once, and
    /// `configurationUpdateHandler` with the file's `updates`, which UIKit runs after the
    /// style's automatic `updated(for:)` on every state change.
    mutating func configurationSetUp(_ configuration: ButtonConfiguration, _ out: inout SwiftSource) {
        out.line()
        out.line("// MARK: - UIButton.Configuration")
        out.line()
        let title =
            configuration.base.title.map {
                localized($0, key: "\(id).configuration.title", comment: "\(id) button title")
            } ?? "nil"
        out.doc("The button file's title for `.normal`.")
        out.line("private static let fileTitle: String? = \(title)")
        out.line()
        out.doc("The title for `.normal`\(definition.machine == nil ? "" : "; a machine state's title replaces it").")
        out.line("private var baseTitle: String? = fileTitle")
        out.line()
        writeInitializers(&out)
        var baseLines = SwiftSource()
        var base = configuration.base
        // Without a corner style of its own the button takes the theme's radius, as the simulator draws it.
        let themeCorner = base.cornerStyle == nil
        if themeCorner { base.cornerStyle = theme.metrics.points.radius >= CornerStyle.pillRadius ? .capsule : .fixed }
        patchLines(base, key: nil, into: &baseLines)
        if themeCorner, base.cornerStyle == .fixed {
            baseLines.line(
                "config.background.cornerRadius = \(number(theme.metrics.points.radius))  // theme.radius.button.default"
            )
        }
        let variant = definition.variant
        // The tint is the variant's default background (its token's colour set), else a literal.
        let tintShown: (Theme) -> RGBColor? = { $0.configurationTint(variant: variant) }
        let tint = tokenColor(.background, .normal, shown: tintShown) ?? dynamicColor(tintShown) ?? "nil"
        var handler = SwiftSource()
        handlerBody(configuration, into: &handler)
        out.block("private func configure()") { body in
            body.line("// The styles draw in the tint: the theme's `\(SwiftNames.comment(definition.variant))` colour.")
            body.line("tintColor = \(tint)")
            body.line("var config = UIButton.Configuration.\(configuration.style.rawValue)()")
            body.line("config.title = baseTitle")
            for line in baseLines.lines { body.line(line) }
            body.line("configuration = config")
            body.line("// UIKit calls this after the style's own updated(for:) on every state change.")
            body.line("configurationUpdateHandler = { button in")
            for line in handler.lines { body.line("    " + line) }
            body.line("}")
            if let label = definition.accessibilityLabel {
                body.line(
                    "accessibilityLabel = \(localized(label, key: "\(id).accessibilityLabel", comment: "VoiceOver label of the \(id) button"))"
                )
            }
            if themeCornersFollowTraits {
                body.line("// The theme's corners change with dark mode and Increase Contrast: update again then.")
                body.line(
                    "registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]) { (button: \(className), _: UITraitCollection) in"
                )
                body.line("    button.setNeedsUpdateConfiguration()")
                body.line("}")
            }
            machineWiring(&body)
            body.line("stateDidChange()")
        }
        if themeCornersFollowTraits {
            let radii = [theme, traitThemes.dark, traitThemes.highContrast, traitThemes.darkHighContrast].map {
                $0.metrics.points.radius
            }
            out.line()
            out.doc(
                "`theme.radius.button.default` for the traits: in light, dark, light with Increase Contrast and dark with it."
            )
            out.block("private static func cornerRadius(for traits: UITraitCollection) -> CGFloat") { body in
                body.line("let isHigh = traits.accessibilityContrast == .high")
                body.line(
                    "if traits.userInterfaceStyle == .dark { return isHigh ? \(number(radii[3])) : \(number(radii[1])) }"
                )
                body.line("return isHigh ? \(number(radii[2])) : \(number(radii[0]))")
            }
        }
        out.line()
        out.doc("A flag changed: the configuration updates (several requests are merged into one).")
        out.block("private func stateDidChange()") { body in
            body.line("setNeedsUpdateConfiguration()")
        }
        accessibility(&out)
    }

    /// Whether the button takes the theme's corners (the file names no corner style) and they
    /// differ between light, dark and Increase Contrast: the handler resolves them for the traits.
    var themeCornersFollowTraits: Bool {
        guard definition.configuration?.base.cornerStyle == nil else { return false }
        let radii = [theme, traitThemes.dark, traitThemes.highContrast, traitThemes.darkHighContrast].map {
            $0.metrics.points.radius
        }
        return Set(radii).count > 1
    }

    /// The handler: start again from the file's configuration for every field an update
    /// touches, then apply, in file order, each update whose state the button's contains.
    private mutating func handlerBody(_ configuration: ButtonConfiguration, into out: inout SwiftSource) {
        let restyles = configuration.updates.filter { $0.value.style != nil }
        if restyles.isEmpty {
            out.line("guard let button = button as? \(className), var config = button.configuration else { return }")
        } else {
            out.line("guard let button = button as? \(className) else { return }")
            out.line(
                "// A style is a constructor: start from the file's style (or an update's), then set every field again."
            )
            out.line("var config = UIButton.Configuration.\(configuration.style.rawValue)().updated(for: button)")
        }
        if !configuration.updates.isEmpty { out.line("let state = button.state") }
        for update in restyles {
            let condition = update.state.isEmpty ? "true" : "state.contains(\(expression(update.state)))"
            out.line("if \(condition) {  // \(SwiftNames.comment(update.key))")
            out.line(
                "    config = UIButton.Configuration.\(update.value.style?.rawValue ?? "plain")().updated(for: button)")
            out.line("}")
        }
        out.line("config.title = button.baseTitle")
        var reset = ConfigurationPatch()
        // After a new style every field is set again; otherwise only those an update changes.
        let touched =
            restyles.isEmpty
            ? Set(configuration.updates.flatMap(\.value.fieldNames)) : Set(ConfigurationReader.fieldNames)
        let base = configuration.base
        if touched.contains("subtitle") { reset.subtitle = base.subtitle }
        if touched.contains("image") { reset.image = base.image }
        if touched.contains("imagePlacement") { reset.imagePlacement = base.imagePlacement ?? .leading }
        if touched.contains("cornerStyle") {
            reset.cornerStyle =
                base.cornerStyle ?? (theme.metrics.points.radius >= CornerStyle.pillRadius ? .capsule : .fixed)
        }
        if touched.contains("buttonSize") { reset.buttonSize = base.buttonSize ?? .medium }
        if touched.contains("baseBackgroundColor") { reset.baseBackgroundColor = base.baseBackgroundColor }
        if touched.contains("baseForegroundColor") { reset.baseForegroundColor = base.baseForegroundColor }
        var resetLines = SwiftSource()
        patchLines(reset, key: nil, into: &resetLines)
        if touched.contains("subtitle"), base.subtitle == nil { out.line("config.subtitle = nil") }
        if touched.contains("image"), base.image == nil { out.line("config.image = nil") }
        if touched.contains("baseBackgroundColor"), base.baseBackgroundColor == nil {
            out.line("config.baseBackgroundColor = nil")
        }
        if touched.contains("baseForegroundColor"), base.baseForegroundColor == nil {
            out.line("config.baseForegroundColor = nil")
        }
        for line in resetLines.lines { out.line(line) }
        if themeCornersFollowTraits {
            out.line("// The theme's corners for the traits (a pill is a capsule); an update's own corner style wins.")
            out.line("let radius = Self.cornerRadius(for: button.traitCollection)")
            out.line("config.cornerStyle = radius >= \(number(CornerStyle.pillRadius)) ? .capsule : .fixed")
            out.line("config.background.cornerRadius = radius")
        }
        let spinners =
            stateNames.filter(\.state.spinner).map { "button.\($0.property)" }
            + (definition.machine?.states.contains(where: \.spinner) ?? false ? ["button.mode.showsSpinner"] : [])
        let baseIndicator = base.showsActivityIndicator ?? false
        if touched.contains("showsActivityIndicator") || !spinners.isEmpty || !restyles.isEmpty {
            out.line(
                "config.showsActivityIndicator = \(([baseIndicator ? "true" : "false"] + spinners).filter { $0 != "false" }.joined(separator: " || ").ifEmptyFalse)"
            )
        }
        for update in configuration.updates {
            var lines = SwiftSource()
            patchLines(update.value, key: update.key, into: &lines)
            let condition = update.state.isEmpty ? "true" : "state.contains(\(expression(update.state)))"
            out.line("if \(condition) {  // \(SwiftNames.comment(update.key))")
            for line in lines.lines { out.line("    " + line) }
            out.line("}")
        }
        out.line("button.configuration = config")
    }

    /// `config.field = value` for each field a patch sets; titles go through the catalog.
    private mutating func patchLines(_ patch: ConfigurationPatch, key: String?, into out: inout SwiftSource) {
        let suffix = key.map { ".\($0)" } ?? ""
        if let title = patch.title, key != nil {
            out.line(
                "config.title = \(localized(title, key: "\(id).configuration.title\(suffix)", comment: "\(id) button title in \(key ?? "normal")"))"
            )
        }
        if let subtitle = patch.subtitle {
            out.line(
                "config.subtitle = \(localized(subtitle, key: "\(id).configuration.subtitle\(suffix)", comment: "\(id) button subtitle\(key.map { " in \($0)" } ?? "")"))"
            )
        }
        if let image = patch.image {
            let value = self.image(image, asset: "\(id).image\(suffix)")
            out.line("config.image = \(value)  // \(SwiftNames.comment(image)) in the button file")
        }
        if let placement = patch.imagePlacement { out.line("config.imagePlacement = .\(placement.rawValue)") }
        if let corner = patch.cornerStyle { out.line("config.cornerStyle = .\(corner.rawValue)") }
        if let size = patch.buttonSize { out.line("config.buttonSize = .\(size.rawValue)") }
        if let shows = patch.showsActivityIndicator { out.line("config.showsActivityIndicator = \(shows)") }
        for (field, token) in [
            ("baseBackgroundColor", patch.baseBackgroundColor), ("baseForegroundColor", patch.baseForegroundColor),
        ] {
            guard let token else { continue }
            if let named = namedTokenColor(token) {
                out.line("config.\(field) = \(named)")
            } else {
                let value = dynamicColor { $0.color(token: token) } ?? "nil"
                out.line("config.\(field) = \(value)  // \(SwiftNames.comment(token))")
            }
        }
    }
}

/// The configuration fields an update may set, as the file names them.
private enum ConfigurationReader {
    static let fieldNames = [
        "style", "baseBackgroundColor", "baseForegroundColor", "title", "subtitle", "image",
        "imagePlacement", "cornerStyle", "buttonSize", "showsActivityIndicator",
    ]
}

private extension String {
    var ifEmptyFalse: String { isEmpty ? "false" : self }
}
