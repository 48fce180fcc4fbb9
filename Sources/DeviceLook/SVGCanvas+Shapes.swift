import Theming

extension SVGCanvas {
    /// Whether a glyph is drawn as shapes instead of text: block elements (half and
    /// quarter blocks, the pill caps) and braille (the spinner). A font draws them to its
    /// own ascent, which rarely fills an SVG cell, leaving notches in a button's ends and
    /// a spinner that sits high; shapes fill the cell exactly.
    static func isShape(_ text: String) -> Bool {
        guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1 else { return false }
        return blockQuadrants(scalar) != nil || (0x2801...0x28FF).contains(scalar.value)
    }

    /// The quadrants a block element covers (top-left, top-right, bottom-left,
    /// bottom-right), for the blocks the renderer uses.
    static func blockQuadrants(_ scalar: Unicode.Scalar) -> [Bool]? {
        switch scalar.value {
        case 0x2588: [true, true, true, true]  // █
        case 0x2580: [true, true, false, false]  // ▀
        case 0x2584: [false, false, true, true]  // ▄
        case 0x258C: [true, false, true, false]  // ▌
        case 0x2590: [false, true, false, true]  // ▐
        case 0x2596: [false, false, true, false]  // ▖
        case 0x2597: [false, false, false, true]  // ▗
        case 0x2598: [true, false, false, false]  // ▘
        case 0x259D: [false, true, false, false]  // ▝
        default: nil
        }
    }

    /// The shapes of one row: a `<rect>` per covered quadrant, a `<circle>` per braille dot.
    func shapes(row: Int) -> String {
        var out = ""
        for column in 0..<frame.width {
            let cell = frame[column, row]
            guard !cell.isContinuation, Self.isShape(cell.text), let scalar = cell.text.unicodeScalars.first else {
                continue
            }
            let color = colors(of: cell.style).foreground.hex
            let x = column * cellWidth, y = row * cellHeight
            if let quadrants = Self.blockQuadrants(scalar) {
                let halfWidth = cellWidth / 2, halfHeight = cellHeight / 2
                for (index, covered) in quadrants.enumerated() where covered {
                    let left = x + (index % 2) * halfWidth, top = y + (index / 2) * halfHeight
                    let width = index % 2 == 0 ? halfWidth : cellWidth - halfWidth
                    let height = index / 2 == 0 ? halfHeight : cellHeight - halfHeight
                    out +=
                        "<rect x=\"\(left)\" y=\"\(top)\" width=\"\(width)\" height=\"\(height)\" fill=\"\(color)\"/>\n"
                }
            } else {
                out += braille(scalar.value - 0x2800, x: x, y: y, color: color, dim: cell.style.dim)
            }
        }
        return out
    }

    /// Braille dots, centred in the cell: bits 0-2 and 6 the left column top to bottom,
    /// 3-5 and 7 the right.
    private func braille(_ bits: UInt32, x: Int, y: Int, color: String, dim: Bool) -> String {
        let order: [(bit: UInt32, column: Int, row: Int)] = [
            (0, 0, 0), (1, 0, 1), (2, 0, 2), (6, 0, 3), (3, 1, 0), (4, 1, 1), (5, 1, 2), (7, 1, 3),
        ]
        let step = Double(cellHeight) / 5
        let radius = max(0.8, Double(cellWidth) / 9)
        let left = Double(x) + Double(cellWidth) / 2 - step / 2
        let top = Double(y) + Double(cellHeight) / 2 - 1.5 * step
        var out = ""
        for dot in order where bits & (1 << dot.bit) != 0 {
            let cx = left + Double(dot.column) * step, cy = top + Double(dot.row) * step
            out +=
                "<circle cx=\"\(DeviceSVG.number(cx))\" cy=\"\(DeviceSVG.number(cy))\" r=\"\(DeviceSVG.number(radius))\" "
                + "fill=\"\(color)\"\(dim ? " fill-opacity=\"0.6\"" : "")/>\n"
        }
        return out
    }
}
