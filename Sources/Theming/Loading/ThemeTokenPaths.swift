import ButtonKit

/// The token paths the simulator reads (see ``ThemeLoader`` for the layout).
enum ThemeTokenPaths {
    static let surface = "theme.color.surface.default"
    static let text = "theme.color.foreground.default"
    static let mutedText = "theme.color.foreground.muted"
    static let accent = "theme.color.foreground.accent"
    static let error = "theme.color.foreground.danger"
    static let onColorSurface = "theme.color.background.brand"

    static let radius = "theme.radius.button.default"
    static let smallHeight = "theme.height.button.sm"
    static let mediumHeight = "theme.height.button.md"
    static let smallPaddingX = "theme.padding-x.button.sm"
    static let mediumPaddingX = "theme.padding-x.button.md"
    static let borderWidth = "theme.border-width.button.default"

    /// The group holding one group per variant.
    static let variants = "theme.color.button"

    /// `theme.color.button.<variant>`.
    static func variant(_ variant: String) -> String { "\(variants).\(variant)" }

    /// The colour parts a state group may set.
    static let parts = ["background", "foreground", "border"]
    /// The state groups every variant must have besides `default`, whose three parts are
    /// each required tokens.
    static let requiredStates = ["pressed", "disabled"]
    /// The variant member that is not a state.
    static let spinner = "spinner"
}
