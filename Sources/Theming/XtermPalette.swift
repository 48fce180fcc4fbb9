/// The colours a terminal can really show: the xterm 256-colour palette's 6x6x6 cube and
/// grey ramp (indices 16...255), and the 8 basic colours.
public enum XtermPalette {
    /// The six channel levels of the colour cube.
    public static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The 8 basic colours as xterm draws them (black, red, green, yellow, blue, magenta,
    /// cyan, white).
    public static let basic: [RGBColor] = [
        RGBColor(red: 0, green: 0, blue: 0), RGBColor(red: 205, green: 0, blue: 0),
        RGBColor(red: 0, green: 205, blue: 0), RGBColor(red: 205, green: 205, blue: 0),
        RGBColor(red: 0, green: 0, blue: 238), RGBColor(red: 205, green: 0, blue: 205),
        RGBColor(red: 0, green: 205, blue: 205), RGBColor(red: 229, green: 229, blue: 229),
    ]

    /// The colour of palette entry 16...255 (cube or grey ramp); basic colours below 16.
    public static func color(ofIndex index: Int) -> RGBColor {
        switch index {
        case 232...255:
            let level = UInt8(8 + 10 * (index - 232))
            return RGBColor(red: level, green: level, blue: level)
        case 16...231:
            let offset = index - 16
            return RGBColor(
                red: UInt8(cubeLevels[offset / 36]), green: UInt8(cubeLevels[offset / 6 % 6]),
                blue: UInt8(cubeLevels[offset % 6]))
        default:
            return basic[((index % 8) + 8) % 8]
        }
    }

    /// The nearest entry of the cube or the grey ramp (squared RGB distance; the cube wins
    /// ties). For example #FF8000 is 208, #808080 is 244, #FF0000 is 196.
    public static func nearest256(_ color: RGBColor) -> Int {
        func nearestLevel(_ value: UInt8) -> Int {
            var best = 0
            for (index, level) in cubeLevels.enumerated()
            where abs(level - Int(value)) < abs(cubeLevels[best] - Int(value)) {
                best = index
            }
            return best
        }
        let cube = 16 + 36 * nearestLevel(color.red) + 6 * nearestLevel(color.green) + nearestLevel(color.blue)
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = min(23, max(0, Int((Double(average - 8) / 10).rounded())))
        let grey = 232 + greyStep
        return distance(color, Self.color(ofIndex: grey)) < distance(color, Self.color(ofIndex: cube)) ? grey : cube
    }

    /// The nearest of the 8 basic colours (0...7).
    public static func nearest8(_ color: RGBColor) -> Int {
        var best = 0
        for index in 1..<basic.count where distance(color, basic[index]) < distance(color, basic[best]) {
            best = index
        }
        return best
    }

    /// Squared distance in RGB space.
    public static func distance(_ a: RGBColor, _ b: RGBColor) -> Int {
        let red = Int(a.red) - Int(b.red), green = Int(a.green) - Int(b.green), blue = Int(a.blue) - Int(b.blue)
        return red * red + green * green + blue * blue
    }
}
