/// The resolved look of a button in one state, already in terminal cells.
public struct ButtonStyle: Hashable, Sendable, Codable {
    /// Title and icon colour.
    public var foreground: RGBColor
    /// `nil` is transparent: the surface the button sits on shows through.
    public var background: RGBColor?
    /// `nil` means no border.
    public var border: RGBColor?
    /// Border thickness in cells: 0 or 1 (see ``CellMetrics``).
    public var borderWidth: Int
    /// How the outline's corners are drawn.
    public var corner: CornerStyle
    /// Height in rows.
    public var height: Int
    /// Columns of padding on each side of the title.
    public var paddingX: Int
    /// The activity indicator's colour while loading.
    public var spinner: RGBColor

    /// A resolved style.
    /// - Parameters:
    ///   - foreground: Title and icon colour.
    ///   - background: Fill colour, `nil` for transparent.
    ///   - border: Border colour, `nil` for none.
    ///   - borderWidth: Border thickness in cells, 0 or 1.
    ///   - corner: How the corners are drawn.
    ///   - height: Height in rows.
    ///   - paddingX: Columns of padding each side of the title.
    ///   - spinner: The activity indicator's colour.
    public init(
        foreground: RGBColor, background: RGBColor?, border: RGBColor?, borderWidth: Int,
        corner: CornerStyle, height: Int, paddingX: Int, spinner: RGBColor
    ) {
        self.foreground = foreground
        self.background = background
        self.border = border
        self.borderWidth = borderWidth
        self.corner = corner
        self.height = height
        self.paddingX = paddingX
        self.spinner = spinner
    }
}
