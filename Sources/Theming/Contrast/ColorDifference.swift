import Platform

/// How different two colours look: CIEDE2000 (ΔE00) on CIELAB under D65, the measure
/// design tools and print use. About 1 is the smallest difference most people see side by
/// side; 2 or more is a visible step.
public enum ColorDifference {
    /// A colour in CIELAB: lightness 0 to 100, and the a and b axes.
    public struct Lab: Hashable, Sendable {
        /// Lightness.
        public var lightness: Double
        /// Green (negative) to red (positive).
        public var a: Double
        /// Blue (negative) to yellow (positive).
        public var b: Double

        /// A CIELAB colour from its coordinates.
        public init(lightness: Double, a: Double, b: Double) {
            self.lightness = lightness
            self.a = a
            self.b = b
        }

        /// The CIELAB coordinates of an sRGB colour (D65 white).
        public init(_ color: RGBColor) {
            func linear(_ channel: UInt8) -> Double {
                let value = Double(channel) / 255
                return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            let (red, green, blue) = (linear(color.red), linear(color.green), linear(color.blue))
            // sRGB to XYZ, relative to the D65 white point.
            let x = (0.4124564 * red + 0.3575761 * green + 0.1804375 * blue) / 0.95047
            let y = 0.2126729 * red + 0.7151522 * green + 0.0721750 * blue
            let z = (0.0193339 * red + 0.1191920 * green + 0.9503041 * blue) / 1.08883
            func f(_ t: Double) -> Double { t > 216 / 24389 ? cbrt(t) : (24389 / 27 * t + 16) / 116 }
            self.init(lightness: 116 * f(y) - 16, a: 500 * (f(x) - f(y)), b: 200 * (f(y) - f(z)))
        }
    }

    /// ΔE00 between two sRGB colours.
    public static func ciede2000(_ first: RGBColor, _ second: RGBColor) -> Double {
        ciede2000(Lab(first), Lab(second))
    }

    /// ΔE00 between two CIELAB colours (Sharma, Wu and Dalal's formulation, weights 1).
    public static func ciede2000(_ first: Lab, _ second: Lab) -> Double {
        let degrees = 180 / Double.pi
        let chromaMean = (hypot(first.a, first.b) + hypot(second.a, second.b)) / 2
        let g = 0.5 * (1 - (pow(chromaMean, 7) / (pow(chromaMean, 7) + pow(25, 7))).squareRoot())
        let a1 = first.a * (1 + g)
        let a2 = second.a * (1 + g)
        let c1 = hypot(a1, first.b)
        let c2 = hypot(a2, second.b)
        func hue(_ b: Double, _ a: Double) -> Double {
            guard a != 0 || b != 0 else { return 0 }
            let angle = atan2(b, a) * degrees
            return angle < 0 ? angle + 360 : angle
        }
        let h1 = hue(first.b, a1)
        let h2 = hue(second.b, a2)
        let deltaL = second.lightness - first.lightness
        let deltaC = c2 - c1
        var deltaHue = 0.0
        if c1 * c2 != 0 {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1 * c2).squareRoot() * sin(deltaHue / 2 / degrees)
        let lMean = (first.lightness + second.lightness) / 2
        let cMean = (c1 + c2) / 2
        var hMean = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 {
                hMean = (h1 + h2) / 2
            } else {
                hMean = (h1 + h2 + (h1 + h2 < 360 ? 360 : -360)) / 2
            }
        }
        let t =
            1 - 0.17 * cos((hMean - 30) / degrees) + 0.24 * cos(2 * hMean / degrees)
            + 0.32 * cos((3 * hMean + 6) / degrees) - 0.20 * cos((4 * hMean - 63) / degrees)
        let deltaTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let rC = 2 * (pow(cMean, 7) / (pow(cMean, 7) + pow(25, 7))).squareRoot()
        let sL = 1 + 0.015 * pow(lMean - 50, 2) / (20 + pow(lMean - 50, 2)).squareRoot()
        let sC = 1 + 0.045 * cMean
        let sH = 1 + 0.015 * cMean * t
        let rT = -sin(2 * deltaTheta / degrees) * rC
        let lightnessTerm = deltaL / sL
        let chromaTerm = deltaC / sC
        let hueTerm = deltaH / sH
        return
            (lightnessTerm * lightnessTerm + chromaTerm * chromaTerm + hueTerm * hueTerm + rT * chromaTerm
            * hueTerm).squareRoot()
    }
}
