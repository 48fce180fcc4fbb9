import ButtonKit
import ButtonKitTestSupport
import Testing
import Theming

@testable import Rendering

/// The layout counts the inspector's rows without wording them (it asks before every
/// key); the count must be what the inspector draws, in every reachable state of every
/// shipped button, with a finger down or not.
@Suite("Inspector row count")
struct InspectorRowCountTests {
    @Test func theCountIsWhatTheInspectorDraws() throws {
        var checked = 0
        for (name, board) in try MonochromeDistinctnessTests.boards() {
            var simulator = SimulatorState(board: board)
            for index in simulator.buttons.indices {
                simulator.targetIndex = index
                let id = simulator.buttons[index].id
                for entry in ReachableStates.entries(
                    for: simulator.buttons[index].definition, localization: simulator.localization)
                {
                    var shown = simulator
                    shown.buttons[index] = entry.button
                    for touching in [false, true] {
                        shown.touchInProgress = touching ? id : nil
                        let model = ScreenModel(simulator: shown, theme: Theme.builtInDefault)
                        #expect(
                            InspectorView.fixedRows(model) == 1 + InspectorView.lines(model).count,
                            "\(name) \(id) \(entry.label)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 100)
    }
}
