import Theming

/// How one cell is drawn: colours plus attributes. The attributes carry state on their
/// own, so states stay distinct when `NO_COLOR` removes every colour.
public struct CellStyle: Hashable, Sendable {
    /// `nil` means the terminal's default colour.
    public var foreground: RGBColor?
    public var background: RGBColor?
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool
    public var underline: Bool

    public init(foreground: RGBColor? = nil, background: RGBColor? = nil,
                bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false) {
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
