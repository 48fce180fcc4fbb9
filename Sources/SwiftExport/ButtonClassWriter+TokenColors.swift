import ButtonKit
import Theming

extension ButtonClassWriter {
    /// `Colors.named("theme.color.background.brand")`: the colour of `part` in `state` by the
    /// token the theme reads it from (roles read from one token share its colour set), its four
    /// appearances (light, dark and both with Increase Contrast, a counterpart's own token value
    /// where it has one) added to the asset catalog, alpha kept. Named after the role's own token
    /// where a counterpart reads the role from another token, or where the token it is read from
    /// already holds other values in the catalog. `nil` (the caller writes literals) when the theme
    /// names no token for it, when no appearance shows the part, when a token's value is not what
    /// the review draws (a border the theme gives no width), or when both names hold other values.
    /// - Parameters:
    ///   - part: The part.
    ///   - state: The state.
    ///   - shown: What the review draws for the part in a theme (the state facts' colour).
    func tokenColor(_ part: Theme.ColorPart, _ state: ControlState, shown: (Theme) -> RGBColor?) -> String? {
        let themes = [theme, traitThemes.dark, traitThemes.highContrast, traitThemes.darkHighContrast]
        let drawn = themes.map(shown)
        guard drawn.contains(where: { $0 != nil }) else { return nil }
        let values = themes.map {
            $0.roleColor(part, variant: definition.variant, state: state, customStates: definition.states)
        }
        guard let light = values[0], let token = light.token else { return nil }
        // A counterpart without the token shows the theme's own, as the simulator's does.
        let appearances = values.map { $0 ?? light }
        for (value, drawn) in zip(appearances, drawn) {
            let agrees =
                value.alpha <= 0 ? drawn == nil : value.alpha >= 1 ? drawn == value.rgb : drawn != nil
            guard agrees else { return nil }
        }
        // Named after the token the role is read from only where every appearance reads that
        // token: a set called `theme.color.border.none` must not hold Increase Contrast's black.
        let oneSource = values.allSatisfy { $0 == nil || $0?.source == light.source }
        let names = oneSource ? [light.source ?? token, token] : [token]
        for name in names where colorAssets.add(name, appearances: appearances) {
            return "Colors.named(\(SwiftNames.literal(name)))"
        }
        return nil
    }

    /// `Colors.named("theme.color.palette.on-brand")`: a token a configuration names itself
    /// (`baseForegroundColor`), its four appearances from the four themes (the light theme's
    /// where a counterpart lacks it), opaque as the review draws it; `nil` when the theme has
    /// no such token or its name holds other values.
    /// - Parameter path: The token's path.
    func namedTokenColor(_ path: String) -> String? {
        let themes = [theme, traitThemes.dark, traitThemes.highContrast, traitThemes.darkHighContrast]
        guard let light = theme.color(token: path) else { return nil }
        let appearances = themes.map {
            RoleColor(token: path, source: path, rgb: $0.color(token: path) ?? light, alpha: 1)
        }
        guard colorAssets.add(path, appearances: appearances) else { return nil }
        return "Colors.named(\(SwiftNames.literal(path)))"
    }
}
