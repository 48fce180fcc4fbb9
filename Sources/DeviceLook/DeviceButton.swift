import ButtonKit
import Theming

/// One button as the phone draws it, in design points, in an environment: its size from
/// the theme's point tokens and ``DeviceMetrics`` (Dynamic Type, Bold Text, `maxWidth`),
/// a rounded rectangle (a pill at radius 99) filled and stroked with the state's exact
/// colours, and its content (activity indicator or image glyph, then the title in as many
/// lines as `lines` allows) centred, the image on the leading side (the right, right to
/// left).
public struct DeviceButton {
    let button: Button
    let theme: Theme
    let environment: DisplayEnvironment
    let style: ButtonStyle
    let points: ButtonPoints
    let metrics: DeviceMetrics
    /// The width UIKit gives it (see ``width(localization:)``), in the button's own locale.
    let width: Double
    /// The title as set in the width left for it.
    private(set) var fitting: TitleFitting

    /// The gap between the indicator or image and the title.
    public static let gap = 8.0
    /// The activity indicator's diameter: iOS's medium style (smaller on a short button).
    public static let spinnerDiameter = 20.0

    /// The button drawn as it is now.
    /// - Parameters:
    ///   - button: The button in the state to draw.
    ///   - theme: The theme.
    ///   - environment: The environment it is shown in (a disabled container disables a
    ///     button under SwiftUI's rules).
    public init(_ button: Button, theme: Theme, environment: DisplayEnvironment = .standard) {
        let button = button.shown(in: environment)
        self.button = button
        self.theme = theme
        self.environment = environment
        let resolved = theme.style(of: button)
        self.style = resolved.style
        self.points = theme.metrics.points
        self.metrics = DeviceMetrics(
            button, points: theme.metrics.points, environment: environment, fontWeight: resolved.text.fontWeight)
        let natural = Self.naturalWidth(button, metrics: metrics)
        let width = min(natural, max(metrics.maxWidth, metrics.fontSize + 2 * metrics.paddingX)).rounded(.up)
        self.width = width
        self.fitting = TitleFitting("", size: 0, weight: 0, width: 0, lines: 1)
        self.fitting = fitting(of: button.shownTitle)
    }

    /// `title` set in the room this button leaves for its title now.
    func fitting(of title: String) -> TitleFitting {
        let lead = Self.leadWidth(button, metrics: metrics)
        let room = width - 2 * metrics.paddingX - (lead.map { $0 + Self.gap } ?? 0)
        return metrics.fit(title, contentWidth: max(metrics.fontSize, room))
    }

    /// `title` set as the button would set it while showing it: in the widest room the
    /// button may take (`maxWidth`). A button as wide as its content (`fit`) is never
    /// narrower than the title it shows, so only `maxWidth` can make that title wrap or
    /// cut; measuring another state's title in the room of the one shown now would wrap
    /// titles the phone shows on one line.
    public func fittingInWidestRoom(of title: String) -> TitleFitting {
        let lead = Self.leadWidth(button, metrics: metrics)
        let widest = max(metrics.maxWidth, metrics.fontSize + 2 * metrics.paddingX).rounded(.up)
        let room = widest - 2 * metrics.paddingX - (lead.map { $0 + Self.gap } ?? 0)
        return metrics.fit(title, contentWidth: max(metrics.fontSize, room))
    }

    var isSmall: Bool { button.drawnSize == .small }
    /// The height drawn: the scaled height, taller by a line for each extra title line.
    public var height: Double { metrics.height(lines: max(1, fitting.lines.count)) }
    var fontSize: Double { metrics.fontSize }
    var titleWeight: Int { metrics.titleWeight }
    /// The indicator's size: iOS's medium style (20 pt), smaller on short buttons.
    var indicatorDiameter: Double { min(Self.spinnerDiameter, points.height(for: button.drawnSize) * 0.5) }
    var borderWidth: Double { style.border == nil ? 0 : points.borderWidth }
    /// Whether Button Shapes adds an underline: it is on and the button has neither fill
    /// nor border (a text button).
    var addsShape: Bool { environment.buttonShapes && style.background == nil && style.border == nil }

    /// The corner radius drawn: a configuration's corner style, else the theme's token.
    var cornerRadius: Double {
        if let look = theme.configurationLook(of: button) {
            return min(max(0, look.cornerRadius), height / 2)
        }
        return points.cornerRadius(height: height)
    }

    /// The indicator's or image's width, if one shows now.
    static func leadWidth(_ button: Button, metrics: DeviceMetrics) -> Double? {
        if button.showsSpinner { return min(spinnerDiameter, metrics.height * 0.5) }
        return button.icon.map { FontMetrics.width($0, size: metrics.fontSize, weight: metrics.titleWeight) }
    }

    /// The width of the content with `title` on one line: indicator or image, gap, title.
    static func contentWidth(_ button: Button, title: String, metrics: DeviceMetrics) -> Double {
        var width = title.isEmpty ? 0 : FontMetrics.width(title, size: metrics.fontSize, weight: metrics.titleWeight)
        if let lead = leadWidth(button, metrics: metrics) { width += lead + (title.isEmpty ? 0 : gap) }
        return width
    }

