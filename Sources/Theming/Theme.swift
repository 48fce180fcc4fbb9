import ButtonKit

/// A loaded theme: the simulator's chrome colours and the button styles of every variant
/// the file defines.
///
/// Styles are resolved on demand with UIKit's lookup: the tokens of the exact state
/// (after highlighted drops disabled), else the default tokens. A state's tokens patch
/// only the colours they set on top of the default state. State words beyond the system
/// ones name the button's custom states. Title weight, underline, faintness and the
/// surface a variant sits on are theme data too (``VariantPresentation``).
///
/// ```swift
/// let style = Theme.builtInDefault.style(variant: "primary", size: .medium, state: [.selected], customStates: [])
/// style.style.background   // nil: a followed button is outlined
/// ```
public struct Theme: Hashable, Sendable {
    /// The file name without `.json` (`dark`), or `default` for the built-in theme.
    public var name: String
    /// The file's root `$description`, if any.
    public var summary: String?
    /// The simulator's own colours.
    public var chrome: ChromeColors
    /// Heights, paddings, corner and border.
    public var metrics: ButtonMetrics
    var variants: [String: VariantStyle]
    /// The variant names, in file order.
    public private(set) var variantNames: [String]
    /// Every visible colour token by path, aliases resolved, for configuration buttons'
    /// `baseBackgroundColor` / `baseForegroundColor`.
    var colorTokens: [String: RGBColor] = [:]
    /// Problems in tokens no role uses; they did not stop the theme loading.
    public var warnings: [ThemeProblem] = []
    /// Every file the theme was read from (a manifest, its token files, its counterparts'
    /// files), as given, for live reload; empty for a built-in theme.
    public var sourceFiles: [String] = []
    /// Which token of which file supplied each role the theme read, in reading order.
    public var roleSources: [RoleSource] = []
    /// Each colour role's value as its token writes it (alpha kept) and the token it comes
    /// from, by role (`color.button.primary.default.background`): what the export's asset
    /// catalog holds.
    public var roleColors: [String: RoleColor] = [:]
    /// Roles the theme could have supplied and did not (optional ones: the default
    /// state's colour or the foreground stands in).
    public var unsuppliedRoles: [String] = []
    /// Presentation roles the theme leaves to ``PresentationDefaults``, per variant
    /// (`font-weight.button.secondary.{state}`, `brand-surface.button.secondary`).
    public var defaultedPresentationRoles: [String] = []
    /// The dark and increased-contrast themes a manifest names, loaded with it.
    public var counterparts: [ThemeCounterpart: Theme] = [:]

    init(
        name: String, summary: String?, chrome: ChromeColors, metrics: ButtonMetrics, variants: [(String, VariantStyle)]
    ) {
        self.name = name
        self.summary = summary
        self.chrome = chrome
        self.metrics = metrics
        self.variants = Dictionary(variants, uniquingKeysWith: { first, _ in first })
        self.variantNames = variants.map(\.0)
    }

    /// Two themes are equal when they look the same: the same name, description, colours,
    /// metrics, variants and counterparts, wherever they were read from.
    public static func == (lhs: Theme, rhs: Theme) -> Bool {
        lhs.name == rhs.name && lhs.summary == rhs.summary && lhs.chrome == rhs.chrome && lhs.metrics == rhs.metrics
            && lhs.variants == rhs.variants && lhs.variantNames == rhs.variantNames
            && lhs.colorTokens == rhs.colorTokens && lhs.counterparts == rhs.counterparts
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(chrome)
        hasher.combine(metrics)
        hasher.combine(variantNames)
    }

    /// The colour of a colour token (`theme.color.button.primary.default.background`),
    /// aliases resolved; `nil` when the theme has no such visible colour token.
    public func color(token path: String) -> RGBColor? { colorTokens[path] }

    /// Whether the theme defines this variant.
    public func hasVariant(_ variant: String) -> Bool { variants[variant] != nil }

