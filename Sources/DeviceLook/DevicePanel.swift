import Theming

/// A finished piece of a device picture, drawn in its own points from (0, 0), with the
/// colour it sits on; panels are placed side by side (one per theme) or stacked.
public struct DevicePanel {
    /// What is drawn on it.
    public var svg = DeviceSVG()
    /// Its width in points.
    public var width: Double
    /// Its height in points.
    public var height: Double
    /// The colour it sits on.
    public var background: RGBColor

    /// An empty panel.
    /// - Parameters:
    ///   - width: Its width in points.
    ///   - height: Its height in points.
    ///   - background: The colour it sits on.
    public init(width: Double, height: Double, background: RGBColor) {
        self.width = width
        self.height = height
        self.background = background
    }

    /// Panels side by side, `gap` apart, in one document; the page takes the first panel's
    /// colour and each panel paints its own.
    /// - Parameters:
    ///   - panels: The panels, left to right.
    ///   - scale: Pixels per point.
    ///   - gap: Points between panels.
    ///   - notes: How the picture was drawn, written into the document.
    public static func document(sideBySide panels: [DevicePanel], scale: Int, gap: Double = 0, notes: [String] = [])
        -> String
    {
        var page = DeviceSVG()
        var x = 0.0
        for panel in panels {
            page.append("<g class=\"panel\" transform=\"translate(\(DeviceSVG.number(x)) 0)\">\n")
            page.rect(
                x: 0, y: 0, width: panel.width, height: panels.map(\.height).max() ?? panel.height, radius: 0,
                fill: panel.background, role: "panel")
            page.append(panel.svg.body)
            page.append("</g>\n")
            x += panel.width + gap
        }
        let width = max(1, x - gap), height = max(1, panels.map(\.height).max() ?? 1)
        return page.document(
            width: width, height: height, scale: scale,
            background: panels.first?.background ?? .init(red: 255, green: 255, blue: 255), notes: notes)
    }

    /// Panels in a grid of `columns`, `gap` apart, left to right then down (a grid of
    /// environments); one row is the same as ``document(sideBySide:scale:gap:notes:)``.
    /// - Parameters:
    ///   - panels: The panels, row by row.
    ///   - columns: Panels per row.
    ///   - scale: Pixels per point.
    ///   - gap: Points between panels.
    ///   - notes: How the picture was drawn.
    public static func document(grid panels: [DevicePanel], columns: Int, scale: Int, gap: Double = 0, notes: [String])
        -> String
    {
        let columns = max(1, columns)
        guard panels.count > columns else {
            return document(sideBySide: panels, scale: scale, gap: gap, notes: notes)
        }
        let rows = stride(from: 0, to: panels.count, by: columns).map {
            Array(panels[$0..<min(panels.count, $0 + columns)])
        }
        let widths = (0..<columns).map { column in
            rows.compactMap { column < $0.count ? $0[column].width : nil }.max() ?? 0
        }
        var page = DeviceSVG()
        var y = 0.0
        for row in rows {
            var x = 0.0
            let height = row.map(\.height).max() ?? 0
            for (column, panel) in row.enumerated() {
                page.append(
                    "<g class=\"panel\" transform=\"translate(\(DeviceSVG.number(x)) \(DeviceSVG.number(y)))\">\n")
                page.rect(
                    x: 0, y: 0, width: widths[column], height: height, radius: 0, fill: panel.background, role: "panel")
                page.append(panel.svg.body)
                page.append("</g>\n")
                x += widths[column] + gap
            }
            y += height + gap
        }
        let width = widths.reduce(0, +) + gap * Double(columns - 1)
        return page.document(
            width: max(1, width), height: max(1, y - gap), scale: scale,
            background: panels.first?.background ?? .init(red: 255, green: 255, blue: 255), notes: notes)
    }

    /// Places `other` below what is drawn so far, `gap` points further down.
    public mutating func stack(_ other: DevicePanel, gap: Double) {
        let y = height + gap
        svg.append("<g transform=\"translate(0 \(DeviceSVG.number(y)))\">\n")
        svg.append(other.svg.body)
        svg.append("</g>\n")
        width = max(width, other.width)
        height = y + other.height
    }
}
