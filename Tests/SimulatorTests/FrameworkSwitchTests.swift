import ButtonKit
import ButtonKitTestSupport
import Foundation
import Runtime
import Simulator
import Testing
import Theming

/// `;` and `--framework` in the interactive program: every button switches rules, the
/// state is kept, the status line and header say which rules are shown, and an edit of
/// the button file keeps the rules chosen.
@Suite("The framework key")
@MainActor
struct FrameworkSwitchTests {
    let scratch: TemporaryFolder

    init() throws { scratch = try TemporaryFolder("button-sim") }

    func driver(_ options: LaunchOptions) throws -> Program {
        let prepared = try AppLauncher.prepare(
            options, size: TerminalSize(columns: 100, rows: 30), monochrome: false, useDefaultStateFile: false,
            themeFolders: [])
        let driver = Program(
            state: prepared.state, scheduler: ManualScheduler(), catalog: prepared.catalog, stateStore: nil)
        driver.send(.started)
        return driver
    }

    @Test func semicolonSwitchesEveryButtonAndKeepsTheState() throws {
        let driver = try driver(LaunchOptions(fresh: true))
        driver.send(.input(.key(.character("s"))))
        driver.send(.input(.key(.character("f"))))
        #expect(driver.state.simulator["follow"]?.shownTitle == "Follow")
        driver.send(.input(.key(.character(";"))))
        #expect(driver.state.simulator.board.buttons.allSatisfy { $0.framework == .swiftui })
        #expect(driver.state.simulator["follow"]?.shownTitle == "Followed")
        #expect(driver.state.screen.status == .rulesShown(.swiftui))
        #expect(driver.state.screen.keys.entries.contains { $0.keys == ";" })
        driver.send(.input(.key(.character("h"))))
        #expect(driver.state.simulator.notice == .pressNeedsTouch("follow"))
        driver.send(.input(.key(.character(";"))))
        #expect(driver.state.simulator.board.buttons.allSatisfy { $0.framework == .uikit })
        #expect(driver.state.simulator["follow"]?.shownTitle == "Follow")
        #expect(driver.state.screen.status == .rulesShown(.uikit))
    }

    @Test func theChosenRulesSurviveAnEditOfTheButtonFile() throws {
        let url = scratch.path("board.json")
        try Data(#"{"buttons": [{"id": "go", "titles": {"normal": "Go"}}]}"#.utf8).write(to: url)
        let driver = try driver(LaunchOptions(buttonsFile: url.path, fresh: true, framework: .swiftui))
        #expect(driver.state.simulator.board.buttons[0].framework == .swiftui)
        try Data(#"{"buttons": [{"id": "go", "titles": {"normal": "Go on"}}]}"#.utf8).write(to: url)
        driver.send(.boardFileChanged)
        #expect(driver.state.simulator["go"]?.shownTitle == "Go on")
        #expect(driver.state.simulator.board.buttons[0].framework == .swiftui)
    }
}
