import ButtonKit
import Theming

/// A configuration button's content as UIKit lays it out: the title with the subtitle
/// under it in a smaller font, and the image (or the activity indicator, which takes the
/// image's place) on the side `imagePlacement` names.
extension DeviceButton {
    /// The subtitle's size: about UIKit's footnote beside a body title.
    var subtitleSize: Double { isSmall ? 11 : 13 }
    /// The gap between stacked parts (image over title, title over subtitle).
    static let stackGap = 2.0

    /// The image or indicator's width and height, if one shows.
    private func lead(_ configuration: ResolvedConfiguration) -> (width: Double, height: Double)? {
        if button.showsSpinner { return (indicatorDiameter, indicatorDiameter) }
        return button.icon.map { (DeviceText.width($0, size: fontSize), fontSize) }
    }

    private func textWidth(_ configuration: ResolvedConfiguration) -> Double {
        let title = DeviceText.width(DeviceText.fitted(button.shownTitle, size: fontSize), size: fontSize)
        let subtitle = DeviceText.width(
            DeviceText.fitted(button.shownSubtitle, size: subtitleSize), size: subtitleSize)
        return max(title, subtitle)
    }

    private func isVertical(_ configuration: ResolvedConfiguration) -> Bool {
        configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
    }

    /// The width of a configuration's content shown now.
    func configurationContentWidth(_ configuration: ResolvedConfiguration) -> Double {
        let text = textWidth(configuration)
        guard let lead = lead(configuration) else { return text }
        if isVertical(configuration) { return max(text, lead.width) }
        return lead.width + (text == 0 ? 0 : Self.gap) + text
    }

    /// Draws a configuration's content centred on (`centreX`, `centreY`).
    /// - Parameters:
    ///   - configuration: The configuration shown now.
    ///   - centreX: The button's horizontal centre.
    ///   - centreY: The button's vertical centre.
    ///   - svg: The document drawn into.
    func drawConfigurationContent(
        _ configuration: ResolvedConfiguration, centreX: Double, centreY: Double,
        into svg: inout DeviceSVG
    ) {
        let title = DeviceText.fitted(button.shownTitle, size: fontSize)
        let subtitle = DeviceText.fitted(button.shownSubtitle, size: subtitleSize)
        let text = textWidth(configuration)
        let textHeight = subtitle.isEmpty ? fontSize : fontSize + Self.stackGap + subtitleSize
        var textCentre = (x: centreX, y: centreY)
        if let lead = lead(configuration) {
            var leadCentre = (x: centreX, y: centreY)
            let separation = text == 0 && title.isEmpty && subtitle.isEmpty ? 0.0 : 1.0
            switch configuration.imagePlacement {
            case .leading, .trailing:
                let total = configurationContentWidth(configuration)
                let start = centreX - total / 2
                let leading = configuration.imagePlacement == .leading
                leadCentre.x = leading ? start + lead.width / 2 : start + total - lead.width / 2
                textCentre.x = leading ? start + total - text / 2 : start + text / 2
            case .top, .bottom:
                let total = lead.height + separation * (Self.stackGap * 2 + textHeight)
                let top = centreY - total / 2
                let above = configuration.imagePlacement == .top
                leadCentre.y = above ? top + lead.height / 2 : top + total - lead.height / 2
                textCentre.y = above ? top + total - textHeight / 2 : top + textHeight / 2
            }
            if button.showsSpinner {
                svg.append(
                    ActivityIndicator.svg(
                        x: leadCentre.x, y: leadCentre.y, diameter: indicatorDiameter,
                        colorHex: style.spinner.hex))
            } else if let icon = button.icon {
                svg.text(
                    icon, x: leadCentre.x, y: leadCentre.y, size: fontSize, weight: 600, color: style.foreground,
                    anchor: "middle", role: "button-image")
            }
        }
        let titleY = subtitle.isEmpty ? textCentre.y : textCentre.y - textHeight / 2 + fontSize / 2
        if !title.isEmpty {
            svg.text(
                title, x: textCentre.x, y: titleY, size: fontSize, weight: 600, color: style.foreground,
                anchor: "middle", role: "button-title")
        }
        if !subtitle.isEmpty {
            svg.text(
                subtitle, x: textCentre.x, y: textCentre.y + textHeight / 2 - subtitleSize / 2, size: subtitleSize,
                weight: 400, color: style.foreground, anchor: "middle", role: "button-subtitle")
        }
    }
}
