import Canvas
import Foundation
import Rendering
import Runtime
import Simulator
import TerminalUI
import Testing
import Theming

/// The spinner path (docs/benchmark.md) writes spinner glyphs past `doupdate`; it is
/// allowed only if ncurses' idea of the screen, the cursor and the pen stays exact. tmux
/// is the terminal emulator: after many spinner ticks mixed with ordinary frames, what it
/// shows (text, colours, attributes) must be the frame the same keys give headless, and
/// a full repaint (Ctrl-L) must change nothing.
@Suite("The spinner path keeps ncurses exact", .serialized)
@MainActor
struct SpinnerPathTests {
    static let glyphs = Set(Spinner.glyphs.compactMap(\.first))
    static let keys: [(tmux: String, event: InputEvent)] = [
        ("Tab", .key(.tab)), ("h", .key(.character("h"))), ("Tab", .key(.tab)), ("Tab", .key(.tab)),
        ("s", .key(.character("s"))), ("BTab", .key(.backtab)), ("BTab", .key(.backtab)), ("BTab", .key(.backtab)),
    ]

    /// Polls until the spinner glyph on screen has changed `count` times.
    func waitForTicks(_ tmux: TmuxSession, _ count: Int) throws {
        var seen = 0
        var last: Character?
        try tmux.waitFor(timeout: 20, "\(count) spinner ticks") { screen in
            let glyph = screen.first { Self.glyphs.contains($0) }
            if let glyph, glyph != last {
                seen += 1
                last = glyph
            }
            return seen > count
        }
    }

    /// The frame the same keys give headless, as the cells tmux should show.
    func expectedScreen() throws -> ScreenCells {
        let prepared = try AppLauncher.prepare(
            LaunchOptions(fresh: true), size: TerminalSize(columns: 100, rows: 30),
            monochrome: false, useDefaultStateFile: false, themeFolders: [])
        let driver = Program(
            state: prepared.state, scheduler: ManualScheduler(), catalog: prepared.catalog, stateStore: nil)
        driver.send(.started)
        driver.send(.input(.key(.character("l"))))
        for key in Self.keys { driver.send(.input(key.event)) }
        return ScreenCells(frame: driver.frame())
    }

    @Test func afterManyTicksAndOrdinaryFramesTheScreenIsTheFrame() throws {
        let tmux = try TmuxSession(arguments: ["--fresh", "--state-file", "state.json"])
        try tmux.waitFor("q quit")
        try tmux.send("l")
        try waitForTicks(tmux, 15)
        // Ordinary frames while it spins: the target moves, buttons change.
        for key in Self.keys {
            try tmux.send(key.tmux)
            try waitForTicks(tmux, 3)
        }
        let capture = try tmux.capturePane(escapes: true)
        let shown = ScreenCells(capture: capture, columns: 100)
        let sameGlyph = { (a: Character, b: Character) in Self.glyphs.contains(a) && Self.glyphs.contains(b) }
        let differences = shown.differences(from: try expectedScreen(), sameText: sameGlyph)
        #expect(differences.count == 0, "\(differences.prefix(10).joined(separator: "\n"))")
        #expect(shown.rows.joined().contains { Self.glyphs.contains($0.text) }, "no spinner on screen")

        try tmux.send("C-l")
        try waitForTicks(tmux, 3)
        let repainted = ScreenCells(capture: try tmux.capturePane(escapes: true), columns: 100)
        let afterRepaint = repainted.differences(from: shown, sameText: sameGlyph)
        #expect(afterRepaint.count == 0, "\(afterRepaint.prefix(10).joined(separator: "\n"))")
    }
}

extension ScreenCells {
    /// What a frame should look like in tmux: colours as the 256-colour indices ncurses
    /// is given (tmux reports them as `5:N`).
    init(frame: Frame) {
        func color(_ rgb: RGBColor?) -> String {
            let index = TerminalColor.index(for: rgb, mode: .xterm256)
            return index < 0 ? "default" : "5:\(index)"
        }
        rows = (0..<frame.height).map { row in
            (0..<frame.width).compactMap { column -> Cell? in
                let cell = frame[column, row]
                guard !cell.isContinuation, let text = cell.text.first else { return nil }
                let style = Style(
                    foreground: color(cell.style.foreground), background: color(cell.style.background),
                    bold: cell.style.bold, dim: cell.style.dim, underline: cell.style.underline,
                    reverse: cell.style.reverse)
                return Cell(text: text, style: style)
            }
        }
    }
}
