import Canvas
import Testing

@Suite("Frames, text width and diffs")
struct FrameTests {
    @Test func chineseTakesTwoCellsAndStaysCentred() {
        #expect(TextWidth.of("互相关注") == 8)
        #expect(TextWidth.of("Follow") == 6)
        #expect(TextWidth.of("下载中...") == 9)
        var frame = Frame(width: 10, height: 1)
        frame.put("关注", column: 3, row: 0, style: .plain)
        #expect(frame.lines[0] == "   关注   ")
        #expect(frame[3, 0].width == 2)
        #expect(frame[4, 0].isContinuation)
    }

    @Test func aWideCharacterIsNeverCutInHalf() {
        var frame = Frame(width: 5, height: 1)
        frame.put("关注关", column: 0, row: 0, style: .plain)
        #expect(frame.lines[0] == "关注 ")
        #expect(TextWidth.truncate("关注", to: 3) == "关")
    }

    @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
        var frame = Frame(width: 4, height: 1)
        frame.put("关", column: 0, row: 0, style: .plain)
        frame.put("x", column: 1, row: 0, style: .plain)
        #expect(frame.lines[0] == " x  ")
    }

    @Test func diffReportsOnlyChangedCells() {
        var first = Frame(width: 6, height: 2)
        first.put("abc", column: 0, row: 0, style: .plain)
        var second = first
        second.put("x", column: 1, row: 1, style: .plain)
        #expect(FrameDiff.changes(from: first, to: second).map { [$0.column, $0.row] } == [[1, 1]])
        #expect(FrameDiff.changes(from: first, to: first).isEmpty)
        #expect(FrameDiff.changes(from: nil, to: first).count == 12)
    }

    @Test func aChangedWideCharacterIsReportedOnce() {
        var first = Frame(width: 4, height: 1)
        first.put("关", column: 0, row: 0, style: .plain)
        var second = Frame(width: 4, height: 1)
        second.put("注", column: 0, row: 0, style: .plain)
        let changes = FrameDiff.changes(from: first, to: second)
        #expect(changes.map(\.column) == [0])
        #expect(changes.first?.cell.text == "注")
    }

    @Test func aRepaintReportsEveryCellAndEachWideCharacterOnceAtItsFirstCell() {
        var frame = Frame(width: 5, height: 2)
        frame.put("关x", column: 0, row: 0, style: .plain)
        frame.put("注", column: 3, row: 1, style: .plain)
        let changes = FrameDiff.changes(from: nil, to: frame)
        #expect(
            changes.map { [$0.column, $0.row] } == [
                [0, 0], [2, 0], [3, 0], [4, 0], [0, 1], [1, 1], [2, 1], [3, 1],
            ])
        var walked: [FrameChange] = []
        FrameDiff.forEachChange(from: nil, to: frame) { walked.append($0) }
        #expect(walked == changes)
    }
}
