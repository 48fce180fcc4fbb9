import Theming

/// How one cell is drawn: colours plus attributes. The attributes carry state on their
/// own, so states stay distinct when `NO_COLOR` removes every colour.
public struct CellStyle: Hashable, Sendable {
    /// `nil` means the terminal's default colour.
    public var foreground: RGBColor?
    /// `nil` means the terminal's default colour.
    public var background: RGBColor?
    /// Bold (`A_BOLD`).
    public var bold: Bool
    /// Dim (`A_DIM`).
    public var dim: Bool
    /// Foreground and background swapped (`A_REVERSE`).
    public var reverse: Bool
    /// Underlined (`A_UNDERLINE`).
    public var underline: Bool

    /// A style; the default is ``plain``, the terminal's own look.
    /// - Parameters:
    ///   - foreground: The text colour, `nil` for the terminal's default.
    ///   - background: The cell colour, `nil` for the terminal's default.
    ///   - bold: Bold text.
    ///   - dim: Dim text.
    ///   - reverse: Foreground and background swapped.
    ///   - underline: Underlined text.
    public init(
        foreground: RGBColor? = nil, background: RGBColor? = nil,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// The terminal's default look.
    public static let plain = CellStyle()

    /// Short notes for text snapshots, such as `fg=#FFFFFF bg=#0A84FF bold`.
    public var note: String {
        var parts: [String] = []
        if let foreground { parts.append("fg=\(foreground.hex)") }
        if let background { parts.append("bg=\(background.hex)") }
        if bold { parts.append("bold") }
        if dim { parts.append("dim") }
        if reverse { parts.append("reverse") }
        if underline { parts.append("underline") }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}
