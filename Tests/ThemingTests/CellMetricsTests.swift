import Testing

@testable import Theming

@Suite("Points to cells")
struct CellMetricsTests {
    @Test func heightsRoundToNearestRow() {
        #expect(CellMetrics.rows(forHeight: 44) == 3)
        #expect(CellMetrics.rows(forHeight: 32) == 2)
        #expect(CellMetrics.rows(forHeight: 24) == 2)  // 1.5 rounds away from zero
        #expect(CellMetrics.rows(forHeight: 23) == 1)
        #expect(CellMetrics.rows(forHeight: 0) == 1)  // never less than a row
        #expect(CellMetrics.rows(forHeight: 1e300) == 256)  // clamped, no overflow
    }

    @Test func paddingRoundsToNearestColumn() {
        #expect(CellMetrics.columns(forWidth: 24) == 3)
        #expect(CellMetrics.columns(forWidth: 16) == 2)
        #expect(CellMetrics.columns(forWidth: 12) == 2)
        #expect(CellMetrics.columns(forWidth: 11) == 1)
        #expect(CellMetrics.columns(forWidth: 0) == 0)
    }

    @Test func anyBorderIsOneCell() {
        #expect(CellMetrics.borderCells(forWidth: 0) == 0)
        #expect(CellMetrics.borderCells(forWidth: 0.5) == 1)
        #expect(CellMetrics.borderCells(forWidth: 2) == 1)
    }

    @Test func cornerRule() {
        #expect(CornerStyle(radiusPoints: 0) == .none)
        #expect(CornerStyle(radiusPoints: 4) == .small)
        #expect(CornerStyle(radiusPoints: 8) == .medium)
        #expect(CornerStyle(radiusPoints: 16) == .large)
        #expect(CornerStyle(radiusPoints: 99) == .pill)
        #expect(CornerStyle(radiusPoints: 500) == .pill)
    }
}
