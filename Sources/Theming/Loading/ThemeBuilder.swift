import ButtonKit

/// Turns validated tokens into a ``Theme``: chrome colours, metrics and, per variant, the
/// default colours plus a state table of patches. Reports every problem it meets.
///
/// It reads each role of ``TokenRoles`` from the token `root.ROLE`: `theme` for a single
/// theme file, or the role tokens a manifest made up (see ``ManifestCompiler``).
struct ThemeBuilder {
    var reader: TokenReader
    /// The group the role tokens sit in.
    var root = "theme"
    /// The presentation roles no token supplies, found while building.
    private(set) var defaultedPresentationRoles: [String] = []

    private func path(_ role: String) -> String { TokenRoles.path(role, root: root) }

    mutating func build(name: String) -> Theme? {
        let chrome = buildChrome()
        let metrics = buildMetrics()
        var variants: [(String, VariantStyle)] = []
        let names = reader.tree.children[path(TokenRoles.variants)] ?? []
        if names.isEmpty {
            reader.problems.add(
                path(TokenRoles.variants), "no button variants (add a group such as theme.color.button.primary)")
        }
        for name in names {
            guard reader.tree.groups.contains(path(TokenRoles.variant(name))) else {
                reader.problems.add(
                    path(TokenRoles.variant(name)),
                    "expected a variant group with default, pressed and disabled states, found a token")
                continue
            }
            let presentation = buildPresentation(name)
            let surface = chrome?.surface(for: presentation.brandSurface) ?? Self.white
            if var style = buildVariant(name, surface: surface) {
                style.presentation = presentation
                variants.append((name, style))
            }
        }
        guard reader.problems.isEmpty, let chrome, let metrics, variants.count == names.count, !names.isEmpty else {
            return nil
        }
        var theme = Theme(
            name: name, summary: reader.tree.rootDescription, chrome: chrome, metrics: metrics, variants: variants)
        theme.defaultedPresentationRoles = defaultedPresentationRoles
        theme.colorTokens = resolvedColors(over: chrome.background)
        return theme
    }

    /// What translucent colours lie over when nothing else is beneath them.
    static let white = RGBColor(red: 255, green: 255, blue: 255)

    /// Every token that resolves to a visible colour, by path (run once all is valid),
    /// translucent ones composited over the screen.
    private func resolvedColors(over backdrop: RGBColor) -> [String: RGBColor] {
        // A scratch reader: asking every token for a colour reports the non-colours, which
        // are not problems of the theme.
        var scratch = reader
        var colors: [String: RGBColor] = [:]
        for path in scratch.tree.order {
            guard case .value(let paint) = scratch.paint(path, required: false, over: backdrop),
                let color = paint.color
            else {
                continue
            }
            colors[path] = color
        }
        return colors
    }

    private mutating func buildChrome() -> ChromeColors? {
        typealias Roles = TokenRoles
        // The screen lies over white; the other chrome colours lie over the screen.
        let background = reader.color(path(Roles.surface), required: true, over: Self.white).value
        let screen = background ?? Self.white
        let text = reader.color(path(Roles.text), required: true, over: screen).value
        let muted = reader.color(path(Roles.mutedText), required: true, over: screen).value
        let accent = reader.color(path(Roles.accent), required: true, over: screen).value
        let error = reader.color(path(Roles.error), required: true, over: screen).value
        let onColor = reader.color(path(Roles.onColorSurface), required: true, over: screen).value
        guard let background, let text, let muted, let accent, let error, let onColor else { return nil }
        return ChromeColors(
            background: background, text: text, mutedText: muted, accent: accent, error: error, onColorSurface: onColor)
    }

