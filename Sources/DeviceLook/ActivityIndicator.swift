/// An activity indicator drawn as iOS draws `UIActivityIndicatorView`: 8 rounded spokes
/// around a centre, the leading one opaque and each following one fainter.
enum ActivityIndicator {
    /// The spokes, as SVG, centred on (`x`, `y`).
    /// - Parameters:
    ///   - x: The centre's x.
    ///   - y: The centre's y.
    ///   - diameter: The indicator's size (iOS's medium style is 20 pt).
    ///   - colorHex: The spokes' colour, `#RRGGBB`.
    static func svg(x: Double, y: Double, diameter: Double, colorHex: String) -> String {
        let outer = diameter / 2
        let inner = outer * 0.45
        let width = diameter * 0.11
        var out =
            "<g class=\"activity-indicator\" stroke=\"\(colorHex)\" stroke-width=\"\(DeviceSVG.number(width))\" "
            + "stroke-linecap=\"round\">\n"
        for spoke in 0..<8 {
            // The leading spoke points up; the rest trail clockwise-behind it, fading.
            let angle = Double(spoke) * 45
            let opacity = 1.0 - Double(spoke) * 0.1
            out +=
                "<line x1=\"\(DeviceSVG.number(x))\" y1=\"\(DeviceSVG.number(y - inner))\" "
                + "x2=\"\(DeviceSVG.number(x))\" y2=\"\(DeviceSVG.number(y - outer + width / 2))\" "
                + "stroke-opacity=\"\(DeviceSVG.number(opacity))\" "
                + "transform=\"rotate(\(DeviceSVG.number(-angle)) \(DeviceSVG.number(x)) \(DeviceSVG.number(y)))\"/>\n"
        }
        return out + "</g>\n"
    }
}
