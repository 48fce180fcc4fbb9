import ButtonKit
import Theming

/// `render --look device`: one button in one state on its surface, as a phone shows it,
/// with the theme's name above it; one panel per theme, side by side (drawn from screen
/// models in Rendering), and the bare picture a review page inlines.
public enum DeviceButtonPicture {
    /// Points around the button.
    public static let margin = 24.0

    /// One button in one state in one theme, as a phone shows it, without the theme's
    /// name above it: a picture for a review page (the SVG element alone, no XML prolog).
    /// - Parameters:
    ///   - button: The button in the state to draw.
    ///   - theme: The theme.
    ///   - localization: The locale its titles are measured in.
    ///   - scale: Pixels per point.
    public static func inlineSVG(_ button: Button, theme: Theme, localization: Localization, scale: Int) -> String {
        let drawn = DeviceButton(button, theme: theme)
        let width = drawn.width(localization: localization)
        var panel = DevicePanel(
            width: (width + 2 * margin / 2).rounded(.up), height: drawn.height + margin,
            background: theme.surface(variant: button.variant))
        drawn.draw(x: margin / 2, y: margin / 2, width: width, focusRing: theme.chrome.accent, into: &panel.svg)
        let document = DevicePanel.document(sideBySide: [panel], scale: scale)
        guard document.hasPrefix("<?xml"), let end = document.firstIndex(of: "\n") else { return document }
        return String(document[document.index(after: end)...])
    }
}
