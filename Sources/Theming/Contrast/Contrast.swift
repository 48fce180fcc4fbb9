import Platform

/// WCAG 2.x contrast: relative luminance and contrast ratio of opaque sRGB colours.
///
/// Ratios are never rounded before comparing with a threshold: 2.999 fails 3:1.
public enum Contrast {
    /// Minimum ratio for text against its background (SC 1.4.3, AA).
    public static let textThreshold = 4.5
    /// Minimum ratio for the parts that identify a control against what surrounds it
    /// (SC 1.4.11, AA).
    public static let nonTextThreshold = 3.0

    /// `0.2126 R + 0.7152 G + 0.0722 B` of the linearised channels (0 black ... 1 white).
    public static func relativeLuminance(_ color: RGBColor) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// `(lighter + 0.05) / (darker + 0.05)`, from 1 to 21, in either argument order.
    public static func ratio(_ first: RGBColor, _ second: RGBColor) -> Double {
        let a = relativeLuminance(first), b = relativeLuminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
