import ButtonKit
import ButtonKitTestSupport
import Canvas
import Rendering
import Simulator
import SimulatorTestSupport
import Testing

@Suite("Invariants over random keys, clicks and resizes through the app")
struct AppPropertyTests {
    /// Every key of the key table, and the board's custom-state and event keys.
    static func keys(_ board: BoardDefinition) -> [Key] {
        KeyBindings.fixed.flatMap { $0.keys.map(\.key) }
            + (board.customKeys.map(\.key) + board.eventKeys.map(\.key)).map(Key.character)
    }

    /// Checks every invariant; returns a description of the first one broken.
    static func brokenInvariant(_ store: AppTestStore) -> String? {
        let state = store.state
        if let violation = store.violations.first { return violation }
        if store.pendingIDs != state.simulator.pendingTimers { return "reducer and clock disagree on pending timers" }
        if !state.simulator.buttons.indices.contains(state.simulator.targetIndex) { return "target out of the board" }
        let layout = state.drawnLayout
        let area = Rect(x: 0, y: 1, width: layout.width, height: layout.statusRow - 1)
        switch state.screen.overlay {
        case .help where state.screen.helpPage >= HelpOverlay.pageCount(state.screen, area: area):
            return "help page \(state.screen.helpPage) past the last"
        case .gallery where state.screen.galleryPage >= GalleryView.pageCount(state.screen, area: area):
            return "gallery page \(state.screen.galleryPage) past the last"
        default:
            return nil
        }
    }

    @Test(arguments: 1...12)
    func randomInputKeepsEveryInvariant(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let sizes = [
            TerminalSize(columns: 100, rows: 30), TerminalSize(columns: 80, rows: 24),
            TerminalSize(columns: 60, rows: 20), TerminalSize(columns: 140, rows: 26),
        ]
        // Random input: the invariants judge every step, not a change stated for each.
        var store = AppTestStore(state: AppStateFixture.fresh(), exhaustivity: .off)
        let keys = Self.keys(store.state.simulator.board)
        for step in 0..<250 {
            let size = store.state.size
            switch Int.random(in: 0..<20, using: &generator) {
            case 0:
                let next = sizes.randomElement(using: &generator) ?? size
                store.send(.input(.resize(columns: next.columns, rows: next.rows)))
            case 1, 2:
                let column = Int.random(in: 0..<max(1, size.columns), using: &generator)
                let row = Int.random(in: 0..<max(1, size.rows), using: &generator)
                store.send(.input(.mousePress(column: column, row: row)))
                store.send(.input(.mouseRelease(column: column, row: row)))
            case 3, 4, 5:
                store.advance(by: .milliseconds(Int.random(in: 50...600, using: &generator)))
            default:
                store.send(.input(.key(keys.randomElement(using: &generator) ?? .tab)))
            }
            if let broken = Self.brokenInvariant(store) {
                Issue.record("seed \(seed), step \(step): \(broken)")
                return
            }
        }
        store.finish()
    }
}