    private mutating func buildMetrics() -> ButtonMetrics? {
        typealias Roles = TokenRoles
        func sized(_ role: String, _ size: String) -> String { path(Roles.fill(role, ["size": size])) }
        let radius = boundedPoints(path(Roles.radius), DimensionBounds.radius, what: "radius")
        let smallHeight = boundedPoints(sized(Roles.height, "sm"), DimensionBounds.height, what: "height")
        let mediumHeight = boundedPoints(sized(Roles.height, "md"), DimensionBounds.height, what: "height")
        let smallPadding = boundedPoints(sized(Roles.paddingX, "sm"), DimensionBounds.paddingX, what: "padding")
        let mediumPadding = boundedPoints(sized(Roles.paddingX, "md"), DimensionBounds.paddingX, what: "padding")
        let border = boundedPoints(path(Roles.borderWidth), DimensionBounds.borderWidth, what: "border width")
        guard let radius, let smallHeight, let mediumHeight, let smallPadding, let mediumPadding, let border else {
            return nil
        }
        return ButtonMetrics(
            corner: CornerStyle(radiusPoints: radius),
            smallHeight: CellMetrics.rows(forHeight: smallHeight),
            mediumHeight: CellMetrics.rows(forHeight: mediumHeight),
            smallPaddingX: CellMetrics.columns(forWidth: smallPadding),
            mediumPaddingX: CellMetrics.columns(forWidth: mediumPadding),
            borderWidth: CellMetrics.borderCells(forWidth: border),
            points: ButtonPoints(
                radius: radius, smallHeight: smallHeight, mediumHeight: mediumHeight,
                smallPaddingX: smallPadding, mediumPaddingX: mediumPadding, borderWidth: border))
    }

    /// A dimension in points, reported when it lies outside what a button can be.
    private mutating func boundedPoints(_ path: String, _ bounds: ClosedRange<Double>, what: String) -> Double? {
        guard let points = reader.points(path) else { return nil }
        if let problem = DimensionBounds.problem(points, bounds, what: what) {
            reader.problems.add(path, problem)
            return nil
        }
        return points
    }

    /// One variant's presentation rules: the tokens the theme has for it under each text
    /// role (`font-weight.button.V.STATE`, ...) and `brand-surface.button.V`. Only tokens
    /// that exist are read, so a theme that leaves them out lists no missing roles; the
    /// defaults (``PresentationDefaults``) stand in.
    private mutating func buildPresentation(_ variant: String) -> VariantPresentation {
        var presentation = VariantPresentation()
        let values = ["variant": variant]
        let surfaceRole = TokenRoles.fill(TokenRoles.brandSurface, values)
        let surfacePath = path(surfaceRole)
        if reader.tree.tokens[surfacePath] != nil || reader.tree.groups.contains(surfacePath) {
            if case .value(let flag) = reader.flag(surfacePath) { presentation.brandSurface = flag }
        } else {
            defaultedPresentationRoles.append(surfaceRole)
        }
        for role in TokenRoles.textRoles {
            let group = path(TokenRoles.stateGroup(role.pattern, variant: variant))
            if reader.tree.tokens[group] != nil {
                reader.problems.add(group, "expected a group of states (default, selected...), found a token")
                continue
            }
            let states = reader.tree.children[group] ?? []
            if states.isEmpty { defaultedPresentationRoles.append(TokenRoles.fill(role.pattern, values)) }
            var seen: [StateTokenName.Parsed: String] = [:]
            for state in states {
                let tokenPath = "\(group).\(state)"
                guard let words = StateTokenName.parse(state) else {
                    reader.problems.add(
                        tokenPath,
                        "unknown state \"\(state)\" (write default, or words joined by '-' from pressed, disabled, selected, focused and custom state names)"
                    )
                    continue
                }
                if words.system.contains([.highlighted, .disabled]) {
                    reader.problems.add(tokenPath, "state \(state) never happens: a disabled button cannot be pressed")
                    continue
                }
                let key = StateTokenName.Parsed(system: words.system, custom: words.custom.sorted())
                if let earlier = seen[key] {
                    reader.problems.add(tokenPath, "same state as \(earlier)")
                    continue
                }
                seen[key] = state
                let patch = textPatch(role.pattern, at: tokenPath)
                if !patch.isEmpty { presentation.rules.append(VariantPresentation.Rule(words: words, patch: patch)) }
            }
        }
        return presentation
    }

    /// The one field a text role's token sets; nothing when the token is malformed
    /// (reported).
    private mutating func textPatch(_ role: String, at path: String) -> TextPatch {
        var patch = TextPatch()
        switch role {
        case TokenRoles.fontWeight: patch.fontWeight = reader.fontWeight(path).value
        case TokenRoles.underline: patch.underline = reader.flag(path).value
        default: patch.dim = reader.flag(path).value
        }
        return patch
    }

