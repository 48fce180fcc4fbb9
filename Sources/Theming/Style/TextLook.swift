/// How a button's title and outline are marked in one state beyond their colours: the
/// title's weight, an underline, and whether the terminal draws the button faint. Resolved
/// from the theme's rules for the variant (``Theme/style(variant:size:state:customStates:)``).
public struct TextLook: Hashable, Sendable {
    /// The title's weight on DTCG's scale (400 normal, 600 semi-bold, 700 bold).
    public var fontWeight: Int
    /// Whether the title is underlined.
    public var underline: Bool
    /// Whether the terminal draws the title and outline faint.
    public var dim: Bool

    /// The lightest weight a terminal, which has two, draws bold: semi-bold.
    public static let boldWeight = 600
    /// What a rule-less theme would draw: normal weight, no underline, not faint.
    public static let plain = TextLook(fontWeight: 400, underline: false, dim: false)

    /// Whether a terminal draws the title bold (``boldWeight`` or heavier).
    public var bold: Bool { fontWeight >= Self.boldWeight }

    /// A text look.
    /// - Parameters:
    ///   - fontWeight: The title's weight (1…1000).
    ///   - underline: Whether the title is underlined.
    ///   - dim: Whether the terminal draws the button faint.
    public init(fontWeight: Int, underline: Bool, dim: Bool) {
        self.fontWeight = fontWeight
        self.underline = underline
        self.dim = dim
    }
}
