import ButtonKit
import ButtonKitTestSupport
import Canvas
import Rendering
import Runtime
import Simulator
import Testing
import Theming

@Suite("The driver on a virtual clock: what play and the terminal share")
@MainActor
struct ProgramTests {
    func driver(size: TerminalSize = TerminalSize(columns: 100, rows: 30)) -> (Program, ManualScheduler) {
        let clock = ManualScheduler()
        let state = AppState(
            screen: ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault),
            size: size, themeIDs: ["default"])
        let driver = Program(state: state, scheduler: clock, catalog: ThemeCatalog.discover(in: nil), stateStore: nil)
        driver.send(.started)
        return (driver, clock)
    }

    func play(_ text: String, size: TerminalSize = TerminalSize(columns: 100, rows: 30)) throws -> Program {
        let (driver, clock) = driver(size: size)
        HeadlessPlayer.play(try PlayScript(parsing: text), program: driver, clock: clock)
        return driver
    }

    @Test func theFollowButtonGoesFollowSpinnerFollowedMutual() throws {
        let (driver, clock) = driver()
        #expect(driver.frame().text.contains("Follow "))
        driver.send(.input(.key(.space)))
        clock.advance(by: .milliseconds(200))
        #expect(driver.state.simulator[.follow]?.shownTitle == "")
        #expect(driver.frame().text.contains(Spinner.glyph(frame: driver.state.simulator.spinnerFrame)))
        clock.advance(by: .seconds(1))
        #expect(driver.frame().text.contains("Followed"))
        driver.send(.input(.key(.character("m"))))
        #expect(driver.frame().text.contains("Mutual"))
        #expect(clock.pendingIDs.isEmpty)
    }

    @Test func theModalButtonNeedsTwoTapsAndTwoWaits() throws {
        let driver = try play("tab space wait:200ms space wait:200ms wait:1s space wait:200ms wait:1s")
        #expect(driver.state.simulator[.modal]?.machineState == "complete")
        #expect(driver.frame().text.contains("Complete!"))
    }

    @Test func quittingStopsTheScript() throws {
        let driver = try play("q m")
        #expect(driver.didQuit)
        #expect(driver.state.simulator[.follow]?.state == .normal)
    }

    @Test func resizeToTooSmallAndBack() throws {
        let driver = try play("resize:50x10")
        #expect(driver.frame().text.contains("terminal too small, need 80 x 24 (now 50 x 10)"))
        driver.send(.input(.resize(columns: 100, rows: 30)))
        #expect(driver.frame().text.contains("Inspector: follow"))
    }

    @Test func twoHundredResizesInARowBreakNothing() throws {
        let sizes = (0..<200).map { "resize:\(20 + $0 % 90)x\(5 + $0 % 30)" }.joined(separator: " ")
        let driver = try play(sizes + " resize:100x30 s")
        #expect(driver.frame().text.contains("Followed"))
    }

    @Test func aFloodOfKeysIsHandledInOrder() throws {
        let driver = try play(Array(repeating: "s", count: 1001).joined(separator: " "))
        #expect(driver.state.simulator[.follow]?.state == .selected)
    }

    @Test func aThemeThatIsNotKnownReportsAndKeepsTheCurrent() {
        let (driver, _) = driver()
        driver.send(.input(.key(.character("t"))))
        #expect(driver.state.screen.theme.name == "default")
        #expect(driver.state.screen.status?.text.hasPrefix("only one theme found") == true)
    }
}

@Suite("Spinner ticks redraw only the spinning buttons")
@MainActor
struct SpinnerRedrawTests {
    @Test(arguments: [TerminalSize(columns: 100, rows: 30), TerminalSize(columns: 80, rows: 24)])
    func aTickDrawsTheSameFrameAsAFullRender(size: TerminalSize) throws {
        let clock = ManualScheduler()
        let state = AppState(
            screen: ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault),
            size: size, themeIDs: ["default"])
        let driver = Program(state: state, scheduler: clock, catalog: ThemeCatalog.discover(in: nil), stateStore: nil)
        HeadlessPlayer.play(try PlayScript(parsing: "l tab space wait:200ms"), program: driver, clock: clock)
        for _ in 0..<12 {
            _ = driver.frame()
            clock.advance(by: .milliseconds(100))
            var full = Frame(width: size.columns, height: size.rows)
            MainScreen.render(driver.state.screen, area: full.area, into: &full)
            #expect(driver.frame() == full)
        }
    }
}
