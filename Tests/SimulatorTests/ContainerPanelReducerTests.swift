import ButtonKit
import Runtime
import Simulator
import Testing

/// The environment panel's `container-disabled` row in the interactive program: offered
/// under SwiftUI's rules only, and kept across a switch of rules.
@Suite("A disabled container in the interactive program")
@MainActor
struct ContainerPanelReducerTests {
    func press(_ program: Program, _ keys: Key...) {
        for key in keys { program.send(.input(.key(key))) }
    }

    @Test func thePanelDisablesTheContainerUnderSwiftUIAndUIKitIgnoresIt() throws {
        let prepared = try AppLauncher.prepare(
            LaunchOptions(fresh: true), size: TerminalSize(columns: 100, rows: 30), monochrome: false,
            useDefaultStateFile: false, themeFolders: [])
        let program = Program(
            state: prepared.state, scheduler: ManualScheduler(), catalog: prepared.catalog, stateStore: nil)
        program.send(.started)
        #expect(!program.state.screen.environmentAxes.contains(.containerDisabled))
        press(program, .character(";"))
        #expect(program.state.screen.environmentAxes.last == .containerDisabled)
        // Up from the first row wraps to the last: container-disabled.
        press(program, .character(","), .up, .right)
        #expect(program.state.screen.environment.containerDisabled)
        #expect(program.state.simulator.buttons.allSatisfy { !$0.isEnabled })
        press(program, .escape, .space)
        #expect(program.state.simulator.notice == .disabledByContainer(program.state.simulator.target.id))
        #expect(program.state.simulator.events.isEmpty)
        // UIKit's rules: the same environment leaves every button as its own flags say.
        press(program, .character(";"))
        #expect(program.state.simulator.buttons.allSatisfy { $0.isEnabled })
        // The panel does not change the setting it no longer shows.
        press(program, .character(","), .right)
        #expect(program.state.screen.environment.containerDisabled)
        #expect(program.state.screen.panelAxis == .contentSize)
        press(program, .left, .escape)
        // Back under SwiftUI's rules the container disables them again.
        press(program, .character(";"))
        #expect(program.state.simulator.buttons.allSatisfy { !$0.isEnabled })
    }
}
