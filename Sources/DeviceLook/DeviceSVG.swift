import Theming

/// A small SVG document in design points: the drawing helpers the device look needs.
/// The picture's pixel size is its point size times the scale (`--scale 1|2|3`), while
/// the `viewBox` stays in points, so every coordinate in the file is a design point.
public struct DeviceSVG {
    /// The system font stack, as iOS web views and design tools name it.
    static let fontFamily =
        "-apple-system, BlinkMacSystemFont, &quot;SF Pro Text&quot;, &quot;Helvetica Neue&quot;, "
        + "&quot;PingFang SC&quot;, &quot;Noto Sans CJK SC&quot;, Helvetica, Arial, sans-serif"

    /// The markup drawn so far.
    public private(set) var body = ""

    /// An empty drawing.
    public init() {}

    /// A number as SVG writes it: at most two decimals, no trailing zeros.
    public static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Appends raw markup (already escaped).
    public mutating func append(_ markup: String) { body += markup }

    /// A rectangle; `fill: nil` is `none`, `stroke: nil` draws no edge.
    /// - Parameters:
    ///   - x: Left edge.
    ///   - y: Top edge.
    ///   - width: Width.
    ///   - height: Height.
    ///   - radius: Corner radius.
    ///   - fill: Fill colour.
    ///   - stroke: Edge colour.
    ///   - strokeWidth: Edge width.
    ///   - role: A `class` naming what the rectangle is, for tools and tests.
    public mutating func rect(
        x: Double, y: Double, width: Double, height: Double, radius: Double, fill: RGBColor?,
        stroke: RGBColor? = nil, strokeWidth: Double = 0, role: String
    ) {
        var markup =
            "<rect class=\"\(role)\" x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" "
            + "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
        if radius > 0 { markup += " rx=\"\(Self.number(radius))\" ry=\"\(Self.number(radius))\"" }
        markup += " fill=\"\(fill?.hex ?? "none")\""
        if let stroke, strokeWidth > 0 {
            markup += " stroke=\"\(stroke.hex)\" stroke-width=\"\(Self.number(strokeWidth))\""
        }
        body += markup + "/>\n"
    }

    /// A line of text centred vertically on `y`: the baseline sits 0.35 em below the centre
    /// (half the system font's cap height), which every renderer honours, unlike
    /// `dominant-baseline`.
    /// - Parameters:
    ///   - text: The text (escaped here).
    ///   - x: The anchor's x.
    ///   - y: The vertical centre.
    ///   - size: Font size in points.
    ///   - weight: CSS font weight.
    ///   - color: Fill colour.
    ///   - anchor: `start`, `middle` or `end`.
    ///   - role: A `class` for tools and tests.
    ///   - rtl: Whether the text runs right to left (`direction="rtl"`).
    public mutating func text(
        _ text: String, x: Double, y: Double, size: Double, weight: Int, color: RGBColor,
        anchor: String = "start", role: String, rtl: Bool = false
    ) {
        body +=
            "<text class=\"\(role)\" x=\"\(Self.number(x))\" y=\"\(Self.number(y + size * 0.35))\" "
            + "font-size=\"\(Self.number(size))\" font-weight=\"\(weight)\" fill=\"\(color.hex)\" text-anchor=\"\(anchor)\""
            + (rtl ? " direction=\"rtl\">" : ">")
            + SVGCanvas.escape(text) + "</text>\n"
    }

    /// The whole document.
    /// - Parameters:
    ///   - width: Width in points.
    ///   - height: Height in points.
    ///   - scale: Pixels per point.
    ///   - background: The page colour.
    ///   - notes: How the picture was drawn (font metrics, approximations), in a `<desc>`.
    public func document(width: Double, height: Double, scale: Int, background: RGBColor, notes: [String] = [])
        -> String
    {
        let w = Self.number(width), h = Self.number(height)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.number(width * Double(scale)))" \
            height="\(Self.number(height * Double(scale)))" viewBox="0 0 \(w) \(h)" font-family="\(Self.fontFamily)" \
            data-scale="\(scale)">
            <rect class="page" width="\(w)" height="\(h)" fill="\(background.hex)"/>

            """
                + (notes.isEmpty
                    ? "" : "<desc class=\"notes\">" + SVGCanvas.escape(notes.joined(separator: "; ")) + "</desc>\n")
                + body + "</svg>\n"
    }
}