    /// One variant's style; translucent colours lie over `surface` (what the buttons sit
    /// on), a foreground over its state's background.
    private mutating func buildVariant(_ variant: String, surface: RGBColor) -> VariantStyle? {
        let group = path(TokenRoles.variant(variant))
        var ok = true
        // The default colours: all three parts are required.
        let background = reader.paint("\(group).default.background", required: true, over: surface).value
        let beneath = background?.color ?? surface
        let foreground = reader.color("\(group).default.foreground", required: true, over: beneath).value
        let border = reader.paint("\(group).default.border", required: true, over: surface).value
        var spinner: RGBColor?
        switch reader.color("\(group).\(TokenRoles.spinner)", required: false, over: beneath) {
        case .failed: ok = false
        case .value(let color): spinner = color
        case .absent: break
        }
        var groups: [VariantStyle.StateGroup] = []
        var namesByWords: [StateTokenName.Parsed: String] = [:]
        let stateNames = reader.tree.children[group] ?? []
        for required in TokenRoles.requiredStates where !stateNames.contains(required) {
            reader.problems.add(
                "\(group).\(required)",
                "missing required state group (\(required) needs background, foreground or border)")
            ok = false
        }
        for name in stateNames where name != TokenRoles.spinner {
            let path = "\(group).\(name)"
            guard let words = StateTokenName.parse(name) else {
                reader.problems.add(
                    path,
                    "unknown state \"\(name)\" (write \(StateTokenName.grammar) such as mutual or loading)"
                )
                ok = false
                continue
            }
            if words.system.contains([.highlighted, .disabled]) {
                reader.problems.add(
                    path,
                    "state \(name) is never looked up: UIKit drops disabled when highlighted, so it reads \(StateTokenName.name(for: words.system.lookupKey))"
                )
                ok = false
                continue
            }
            let key = StateTokenName.Parsed(system: words.system, custom: words.custom.sorted())
            if let earlier = namesByWords[key] {
                reader.problems.add(path, "same state as \(earlier)")
                ok = false
                continue
            }
            namesByWords[key] = name
            guard let patch = buildPatch(path, surface: surface, beneath: beneath) else { ok = false; continue }
            if name != SystemFlag.normalThemeWord {
                groups.append(VariantStyle.StateGroup(name: name, words: words, patch: patch))
            }
        }
        guard ok, let foreground, let background, let border else { return nil }
        return VariantStyle(
            base: ButtonColors(foreground: foreground, background: background.color, border: border.color),
            groups: groups, spinner: spinner)
    }

    /// One state group's patch; `nil` when something in it is wrong. `beneath` is the
    /// default background, under a foreground when the state sets no background.
    private mutating func buildPatch(_ path: String, surface: RGBColor, beneath: RGBColor) -> StylePatch? {
        guard reader.tree.groups.contains(path) else {
            reader.problems.add(path, "expected a state group with background, foreground or border, found a token")
            return nil
        }
        var ok = true
        let members = reader.tree.children[path] ?? []
        for member in members where !TokenRoles.parts.contains(member) {
            reader.problems.add(
                "\(path).\(member)", "unknown part \"\(member)\" (use background, foreground or border)")
            ok = false
        }
        if members.isEmpty {
            reader.problems.add(path, "empty state group (set background, foreground or border)")
            ok = false
        }
        var patch = StylePatch()
        switch reader.paint("\(path).background", required: false, over: surface) {
        case .value(let paint): patch.background = paint
        case .failed: ok = false
        case .absent: break
        }
        let under = patch.background.map { $0.color ?? surface } ?? beneath
        switch reader.color("\(path).foreground", required: false, over: under) {
        case .value(let color): patch.foreground = color
        case .failed: ok = false
        case .absent: break
        }
        switch reader.paint("\(path).border", required: false, over: surface) {
        case .value(let paint): patch.border = paint
        case .failed: ok = false
        case .absent: break
        }
        return ok ? patch : nil
    }
}
