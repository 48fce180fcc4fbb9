/// A rectangle of cells: column `x`, row `y`, `width` columns, `height` rows.
public struct Rect: Hashable, Sendable {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns covered; never negative.
    public var width: Int
    /// Rows covered; never negative.
    public var height: Int

    /// A rectangle; a negative width or height is taken as 0.
    /// - Parameters:
    ///   - x: The leftmost column.
    ///   - y: The top row.
    ///   - width: Columns.
    ///   - height: Rows.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The first column to the right of the rectangle (exclusive).
    public var maxX: Int { x + width }
    /// The first row below the rectangle (exclusive).
    public var maxY: Int { y + height }
    /// Whether it covers no cell at all.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether the cell at (`column`, `row`) lies inside.
    /// - Parameters:
    ///   - column: The cell's column.
    ///   - row: The cell's row.
    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// The rectangle shrunk by `by` cells on every side.
    public func inset(by amount: Int) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The cells both rectangles cover (empty when they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        return Rect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
    }
}