    /// Whether a variant's buttons sit on the brand surface, as the theme's
    /// `brand-surface.button.VARIANT` says (``PresentationDefaults`` when it does not).
    public func isOnBrandSurface(variant: String) -> Bool {
        (variants[variant]?.presentation ?? .defaults).brandSurface
    }

    /// The surface a variant's buttons sit on.
    public func surface(variant: String) -> RGBColor { chrome.surface(for: isOnBrandSurface(variant: variant)) }

    /// A variant's title weight, underline and faintness in `state`, from the theme's text
    /// rules laid over ``PresentationDefaults``.
    /// - Parameters:
    ///   - variant: The theme colour group.
    ///   - state: UIKit's state, custom bits included.
    ///   - customStates: The button's custom states, which give custom state words their bits.
    public func textLook(variant: String, state: ControlState, customStates: [CustomState]) -> TextLook {
        variants[variant]?.look(state: state, customStates: customStates)
            ?? VariantPresentation.defaults.look(state: state, customStates: customStates)
    }

    /// A variant's title weight rules, least specific first: in a state, every rule whose
    /// state it includes sets the weight in turn (the weight of ``textLook(variant:state:customStates:)``),
    /// starting from regular (400). Rules that set no weight are left out.
    /// - Parameters:
    ///   - variant: The theme colour group.
    ///   - customStates: The button's custom states, which give custom state words their bits.
    public func fontWeightRules(variant: String, customStates: [CustomState]) -> [(state: ControlState, weight: Int)] {
        let rules =
            variants[variant]?.tables(customStates: customStates).text
            ?? VariantPresentation.defaults.ordered(customStates: customStates)
        return rules.compactMap { rule in rule.patch.fontWeight.map { (rule.state, $0) } }
    }

    /// The style a button draws with, and which state's tokens supplied it.
    /// - Parameters:
    ///   - variant: The theme colour group.
    ///   - size: Small or medium.
    ///   - state: UIKit's state.
    ///   - customStates: The button's custom states, which give custom state words their bits.
    ///   - ladder: Under SwiftUI's rules, the button's precedence ladder and flags, which
    ///     choose the tokens instead of UIKit's lookup.
    public func style(
        variant: String, size: ButtonSize, state: ControlState, customStates: [CustomState],
        ladder: (PrecedenceLadder, ButtonFlags)? = nil
    ) -> ResolvedStyle {
        let tokens = variants[variant] ?? emergencyVariant
        let tables = tokens.tables(customStates: customStates)
        let lookup =
            ladder.map { $0.lookup(tables.patches, flags: $1, default: .empty) }
            ?? tables.patches.lookup(state, default: .empty)
        let slot: ControlState =
            switch lookup.source {
            case .exact: state
            case .aliased(let slot), .ladder(_, let slot): slot
            case .normalFallback, .systemDefault: .normal
            }
        let colors = lookup.value.applied(to: tokens.base)
        let border = metrics.borderWidth > 0 ? colors.border : nil
        let style = ButtonStyle(
            foreground: colors.foreground, background: colors.background, border: border,
            borderWidth: border == nil ? 0 : metrics.borderWidth, corner: metrics.corner,
            height: metrics.height(for: size), paddingX: metrics.paddingX(for: size),
            spinner: tokens.spinner ?? colors.foreground)
        let text = VariantPresentation.look(state: state, rules: tables.text)
        return ResolvedStyle(style: style, source: lookup.source, slot: slot, text: text)
    }

    /// The states the theme has tokens for in `variant` on a button with these custom
    /// states, `.normal` first, in raw order.
    public func definedStates(for variant: String, customStates: [CustomState]) -> [ControlState] {
        guard let tokens = variants[variant] else { return [.normal] }
        return tokens.patches(customStates: customStates).storage.keys.sorted().map { ControlState(rawValue: $0) }
    }

    /// Only reachable for a theme built outside the loader; keeps `style` total.
    private var emergencyVariant: VariantStyle {
        VariantStyle(
            base: ButtonColors(foreground: chrome.text, background: nil, border: chrome.text), groups: [], spinner: nil)
    }
}
