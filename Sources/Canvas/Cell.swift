/// One terminal cell. A wide character (Chinese, two cells) sits in its first cell with
/// `width == 2`; the cell after it is a continuation with `width == 0` and no text.
public struct Cell: Hashable, Sendable {
    /// The character shown; empty in a continuation cell.
    public var text: String
    /// Cells the text takes: 1, 2 for a wide character, 0 for a continuation.
    public var width: Int
    /// How the cell is drawn.
    public var style: CellStyle

    /// A cell; the default is a plain blank.
    /// - Parameters:
    ///   - text: The character shown.
    ///   - width: Cells it takes (1, 2, or 0 for a continuation).
    ///   - style: How it is drawn.
    public init(text: String = " ", width: Int = 1, style: CellStyle = .plain) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A blank cell in a style.
    public static func blank(_ style: CellStyle = .plain) -> Cell { Cell(text: " ", width: 1, style: style) }

    /// The right half of a wide character.
    public static func continuation(_ style: CellStyle) -> Cell { Cell(text: "", width: 0, style: style) }

    /// Whether this is the right half of a wide character (width 0).
    public var isContinuation: Bool { width == 0 }
}
