import ButtonKit
import DeviceLook
import Theming

/// `render --look device`: the button in the state it has in each screen model, with the
/// theme's name above it; one panel per theme, side by side.
extension DeviceButtonPicture {
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

    static func panel(_ button: Button, model: ScreenModel) -> DevicePanel {
        let button = button.shown(in: model.environment)
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
