import ButtonKit
import Theming

/// A configuration button's content as UIKit lays it out: the title with the subtitle
/// under it in a smaller font, and the image (or the activity indicator, which takes the
/// image's place) on the side `imagePlacement` names (leading and trailing swap right to
/// left).
extension DeviceButton {
    /// The subtitle's size: UIKit's footnote beside the title, scaled with it.
    static func subtitleSize(_ metrics: DeviceMetrics) -> Double { (metrics.fontSize * 0.77).rounded() }
    /// The gap between stacked parts (image over title, title over subtitle).
    static let stackGap = 2.0

    private static func lead(_ button: Button, metrics: DeviceMetrics) -> (width: Double, height: Double)? {
        if button.showsSpinner { return (min(20, metrics.height * 0.5), min(20, metrics.height * 0.5)) }
        return button.icon.map { (FontMetrics.width($0, size: metrics.fontSize, weight: 600), metrics.fontSize) }
    }

    private static func textWidth(_ button: Button, metrics: DeviceMetrics) -> Double {
        let size = metrics.fontSize, small = subtitleSize(metrics)
        let title = FontMetrics.width(
            DeviceText.fitted(button.shownTitle, size: size), size: size, weight: metrics.titleWeight)
        let subtitle = FontMetrics.width(DeviceText.fitted(button.shownSubtitle, size: small), size: small, weight: 400)
        return max(title, subtitle)
    }

    private static func isVertical(_ configuration: ResolvedConfiguration) -> Bool {
        configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
    }

    /// The width of a configuration's content shown now.
    static func configurationContentWidth(_ button: Button, metrics: DeviceMetrics) -> Double {
        let text = textWidth(button, metrics: metrics)
        guard let configuration = button.configuration, let lead = lead(button, metrics: metrics) else { return text }
        if isVertical(configuration) { return max(text, lead.width) }
        return lead.width + (text == 0 ? 0 : gap) + text
    }

    /// A configuration's content centred on (`centreX`, `centreY`): the image or
    /// indicator on the side `imagePlacement` names, the title with the subtitle under it.
    /// - Parameters:
    ///   - configuration: The configuration shown now.
    ///   - centreX: The button's horizontal centre.
    ///   - centreY: The button's vertical centre.
    func configurationLayout(
        _ configuration: ResolvedConfiguration, centreX: Double, centreY: Double
    ) -> DeviceContentLayout {
        let small = Self.subtitleSize(metrics)
        let title = fitting.lines.first ?? ""
        let subtitle = DeviceText.fitted(button.shownSubtitle, size: small)
        let text = Self.textWidth(button, metrics: metrics)
        let textHeight = subtitle.isEmpty ? fontSize : fontSize + Self.stackGap + small
        var textCentre = (x: centreX, y: centreY)
        var layout = DeviceContentLayout(
            lead: nil, leadCentre: nil, titleCentre: .init(x: centreX, y: centreY),
            titleLines: title.isEmpty ? [] : [title], subtitle: subtitle, subtitleCentre: nil)
        if let lead = Self.lead(button, metrics: metrics) {
            var leadCentre = (x: centreX, y: centreY)
            let separation = text == 0 && title.isEmpty && subtitle.isEmpty ? 0.0 : 1.0
            switch configuration.imagePlacement {
            case .leading, .trailing:
                let total = Self.configurationContentWidth(button, metrics: metrics)
                let start = centreX - total / 2
                // Leading is the right-hand side when the language reads right to left.
                let onLeft = (configuration.imagePlacement == .leading) != environment.isRightToLeft
                leadCentre.x = onLeft ? start + lead.width / 2 : start + total - lead.width / 2
                textCentre.x = onLeft ? start + total - text / 2 : start + text / 2
            case .top, .bottom:
                let total = lead.height + separation * (Self.stackGap * 2 + textHeight)
                let top = centreY - total / 2
                let above = configuration.imagePlacement == .top
                leadCentre.y = above ? top + lead.height / 2 : top + total - lead.height / 2
                textCentre.y = above ? top + total - textHeight / 2 : top + textHeight / 2
            }
            if button.showsSpinner {
                layout.lead = .spinner(diameter: lead.width)
            } else if let icon = button.icon {
                layout.lead = .image(glyph: icon, width: lead.width)
            }
            if layout.lead != nil { layout.leadCentre = .init(x: leadCentre.x, y: leadCentre.y) }
        }
        let titleY = subtitle.isEmpty ? textCentre.y : textCentre.y - textHeight / 2 + fontSize / 2
        layout.titleCentre = .init(x: textCentre.x, y: titleY)
        if !subtitle.isEmpty {
            layout.subtitleCentre = .init(x: textCentre.x, y: textCentre.y + textHeight / 2 - small / 2)
        }
        return layout
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
        let layout = configurationLayout(configuration, centreX: centreX, centreY: centreY)
        // A configuration's image is drawn semibold, as UIKit's symbol configuration does.
        drawLead(layout, imageWeight: 600, into: &svg)
        if !layout.titleLines.isEmpty {
            drawTitle(layout.titleLines, centreX: layout.titleCentre.x, centreY: layout.titleCentre.y, into: &svg)
        }
        if let centre = layout.subtitleCentre {
            svg.text(
                layout.subtitle, x: centre.x, y: centre.y, size: Self.subtitleSize(metrics),
                weight: 400, color: style.foreground, anchor: "middle", role: "button-subtitle",
                rtl: environment.isRightToLeft)
        }
    }
}
