import ButtonKit

/// One variant's tokens: the default colours, the per-state patches in a UIKit state
/// table (so lookups follow the engine's exact-then-normal rule), and the spinner colour.
struct VariantStyle: Hashable, Sendable {
    var base: ButtonColors
    /// `.normal` holds an empty patch, `.highlighted` the pressed tokens, and so on.
    var patches: StateTable<StylePatch>
    /// `theme.color.button.<variant>.spinner`; `nil` means the state's foreground.
    var spinner: RGBColor?
}
