import Runtime
import Theming

/// Maps a style's colour to the colour index curses is given. Pure, so the mapping is
/// testable without a terminal.
public enum TerminalColor {
    /// The terminal's default colour (`use_default_colors`).
    public static let defaultIndex = -1

    /// The palette index for `color` in `mode`: the nearest of the 256-colour cube and
    /// grey ramp (16...255), the nearest of the 8 basic colours (0...7), or
    /// ``defaultIndex`` for `nil` and for ``ColorMode/none``.
    public static func index(for color: RGBColor?, mode: ColorMode) -> Int {
        guard let color else { return defaultIndex }
        switch mode {
        case .none: return defaultIndex
        case .basic8: return XtermPalette.nearest8(color)
        case .xterm256: return XtermPalette.nearest256(color)
        }
    }
}
