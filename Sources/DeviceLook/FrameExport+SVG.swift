import Canvas
import Theming

extension FrameExport {
    /// The frame as a self-contained SVG picture: a background for the whole frame, a
    /// `<rect>` per run of another background, and a `<text>` per run of characters in one
    /// style, in a monospace font.
    ///
    /// Every character is placed on its own cell through the `x` list of its `<text>`, so
    /// the picture keeps the terminal's grid whatever the font's advance, and a wide
    /// (Chinese) character spans two cells. Each `<text>` carries `data-col` and `data-row`,
    /// the cell of its first character, so tools and tests can find any cell's text.
    public static func svg(_ frame: Frame, cellWidth: Int = 9, cellHeight: Int = 18) -> String {
        let canvas = SVGCanvas(frame: frame, cellWidth: max(1, cellWidth), cellHeight: max(1, cellHeight))
        return canvas.document()
    }
}