    /// The width UIKit would give it before `maxWidth`: the content shown now (`fit`, the
    /// intrinsic content size) or the widest title it can show (`widest`), plus padding.
    static func naturalWidth(_ button: Button, metrics: DeviceMetrics) -> Double {
        let content: Double
        let current =
            button.configuration != nil
            ? configurationContentWidth(button, metrics: metrics)
            : contentWidth(
                button, title: DeviceText.fitted(button.shownTitle, size: metrics.fontSize), metrics: metrics)
        if button.definition.width == .fit {
            content = current
        } else {
            let lead =
                button.definition.hasImage || button.definition.states.contains(where: \.spinner)
                || (button.definition.machine?.states.contains(where: \.spinner) ?? false)
            let widest =
                button.allTitles(button.localization).map {
                    FontMetrics.width(
                        DeviceText.fitted($0, size: metrics.fontSize), size: metrics.fontSize,
                        weight: metrics.titleWeight)
                }.max() ?? 0
            let room = max(min(spinnerDiameter, metrics.height * 0.5), metrics.fontSize)
            content = max(current, widest + (lead ? room + gap : 0))
        }
        return max(content, metrics.fontSize) + 2 * metrics.paddingX
    }

    /// The width drawn (kept for callers that name a locale: the button's own is used).
    public func width(localization: Localization) -> Double { width }

    /// Draws the button with its top-left corner at (`x`, `y`).
    /// - Parameters:
    ///   - x: Left edge.
    ///   - y: Top edge.
    ///   - width: Its width (from ``width(localization:)``).
    ///   - focusRing: The colour of the focus ring shown for `.focused`.
    ///   - svg: The document drawn into.
    public func draw(x: Double, y: Double, width: Double, focusRing: RGBColor, into svg: inout DeviceSVG) {
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

    /// The content's layout for the button drawn with its top-left corner at (`x`, `y`).
    func contentLayout(x: Double, y: Double, width: Double) -> DeviceContentLayout {
        let centreX = x + width / 2, centreY = y + height / 2
        if let configuration = button.configuration {
            return configurationLayout(configuration, centreX: centreX, centreY: centreY)
        }
        return plainLayout(centreX: centreX, centreY: centreY)
    }

    private func drawContent(centreX: Double, centreY: Double, into svg: inout DeviceSVG) {
        let layout = plainLayout(centreX: centreX, centreY: centreY)
        drawLead(layout, imageWeight: titleWeight, into: &svg)
        guard !layout.titleLines.isEmpty else { return }
        drawTitle(layout.titleLines, centreX: layout.titleCentre.x, centreY: layout.titleCentre.y, into: &svg)
    }

    /// The plain (non-configuration) content centred on (`centreX`, `centreY`): the lead
    /// on the leading side (the right when the language reads right to left), the title
    /// after it, the two centred together.
    func plainLayout(centreX: Double, centreY: Double) -> DeviceContentLayout {
        let lines = fitting.lines
        let titleWidth = lines.map { FontMetrics.width($0, size: fontSize, weight: titleWeight) }.max() ?? 0
        let lead = Self.leadWidth(button, metrics: metrics)
        let total = titleWidth + (lead.map { $0 + (lines.isEmpty ? 0 : Self.gap) } ?? 0)
        let start = centreX - total / 2
        let rtl = environment.isRightToLeft
        var layout = DeviceContentLayout(
            lead: nil, leadCentre: nil, titleCentre: .init(x: centreX, y: centreY), titleLines: lines,
            subtitle: "", subtitleCentre: nil)
        if let lead {
            let leadCentre = rtl ? start + total - lead / 2 : start + lead / 2
            if button.showsSpinner {
                layout.lead = .spinner(diameter: lead)
            } else if let icon = button.icon {
                layout.lead = .image(glyph: icon, width: lead)
            }
            if layout.lead != nil { layout.leadCentre = .init(x: leadCentre, y: centreY) }
            layout.titleCentre.x = rtl ? start + titleWidth / 2 : start + total - titleWidth / 2
        }
        return layout
    }

    /// Draws a layout's indicator or image, the image in `imageWeight`.
    func drawLead(_ layout: DeviceContentLayout, imageWeight: Int, into svg: inout DeviceSVG) {
        if let lead = layout.lead, let centre = layout.leadCentre {
            switch lead {
            case .spinner(let diameter):
                svg.append(
                    ActivityIndicator.svg(x: centre.x, y: centre.y, diameter: diameter, colorHex: style.spinner.hex))
            case .image(let glyph, _):
                svg.text(
                    glyph, x: centre.x, y: centre.y, size: fontSize, weight: imageWeight, color: style.foreground,
                    anchor: "middle", role: "button-image")
            }
        }
    }

    /// The title's lines centred on (`centreX`, `centreY`), underlined with Button Shapes.
    func drawTitle(_ lines: [String], centreX: Double, centreY: Double, into svg: inout DeviceSVG) {
        let lineHeight = metrics.lineHeight
        let top = centreY - Double(lines.count - 1) * lineHeight / 2
        for (index, line) in lines.enumerated() {
            let y = top + Double(index) * lineHeight
            svg.text(
                line, x: centreX, y: y, size: fontSize, weight: titleWeight, color: style.foreground,
                anchor: "middle", role: "button-title", rtl: environment.isRightToLeft)
            if addsShape {
                // Button Shapes underlines a text button's title (an approximation of iOS).
                let width = FontMetrics.width(line, size: fontSize, weight: titleWeight)
                svg.rect(
                    x: centreX - width / 2, y: y + fontSize * 0.5, width: width, height: max(1, fontSize / 14),
                    radius: 0, fill: style.foreground, role: "button-shape")
            }
        }
    }
}

/// State values written as UIKit's raw hex.
public enum ControlStateHex {
    /// `0x00010004`.
    public static func full(_ state: ControlState) -> String {
        let hex = String(state.rawValue, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 8 - hex.count)) + hex
    }
}
