import Canvas
import Runtime
import Testing
import Theming

@testable import Runtime

@MainActor
@Suite("In-memory terminal")
struct InMemoryTerminalTests {
    /// Hands a terminal the changes from one frame to the next, as the pipeline does.
    @MainActor
    final class Feed {
        let terminal: InMemoryTerminal
        var previous: Frame?

        init(_ terminal: InMemoryTerminal) { self.terminal = terminal }

        func draw(_ frame: Frame) {
            let full = previous.map { $0.width != frame.width || $0.height != frame.height } ?? true
            _ = terminal.apply(
                FrameUpdate(
                    columns: frame.width, rows: frame.height, isFullRepaint: full,
                    changes: FrameDiff.changes(from: full ? nil : previous, to: frame), isSpinnerOnly: false))
            previous = frame
        }

        func invalidate() { previous = nil }
    }

    func frame(_ text: String, spinner: String = "|") -> Frame {
        var frame = Frame(width: 20, height: 3)
        frame.put(text, column: 2, row: 1, style: .plain)
        frame.put(spinner, column: 0, row: 0, style: CellStyle(bold: true))
        return frame
    }

    @Test func theFirstDrawWritesEveryCell() {
        let terminal = InMemoryTerminal(columns: 20, rows: 3)
        let feed = Feed(terminal)
        feed.draw(frame("Follow"))
        #expect(terminal.cellsWrittenLastDraw == 60)
        #expect(terminal.screen.lines[1] == "  Follow            ")
    }

    @Test func drawingTheSameFrameAgainWritesNothing() {
        let terminal = InMemoryTerminal(columns: 20, rows: 3)
        let feed = Feed(terminal)
        feed.draw(frame("Follow"))
        feed.draw(frame("Follow"))
        #expect(terminal.cellsWrittenLastDraw == 0)
        #expect(terminal.drawCount == 2)
    }

    @Test func aSpinnerStepWritesOneCell() {
        let terminal = InMemoryTerminal(columns: 20, rows: 3)
        let feed = Feed(terminal)
        feed.draw(frame("Follow", spinner: "|"))
        feed.draw(frame("Follow", spinner: "/"))
        #expect(terminal.cellsWrittenLastDraw == 1)
        #expect(terminal.screen[0, 0].text == "/")
    }

    @Test func aWideCharacterCountsOnce() {
        let terminal = InMemoryTerminal(columns: 20, rows: 3)
        let feed = Feed(terminal)
        feed.draw(frame("关注"))
        feed.draw(frame("关往"))
        #expect(terminal.cellsWrittenLastDraw == 1)
        #expect(terminal.screen.lines[1] == "  关往" + String(repeating: " ", count: 14))
        #expect(terminal.screen[5, 1].isContinuation)
    }

    @Test func aStyleChangeOnTheContinuationRewritesItsOwner() {
        let terminal = InMemoryTerminal(columns: 20, rows: 3)
        let feed = Feed(terminal)
        var next = frame("关注")
        feed.draw(next)
        next.restyle(Rect(x: 3, y: 1, width: 1, height: 1)) { $0.underline = true }
        feed.draw(next)
        #expect(terminal.cellsWrittenLastDraw == 1)
        #expect(terminal.screen.lines == next.lines)
        #expect(terminal.screen[2, 1] == next[2, 1])
    }

    @Test func aFullRepaintWritesEveryCell() {
        let terminal = InMemoryTerminal(columns: 20, rows: 3)
        let feed = Feed(terminal)
        feed.draw(frame("Follow"))
        feed.invalidate()
        feed.draw(frame("Follow"))
        #expect(terminal.cellsWrittenLastDraw == 60)
        #expect(terminal.cellsWritten == 120)
    }

    @Test func resizingRepaintsAtTheNewSize() {
        let terminal = InMemoryTerminal(columns: 20, rows: 3)
        let feed = Feed(terminal)
        feed.draw(frame("Follow"))
        terminal.setSize(columns: 10, rows: 2)
        let size = terminal.resize()
        #expect(size == (10, 2))
        var small = Frame(width: 10, height: 2)
        small.put("Mutual", column: 0, row: 0, style: .plain)
        feed.draw(small)
        #expect(terminal.cellsWrittenLastDraw == 20)
        #expect(terminal.screen == small)
    }

    @Test func suspendingStopsDrawing() {
        let terminal = InMemoryTerminal(columns: 20, rows: 3)
        let feed = Feed(terminal)
        feed.draw(frame("Follow"))
        terminal.suspend()
        feed.draw(frame("Mutual"))
        #expect(terminal.drawCount == 1)
        terminal.resume()
        feed.invalidate()
        feed.draw(frame("Mutual"))
        #expect(terminal.cellsWrittenLastDraw == 60)
        #expect((terminal.suspensions, terminal.resumptions, terminal.fullRepaints) == (1, 1, 2))
    }

    @Test func restoreIsRecorded() {
        let terminal = InMemoryTerminal(columns: 4, rows: 1)
        terminal.restore()
        terminal.restore()
        #expect(terminal.isRestored)
    }
}
