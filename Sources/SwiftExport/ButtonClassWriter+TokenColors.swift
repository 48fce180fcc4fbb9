import ButtonKit
import Theming

extension ButtonClassWriter {
    /// `Colors.named("theme.color.button.primary.default.background")`: the colour of `part`
    /// in `state` by the token the theme reads it from, its four appearances (light, dark and
    /// both with Increase Contrast, a counterpart's own token value where it has one) added to
    /// the asset catalog, alpha kept. `nil` (the caller writes literals) when the theme names
    /// no token for it, when no appearance shows the part, when a token's value is not what the
    /// review draws (a border the theme gives no width), or when the token's name already
    /// holds other values.
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
        guard let light = values[0], let name = light.token else { return nil }
        // A counterpart without the token shows the theme's own, as the simulator's does.
        let appearances = values.map { $0 ?? light }
        for (value, drawn) in zip(appearances, drawn) {
            let agrees =
                value.alpha <= 0 ? drawn == nil : value.alpha >= 1 ? drawn == value.rgb : drawn != nil
            guard agrees else { return nil }
        }
        guard colorAssets.add(name, appearances: appearances) else { return nil }
        return "Colors.named(\(SwiftNames.literal(name)))"
    }
}
