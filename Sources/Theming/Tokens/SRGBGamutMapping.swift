import Platform

/// Brings a colour into sRGB's gamut with CSS Color 4's gamut mapping algorithm (section
/// 13.2): reduce OKLCH chroma by binary search until clipping the result changes it by
/// less than a just-noticeable difference (deltaEOK 0.02), keeping lightness and hue.
enum SRGBGamutMapping {
    typealias Triple = ColorSpace.Triple

    /// How far outside 0...1 a channel may be and still count as in gamut (float noise).
    static let tolerance = 0.000_075

    static func isInGamut(_ rgb: Triple) -> Bool {
        [rgb.0, rgb.1, rgb.2].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    static func clip(_ rgb: Triple) -> Triple {
        (min(max(rgb.0, 0), 1), min(max(rgb.1, 0), 1), min(max(rgb.2, 0), 1))
    }

    /// `rgb` (gamma-encoded sRGB, perhaps out of range) mapped into 0...1.
    static func map(_ rgb: Triple) -> Triple {
        if isInGamut(rgb) { return clip(rgb) }
        let origin = toOKLCH(rgb)
        if origin.0 >= 1 { return (1, 1, 1) }
        if origin.0 <= 0 { return (0, 0, 0) }
        let jnd = 0.02
        let epsilon = 0.0001
        var current = origin
        var clipped = clip(fromOKLCH(current))
        if deltaEOK(clipped, fromOKLCH(current)) < jnd { return clipped }
        var low = 0.0
        var high = origin.1
        var lowInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current.1 = chroma
            let candidate = fromOKLCH(current)
            if lowInGamut && isInGamut(candidate) {
                low = chroma
                continue
            }
            clipped = clip(candidate)
            let difference = deltaEOK(clipped, candidate)
            if difference < jnd {
                if jnd - difference < epsilon { return clipped }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    /// OKLab distance between two sRGB colours.
    static func deltaEOK(_ a: Triple, _ b: Triple) -> Double {
        let x = toOKLab(a)
        let y = toOKLab(b)
        return ((x.0 - y.0) * (x.0 - y.0) + (x.1 - y.1) * (x.1 - y.1) + (x.2 - y.2) * (x.2 - y.2)).squareRoot()
    }

    static func toOKLab(_ rgb: Triple) -> Triple {
        ColorSpace.xyzToOKLab(ColorSpace.srgb.toXYZD65(rgb))
    }

    static func toOKLCH(_ rgb: Triple) -> Triple {
        let lab = toOKLab(rgb)
        let hue = atan2(lab.2, lab.1) * 180 / .pi
        return (lab.0, (lab.1 * lab.1 + lab.2 * lab.2).squareRoot(), hue < 0 ? hue + 360 : hue)
    }

    static func fromOKLCH(_ lch: Triple) -> Triple { ColorSpace.oklch.toSRGB(lch) }
}
