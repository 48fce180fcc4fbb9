import ButtonKit
import Theming

/// One button as the phone draws it, in design points: its size from the theme's point
/// tokens, a rounded rectangle (a pill at radius 99) filled and stroked with the state's
/// exact colours, and its content (activity indicator or image glyph, then the title)
/// centred in the system font.
struct DeviceButton {
    let button: Button
    let theme: Theme
    let style: ButtonStyle
    let points: ButtonPoints

    /// The gap between the indicator or image and the title.
    static let gap = 8.0

    init(_ button: Button, theme: Theme) {
        self.button = button
        self.theme = theme
        self.style = ButtonView.style(of: button, theme: theme).style
        self.points = theme.metrics.points
    }

    var isSmall: Bool { button.drawnSize == .small }
    var height: Double { points.height(for: button.drawnSize) }
    var fontSize: Double { DeviceText.titleSize(small: isSmall) }
    /// The indicator's size: iOS's medium style (20 pt), smaller on short buttons.
    var indicatorDiameter: Double { min(20, height * 0.5) }
    var borderWidth: Double { style.border == nil ? 0 : points.borderWidth }

    /// The width of the content shown now: indicator or image, gap, title (a
    /// configuration's content is laid out by its own rules).
    var contentWidth: Double {
        if let configuration = button.configuration { return configurationContentWidth(configuration) }
        return contentWidth(title: DeviceText.fitted(button.shownTitle, size: fontSize))
    }

    /// The corner radius drawn: a configuration's corner style, else the theme's token.
    var cornerRadius: Double {
        if let look = ButtonView.configurationLook(of: button, theme: theme) {
            return min(max(0, look.cornerRadius), height / 2)
        }
        return points.cornerRadius(height: height)
    }

    func contentWidth(title: String) -> Double {
        var width = title.isEmpty ? 0 : DeviceText.width(title, size: fontSize)
        let lead: Double? =
            button.showsSpinner
            ? indicatorDiameter
            : button.icon.map { DeviceText.width($0, size: fontSize) }
        if let lead { width += lead + (title.isEmpty ? 0 : Self.gap) }
        return width
    }

    /// The width UIKit would give it: the content shown now (`fit`, the intrinsic content
    /// size) or the widest title it can show (`widest`), plus the padding each side.
    func width(localization: Localization) -> Double {
        let content: Double
        if button.definition.width == .fit {
            content = contentWidth
        } else {
            let lead =
                ButtonView.hasImage(button) || button.definition.states.contains(where: \.spinner)
                || (button.definition.machine?.states.contains(where: \.spinner) ?? false)
            let widest =
                button.allTitles(localization).map {
                    DeviceText.width(DeviceText.fitted($0, size: fontSize), size: fontSize)
                }.max() ?? 0
            content = max(contentWidth, widest + (lead ? max(indicatorDiameter, fontSize) + Self.gap : 0))
        }
        return (max(content, fontSize) + 2 * points.paddingX(for: button.drawnSize)).rounded(.up)
    }

    /// Draws the button with its top-left corner at (`x`, `y`).
    /// - Parameters:
    ///   - x: Left edge.
    ///   - y: Top edge.
    ///   - width: Its width (from ``width(localization:)``).
    ///   - focusRing: The colour of the focus ring shown for `.focused`.
    ///   - svg: The document drawn into.
    func draw(x: Double, y: Double, width: Double, focusRing: RGBColor, into svg: inout DeviceSVG) {
        let radius = cornerRadius
        svg.append("<g class=\"button\" data-state=\"\(ControlStateHex.full(button.state))\">\n")
        if button.state.contains(.focused) {
            // iPadOS draws a ring just outside a focused control, in the tint colour.
            let gap = 3.0
            svg.rect(
                x: x - gap - 1, y: y - gap - 1, width: width + 2 * gap + 2, height: height + 2 * gap + 2,
                radius: radius == 0 ? 0 : radius + gap + 1, fill: nil, stroke: focusRing, strokeWidth: 2,
                role: "focus-ring")
        }
        svg.rect(
            x: x, y: y, width: width, height: height, radius: radius, fill: style.background, role: "button-background")
        if let border = style.border, borderWidth > 0 {
            // The stroke is centred on its path: inset by half so the button keeps its size.
            let inset = borderWidth / 2
            svg.rect(
                x: x + inset, y: y + inset, width: width - borderWidth, height: height - borderWidth,
                radius: max(0, radius - inset), fill: nil, stroke: border, strokeWidth: borderWidth,
                role: "button-border")
        }
        if let configuration = button.configuration {
            drawConfigurationContent(configuration, centreX: x + width / 2, centreY: y + height / 2, into: &svg)
        } else {
            drawContent(centreX: x + width / 2, centreY: y + height / 2, into: &svg)
        }
        svg.append("</g>\n")
    }

    private func drawContent(centreX: Double, centreY: Double, into svg: inout DeviceSVG) {
        let title = DeviceText.fitted(button.shownTitle, size: fontSize)
        let total = contentWidth(title: title)
        var cursor = centreX - total / 2
        if button.showsSpinner {
            svg.append(
                ActivityIndicator.svg(
                    x: cursor + indicatorDiameter / 2, y: centreY, diameter: indicatorDiameter,
                    colorHex: style.spinner.hex))
            cursor += indicatorDiameter + Self.gap
        } else if let icon = button.icon {
            // Image and title in one text run, so the font's own advances keep them apart.
            let runWidth = total
            svg.append(
                "<text class=\"button-title\" x=\"\(DeviceSVG.number(cursor + runWidth / 2))\" "
                    + "y=\"\(DeviceSVG.number(centreY + fontSize * 0.35))\" font-size=\"\(DeviceSVG.number(fontSize))\" "
                    + "font-weight=\"600\" fill=\"\(style.foreground.hex)\" text-anchor=\"middle\">"
                    + "<tspan class=\"button-image\">\(SVGCanvas.escape(icon))</tspan>"
                    + (title.isEmpty
                        ? "" : "<tspan dx=\"\(DeviceSVG.number(Self.gap / 2))\"> \(SVGCanvas.escape(title))</tspan>")
                    + "</text>\n")
            return
        }
        if !title.isEmpty {
            let titleWidth = DeviceText.width(title, size: fontSize)
            // Beside an indicator the title starts after it, so a font wider than the
            // estimate runs into the padding, never into the spinner.
            let beside = button.showsSpinner
            svg.text(
                title, x: beside ? cursor : cursor + titleWidth / 2, y: centreY, size: fontSize, weight: 600,
                color: style.foreground, anchor: beside ? "start" : "middle", role: "button-title")
        }
    }
}

/// State values written as UIKit's raw hex.
enum ControlStateHex {
    /// `0x00010004`.
    static func full(_ state: ControlState) -> String {
        let hex = String(state.rawValue, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 8 - hex.count)) + hex
    }
}
