import Platform

/// The colour spaces of the DTCG 2025.10 colour type, converted to sRGB with the formulas
/// and matrices of CSS Color 4 (section 18, "Sample code for color conversions").
enum ColorSpace: String, CaseIterable, Sendable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl, hwb, lab, lch, oklab, oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    typealias Triple = (Double, Double, Double)

    /// The components' names and allowed ranges, as the DTCG table gives them. Hue ranges
    /// are 0 up to 360, where any angle is taken modulo 360.
    var components: [(name: String, range: ClosedRange<Double>)] {
        let unit = 0.0...1.0
        let percent = 0.0...100.0
        let hue = 0.0...360.0
        let signed = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        let chroma = 0.0...Double.greatestFiniteMagnitude
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            return [("red", unit), ("green", unit), ("blue", unit)]
        case .hsl: return [("hue", hue), ("saturation", percent), ("lightness", percent)]
        case .hwb: return [("hue", hue), ("whiteness", percent), ("blackness", percent)]
        case .lab: return [("lightness", percent), ("a", signed), ("b", signed)]
        case .lch: return [("lightness", percent), ("chroma", chroma), ("hue", hue)]
        case .oklab: return [("lightness", unit), ("a", signed), ("b", signed)]
        case .oklch: return [("lightness", unit), ("chroma", chroma), ("hue", hue)]
        case .xyzD65, .xyzD50: return [("x", signed), ("y", signed), ("z", signed)]
        }
    }

    /// The colour in gamma-encoded sRGB, possibly outside 0...1 (out of gamut).
    func toSRGB(_ c: Triple) -> Triple {
        switch self {
        case .srgb: return c
        case .hsl: return Self.hslToSRGB(c.0, c.1 / 100, c.2 / 100)
        case .hwb: return Self.hwbToSRGB(c.0, c.1 / 100, c.2 / 100)
        default: return Self.encode(Self.map(Self.xyzToLinearSRGB, toXYZD65(c)), Self.srgbEncode)
        }
    }

    /// The colour in CIE XYZ with the D65 white point (for every space but hsl and hwb,
    /// which go through sRGB).
    func toXYZD65(_ c: Triple) -> Triple {
        switch self {
        case .srgb, .hsl, .hwb: return Self.map(Self.linearSRGBToXYZ, Self.decode(toSRGB(c), Self.srgbDecode))
        case .srgbLinear: return Self.map(Self.linearSRGBToXYZ, c)
        case .displayP3: return Self.map(Self.linearP3ToXYZ, Self.decode(c, Self.srgbDecode))
        case .a98RGB: return Self.map(Self.linearA98ToXYZ, Self.decode(c) { Self.signed($0) { pow($0, 563 / 256) } })
        case .prophotoRGB:
            let linear = Self.decode(c) { Self.signed($0) { $0 <= 16 / 512 ? $0 / 16 : pow($0, 1.8) } }
            return Self.map(Self.d50ToD65, Self.map(Self.linearProPhotoToXYZD50, linear))
        case .rec2020: return Self.map(Self.linear2020ToXYZ, Self.decode(c, Self.rec2020Decode))
        case .lab: return Self.map(Self.d50ToD65, Self.labToXYZD50(c))
        case .lch: return Self.map(Self.d50ToD65, Self.labToXYZD50(Self.polar(c)))
        case .oklab: return Self.oklabToXYZ(c)
        case .oklch: return Self.oklabToXYZ(Self.polar(c))
        case .xyzD65: return c
        case .xyzD50: return Self.map(Self.d50ToD65, c)
        }
    }

    // MARK: - Transfer functions

    static func signed(_ value: Double, _ curve: (Double) -> Double) -> Double {
        value < 0 ? -curve(-value) : curve(value)
    }

    static func srgbDecode(_ value: Double) -> Double {
        signed(value) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    static func srgbEncode(_ value: Double) -> Double {
        signed(value) { $0 > 0.0031308 ? 1.055 * pow($0, 1 / 2.4) - 0.055 : 12.92 * $0 }
    }

    static func rec2020Decode(_ value: Double) -> Double {
        let alpha = 1.09929682680944
        let beta = 0.018053968510807
        return signed(value) { $0 < beta * 4.5 ? $0 / 4.5 : pow(($0 + alpha - 1) / alpha, 1 / 0.45) }
    }

    static func decode(_ c: Triple, _ curve: (Double) -> Double) -> Triple { (curve(c.0), curve(c.1), curve(c.2)) }
    static func encode(_ c: Triple, _ curve: (Double) -> Double) -> Triple { (curve(c.0), curve(c.1), curve(c.2)) }

    // MARK: - Models

    /// CSS Color 4 `hslToRgb`: hue in degrees, saturation and lightness 0...1.
    static func hslToSRGB(_ hue: Double, _ saturation: Double, _ lightness: Double) -> Triple {
        let h = hue.truncatingRemainder(dividingBy: 360) + (hue < 0 ? 360 : 0)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    /// CSS Color 4 `hwbToRgb`: whiteness and blackness 0...1.
    static func hwbToSRGB(_ hue: Double, _ white: Double, _ black: Double) -> Triple {
        if white + black >= 1 {
            let grey = white / (white + black)
            return (grey, grey, grey)
        }
        let pure = hslToSRGB(hue, 1, 0.5)
        let scale = 1 - white - black
        return (pure.0 * scale + white, pure.1 * scale + white, pure.2 * scale + white)
    }

    /// `[L, C, h]` to `[L, a, b]`.
    static func polar(_ c: Triple) -> Triple {
        let radians = c.2 * .pi / 180
        return (c.0, c.1 * cos(radians), c.1 * sin(radians))
    }

    static func labToXYZD50(_ lab: Triple) -> Triple {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        let white = (0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)
        let f1 = (lab.0 + 16) / 116
        let f0 = lab.1 / 500 + f1
        let f2 = f1 - lab.2 / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab.0 > kappa * epsilon ? pow((lab.0 + 16) / 116, 3) : lab.0 / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return (x * white.0, y * white.1, z * white.2)
    }

    static func oklabToXYZ(_ lab: Triple) -> Triple {
        let lms = map(okLabToLMS, lab)
        return map(lmsToXYZ, (lms.0 * lms.0 * lms.0, lms.1 * lms.1 * lms.1, lms.2 * lms.2 * lms.2))
    }

    static func xyzToOKLab(_ xyz: Triple) -> Triple {
        let lms = map(xyzToLMS, xyz)
        return map(lmsToOKLab, (cbrt(lms.0), cbrt(lms.1), cbrt(lms.2)))
    }

    // MARK: - Matrices (CSS Color 4)

    typealias Matrix = [[Double]]

    static func map(_ m: Matrix, _ c: Triple) -> Triple {
        (
            m[0][0] * c.0 + m[0][1] * c.1 + m[0][2] * c.2,
            m[1][0] * c.0 + m[1][1] * c.1 + m[1][2] * c.2,
            m[2][0] * c.0 + m[2][1] * c.1 + m[2][2] * c.2
        )
    }

    static let linearSRGBToXYZ: Matrix = [
        [506752 / 1_228_815, 87881 / 245763, 12673 / 70218],
        [87098 / 409605, 175762 / 245763, 12673 / 175545],
        [7918 / 409605, 87881 / 737289, 1_001_167 / 1_053_270],
    ]
    static let xyzToLinearSRGB: Matrix = [
        [12831 / 3959, -329 / 214, -1974 / 3959],
        [-851781 / 878810, 1_648_619 / 878810, 36519 / 878810],
        [705 / 12673, -2585 / 12673, 705 / 667],
    ]
    static let linearP3ToXYZ: Matrix = [
        [608311 / 1_250_200, 189793 / 714400, 198249 / 1_000_160],
        [35783 / 156275, 247089 / 357200, 198249 / 2_500_400],
        [0, 32229 / 714400, 5_220_557 / 5_000_800],
    ]
    static let linearA98ToXYZ: Matrix = [
        [573536 / 994567, 263643 / 1_420_810, 187206 / 994567],
        [591459 / 1_989_134, 6_239_551 / 9_945_670, 374412 / 4_972_835],
        [53769 / 1_989_134, 351524 / 4_972_835, 4_929_758 / 4_972_835],
    ]
    static let linearProPhotoToXYZD50: Matrix = [
        [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
        [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
        [0.00000000000000000, 0.00000000000000000, 0.82510460251046020],
    ]
    static let linear2020ToXYZ: Matrix = [
        [63_426_534 / 99_577_255, 20_160_776 / 139_408_157, 47_086_771 / 278_816_314],
        [26_158_966 / 99_577_255, 472_592_308 / 697_040_785, 8_267_143 / 139_408_157],
        [0, 19_567_812 / 697_040_785, 295_819_943 / 278_816_314],
    ]
    /// Bradford chromatic adaptation from D50 to D65.
    static let d50ToD65: Matrix = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
    static let okLabToLMS: Matrix = [
        [1.0000000000000000, 0.3963377773761749, 0.2158037573099136],
        [1.0000000000000000, -0.1055613458156586, -0.0638541728258133],
        [1.0000000000000000, -0.0894841775298119, -1.2914855480194092],
    ]
    static let lmsToXYZ: Matrix = [
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
    ]
    static let xyzToLMS: Matrix = [
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
    ]
    static let lmsToOKLab: Matrix = [
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
    ]
}
