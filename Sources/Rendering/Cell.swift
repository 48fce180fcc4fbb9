/// One terminal cell. A wide character (Chinese, two cells) sits in its first cell with
/// `width == 2`; the cell after it is a continuation with `width == 0` and no text.
public struct Cell: Hashable, Sendable {
    public var text: String
    public var width: Int
    public var style: CellStyle

    public init(text: String = " ", width: Int = 1, style: CellStyle = .plain) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A blank cell in a style.
    public static func blank(_ style: CellStyle = .plain) -> Cell { Cell(text: " ", width: 1, style: style) }

    /// The right half of a wide character.
    public static func continuation(_ style: CellStyle) -> Cell { Cell(text: "", width: 0, style: style) }

    public var isContinuation: Bool { width == 0 }
}
