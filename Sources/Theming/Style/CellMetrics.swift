/// The one rule that turns design points into terminal cells.
///
/// A terminal cell is taken as 8 pt wide and 16 pt tall (a typical monospace cell is
/// about twice as tall as wide, and 16 pt is iOS's body line). Heights round to the
/// nearest row (44 pt is 2.75, so 3 rows; 32 pt is 2 rows) and are at least 1 row;
/// horizontal padding rounds to the nearest column (24 pt is 3, 16 pt is 2); any border
/// wider than 0 pt is drawn 1 cell wide, the thinnest a terminal can show. Halves round
/// away from zero. Inputs above ``maximumPoints`` are clamped so no size can overflow.
public enum CellMetrics {
    /// Points in one terminal column.
    public static let pointsPerColumn = 8.0
    /// Points in one terminal row.
    public static let pointsPerRow = 16.0
    /// Larger than any sensible button; keeps conversions far from `Int` overflow.
    public static let maximumPoints = 4096.0

    /// Rows for a height in points: nearest row, at least 1.
    public static func rows(forHeight points: Double) -> Int {
        max(1, Int((clamp(points) / pointsPerRow).rounded(.toNearestOrAwayFromZero)))
    }

    /// Columns for a horizontal length in points: nearest column, at least 0.
    public static func columns(forWidth points: Double) -> Int {
        Int((clamp(points) / pointsPerColumn).rounded(.toNearestOrAwayFromZero))
    }

    /// Rows for a vertical margin in points (the touch slop): nearest row, at least 0.
    public static func rows(forMargin points: Double) -> Int {
        Int((clamp(points) / pointsPerRow).rounded(.toNearestOrAwayFromZero))
    }

    /// Cells of border for a width in points: 1 for anything above 0, else 0.
    public static func borderCells(forWidth points: Double) -> Int {
        points > 0 ? 1 : 0
    }

    private static func clamp(_ points: Double) -> Double {
        guard points.isFinite else { return 0 }
        return min(max(points, 0), maximumPoints)
    }
}
