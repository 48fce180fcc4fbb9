import ButtonKit

/// A loaded theme: the simulator's chrome colours and every design-system button style.
///
/// Styles are resolved on demand with UIKit's lookup: the tokens of the exact state
/// (after highlighted drops disabled), else the default tokens. A state's tokens patch
/// only the colours they set on top of the default state.
///
/// ```swift
/// let style = Theme.builtInDefault.style(variant: .primary, size: .medium, state: [.selected])
/// style.style.background   // nil: a followed button is outlined
/// ```
public struct Theme: Hashable, Sendable {
    /// The file name without `.json` (`dark`), or `default` for the built-in theme.
    public var name: String
    /// The file's root `$description`, if any.
    public var summary: String?
    public var chrome: ChromeColors
    public var metrics: ButtonMetrics
    var variants: [ButtonVariant: VariantStyle]

    init(name: String, summary: String?, chrome: ChromeColors, metrics: ButtonMetrics, variants: [ButtonVariant: VariantStyle]) {
        self.name = name
        self.summary = summary
        self.chrome = chrome
        self.metrics = metrics
        self.variants = variants
    }

    /// The style a button draws with, and which state's tokens supplied it.
    public func style(variant: ButtonVariant, size: ButtonSize, state: ControlState) -> ResolvedStyle {
        let tokens = variants[variant] ?? emergencyVariant
        let lookup = tokens.patches.lookup(state, default: .empty)
        let slot: ControlState = switch lookup.source {
        case .exact: state
        case .aliased(let slot): slot
        case .normalFallback, .systemDefault: .normal
        }
        let colors = lookup.value.applied(to: tokens.base)
        let border = metrics.borderWidth > 0 ? colors.border : nil
        let style = ButtonStyle(foreground: colors.foreground, background: colors.background, border: border,
                                borderWidth: border == nil ? 0 : metrics.borderWidth, corner: metrics.corner,
                                height: metrics.height(for: size), paddingX: metrics.paddingX(for: size),
                                spinner: tokens.spinner ?? colors.foreground)
        return ResolvedStyle(style: style, source: lookup.source, slot: slot)
    }

    /// The states the theme has tokens for in `variant`, `.normal` first, in raw order.
    public func definedStates(for variant: ButtonVariant) -> [ControlState] {
        guard let tokens = variants[variant] else { return [.normal] }
        return tokens.patches.storage.keys.sorted().map { ControlState(rawValue: $0) }
    }

    /// Only reachable for a theme built outside the loader; keeps `style` total.
    private var emergencyVariant: VariantStyle {
        VariantStyle(base: ButtonColors(foreground: chrome.text, background: nil, border: chrome.text),
                     patches: StateTable([.normal: .empty]), spinner: nil)
    }
}
