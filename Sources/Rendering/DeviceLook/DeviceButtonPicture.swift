import ButtonKit
import Theming

/// `render --look device`: one button in one state on its surface, as a phone shows it,
/// with the theme's name above it; one panel per theme, side by side.
public enum DeviceButtonPicture {
    /// Points around the button.
    static let margin = 24.0

    /// The SVG document.
    /// - Parameters:
    ///   - buttonID: The button to draw, in the state it has in each model.
    ///   - models: One model per theme.
    ///   - scale: Pixels per point.
    ///   - columns: Panels per row (a grid of environments); `nil`: all side by side.
    public static func svg(_ button: Button, models: [ScreenModel], scale: Int, columns: Int? = nil) -> String {
        DevicePanel.document(
            grid: models.map { panel(button, model: $0) }, columns: columns ?? models.count, scale: scale,
            notes: models.first.map(DeviceNotes.lines) ?? [])
    }

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

    static func panel(_ button: Button, model: ScreenModel) -> DevicePanel {
        let theme = model.theme
        let drawn = DeviceButton(button, theme: theme, environment: model.environment)
        let width = drawn.width(localization: model.simulator.localization)
        let caption = "\(model.themeName) · \(GalleryLabels.names(button.flags))" + DeviceNotes.environmentSuffix(model)
        let captionHeight = 28.0
        let panelWidth = max(width, DeviceText.width(caption, size: DeviceText.labelSize)) + 2 * margin
        var panel = DevicePanel(
            width: panelWidth.rounded(.up), height: captionHeight + drawn.height + 2 * margin - 8,
            background: theme.surface(variant: button.variant))
        let onPanel = theme.isOnBrandSurface(variant: button.variant)
        panel.svg.text(
            caption, x: margin, y: margin - 4, size: DeviceText.labelSize, weight: 500,
            color: onPanel ? theme.chrome.background : theme.chrome.mutedText, role: "caption")
        drawn.draw(
            x: margin, y: margin + captionHeight - 8, width: width, focusRing: theme.focusRing(variant: button.variant),
            into: &panel.svg)
        return panel
    }
}

/// Words for gallery labels.
enum GalleryLabels {
    /// `normal`, or the names of what is on (`selected · highlighted`, `mutual · selected`).
    static func names(_ flags: ButtonFlags) -> String {
        let names = flags.names
        return names.isEmpty ? "normal" : names.joined(separator: " · ")
    }

    /// The names broken into lines that fit `width` points (a name is never split).
    /// - Parameters:
    ///   - flags: What is on.
    ///   - width: The cell's width.
    ///   - size: The font size.
    static func wrapped(_ flags: ButtonFlags, width: Double, size: Double) -> [String] {
        let names = flags.names.isEmpty ? ["normal"] : flags.names
        var lines: [String] = []
        for name in names {
            if let last = lines.last, DeviceText.width(last + " · " + name, size: size) * 1.1 <= width {
                lines[lines.count - 1] = last + " · " + name
            } else {
                lines.append(name)
            }
        }
        return lines
    }
}
