import ButtonKit
import ButtonKitTestSupport
import Foundation
import Persistence
import Rendering
import Runtime
import Simulator
import Testing
import Theming

/// The environment panel over the program loop on the in-memory terminal: keys in,
/// screen text out.
@MainActor
@Suite("The environment panel in the program loop")
struct EnvironmentPanelProgramTests {
    @MainActor
    final class Harness {
        let terminal: InMemoryTerminal
        let program: Program
        let folder: TemporaryFolder
        let stateURL: URL

        init(columns: Int = 100, rows: Int = 30) throws {
            terminal = InMemoryTerminal(columns: columns, rows: rows)
            folder = try TemporaryFolder("panel")
            stateURL = folder.path("state.json")
            let state = AppState(
                screen: ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault),
                size: TerminalSize(columns: columns, rows: rows), themeIDs: ["default"])
            program = Program(
                state: state, scheduler: ManualScheduler(), catalog: ThemeCatalog.discover(in: nil),
                stateStore: StateFileStore(url: stateURL), backend: terminal)
            program.send(.started)
        }

        func press(_ keys: Key...) {
            for key in keys { terminal.send(.event(.key(key))) }
            program.send(terminal.readInput().map(\.action))
        }

        var lines: [String] {
            terminal.screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }

        /// The rows the follow button's filled body takes (its caps at the left of the board).
        var followRows: Int { lines.filter { $0.dropFirst(2).hasPrefix(" ▐") || $0.dropFirst(2).hasPrefix("▐") }.count }
    }

    @Test func thePanelOpensListsEverySettingAndCloses() throws {
        let harness = try Harness()
        harness.press(.character(","))
        let text = harness.terminal.screen.text
        #expect(text.contains("Environment: standard"))
        #expect(text.contains("▶ content-size   xs s m [l] xl xxl xxxl ax1 ax2 ax3 ax4 ax5"))
        for axis in EnvironmentAxis.axes(for: .uikit) { #expect(text.contains(axis.rawValue)) }
        // UIKit's buttons have no container to inherit .disabled from: the panel does not offer it.
        #expect(!text.contains(EnvironmentAxis.containerDisabled.rawValue))
        harness.press(.escape)
        #expect(!harness.terminal.screen.text.contains("Environment:"))
        #expect(harness.terminal.screen.text.contains("Inspector: follow"))
    }

    @Test func aLargerTextSizeMakesTheBoxTallerAndTheHeaderSaysSo() throws {
        let harness = try Harness()
        let before = harness.followRows
        #expect(!harness.lines[0].contains("ax3"))
        harness.press(.character(","), .right, .right, .right, .right, .right, .right)
        #expect(harness.terminal.screen.text.contains("[ax3]"))
        #expect(harness.lines[0].contains("locale en · ax3"))
        #expect(harness.followRows > before)
        // Back to the standard size: the screen is as it was.
        harness.press(.left, .left, .left, .left, .left, .left, .escape)
        #expect(harness.followRows == before)
        #expect(!harness.lines[0].contains("ax3"))
    }

    @Test func darkAndRightToLeftChangeTheThemeAndMirrorTheBoard() throws {
        let harness = try Harness()
        #expect(
            harness.lines[1].firstRange(of: "follow")?.lowerBound ?? "".startIndex
                < harness.lines[1].firstRange(of: "modal")?.lowerBound ?? "".startIndex)
        harness.press(.character(","), .down, .right, .down, .down, .right, .escape)
        #expect(harness.lines[0].contains("theme dark · locale en · dark · rtl"))
        let labels = harness.lines[1]
        let modal = try #require(labels.firstRange(of: "modal")).lowerBound
        let follow = try #require(labels.firstRange(of: "follow")).lowerBound
        #expect(modal < follow)
    }

    @Test func theEnvironmentIsSavedOnQuit() throws {
        let harness = try Harness()
        harness.press(.character(","), .right, .escape, .character("q"))
        let saved = try String(contentsOf: harness.stateURL, encoding: .utf8)
        #expect(saved.contains("\"environment\""))
        #expect(saved.contains("\"contentSize\" : \"xl\""))
    }

    @Test func theStandardEnvironmentSavesNoEnvironment() throws {
        let harness = try Harness()
        harness.press(.character(","), .right, .left, .escape, .character("q"))
        let saved = try String(contentsOf: harness.stateURL, encoding: .utf8)
        #expect(!saved.contains("environment"))
    }

    @Test func thePanelFitsAt80x24AndKeepsTheTargetInView() throws {
        let harness = try Harness(columns: 80, rows: 24)
        harness.press(.character(","), .left, .left, .left, .left)
        let text = harness.terminal.screen.text
        #expect(text.contains("[ax5]"))
        #expect(text.contains("▶ content-size"))
        #expect(text.contains("▶ ▐"))
        #expect(!text.contains("terminal too small"))
    }
}
