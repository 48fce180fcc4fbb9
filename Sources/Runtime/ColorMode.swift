/// How much colour the terminal shows. Ordered: a terminal that can show a mode can show
/// every mode below it.
public enum ColorMode: Int, Comparable, Hashable, Sendable, CaseIterable {
    /// No colour at all (`NO_COLOR`, or a monochrome terminal): bold, dim, reverse and
    /// underline alone keep the states apart.
    case none
    /// The 8 basic ANSI colours.
    case basic8
    /// The xterm 256-colour palette (6x6x6 cube and grey ramp).
    case xterm256

    /// Orders modes by how much colour they show.
    public static func < (lhs: ColorMode, rhs: ColorMode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// What the terminal can show with `colors` colours from terminfo.
    public static func supported(colors: Int) -> ColorMode {
        if colors >= 256 { return .xterm256 }
        if colors >= 8 { return .basic8 }
        return .none
    }

    /// The mode to use: an explicit `override` wins, then a non-empty `NO_COLOR`
    /// (https://no-color.org), then what terminfo reports.
    public static func detect(environment: [String: String], colors: Int, override: ColorMode? = nil) -> ColorMode {
        if let override { return override }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        return supported(colors: colors)
    }
}
