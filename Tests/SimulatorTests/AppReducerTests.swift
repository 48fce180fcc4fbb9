import ButtonKit
import ButtonKitTestSupport
import Rendering
import Simulator
import SimulatorTestSupport
import Testing
import Theming

@Suite("Keys, clicks and resizes through the app reducer")
struct AppReducerTests {
    func fresh(_ size: TerminalSize = TerminalSize(columns: 100, rows: 30)) -> AppState {
        AppStateFixture.fresh(size)
    }

    @discardableResult
    func press(_ state: inout AppState, _ keys: Key...) -> [AppEffect] {
        AppStateFixture.press(&state, keys)
    }

    @Test func everyKeyOfTheDesignDoesItsJob() {
        var state = fresh()
        press(&state, .character("m"))
        #expect(state.simulator[.follow]?.state.rawValue == 0x0001_0004)
        press(&state, .character("s"))
        #expect(state.simulator[.follow]?.state == .normal)
        press(&state, .character("l"), .character("e"), .character("e"))
        #expect(state.simulator[.follow]?.isEnabled == false)
        press(&state, .character("r"), .character("f"))
        #expect(state.simulator[.follow]?.state == .focused)
        press(&state, .character("h"))
        #expect(state.simulator[.follow]?.state == [.focused, .highlighted])
        press(&state, .tab)
        #expect(state.simulator.target.id == .modal)
        press(&state, .backtab, .left)
        #expect(state.simulator.target.id.rawValue == "on-color")
        press(&state, .right, .right)
        #expect(state.simulator.target.id == .modal)
        // Up and down move to the nearest button in the row above or below:
        // modal → secondary → on-color (wrapped onto the third row) → primary → follow.
        press(&state, .down)
        #expect(state.simulator.target.id.rawValue == "secondary")
        press(&state, .down)
        #expect(state.simulator.target.id.rawValue == "on-color")
        press(&state, .up, .up)
        #expect(state.simulator.target.id == .follow)
        press(&state, .up, .right)
        #expect(state.simulator.target.id == .modal)
        let tap = press(&state, .space)
        #expect(tap.contains(.engine(.schedule(.tapRelease(.modal), after: .milliseconds(150)))))
    }

    @Test func overlaysOpenAndEscClosesThemBeforeItQuits() {
        var state = fresh()
        press(&state, .character("?"))
        #expect(state.screen.overlay == .help)
        #expect(press(&state, .escape).isEmpty)
        #expect(state.screen.overlay == .none)
        press(&state, .character("g"))
        #expect(state.screen.overlay == .gallery)
        // g turns the pages, then closes the gallery.
        for _ in 0..<50 where state.screen.overlay == .gallery { press(&state, .character("g")) }
        #expect(state.screen.overlay == .none)
        #expect(press(&state, .escape) == [.engine(.save), .engine(.quit)])
    }

    @Test func qAndCtrlCQuitSavingTheState() {
        var state = fresh()
        #expect(press(&state, .character("q")) == [.engine(.save), .engine(.quit)])
        var interrupted = fresh()
        #expect(
            AppLoopReducer.reduce(&interrupted, .signalled(.end(signalNumber: 2))) == [.engine(.save), .engine(.quit)])
        #expect(interrupted.endingSignal == 2)
    }

    @Test func tAsksForTheNextThemeAndAFailureKeepsTheLastGoodOne() {
        var state = fresh()
        #expect(press(&state, .character("t")) == [.loadTheme("dark")])
        let failure = StatusMessage.themeKept(problem: "dark.json: theme.color.x: bad colour", more: 0, kept: "default")
        _ = AppLoopReducer.reduce(&state, .statusReported(failure))
        #expect(state.screen.theme.name == "default")
        #expect(state.screen.status?.text == "dark.json: theme.color.x: bad colour; kept theme default")
        #expect(state.screen.status?.isError == true)
        press(&state, .character("s"))
        #expect(state.screen.status == nil)
    }

    @Test func unknownKeysAreIgnored() {
        var state = fresh()
        let before = state
        #expect(press(&state, .character("z"), .character("é"), .character("1")).isEmpty)
        #expect(state == before)
    }

    @Test func aClickTapsWhereTheButtonIsDrawn() throws {
        var state = fresh()
        let box = try #require(state.drawnLayout.slot(for: ButtonID(rawValue: "danger"))).box
        _ = AppLoopReducer.reduce(&state, .input(.mousePress(column: box.x + 2, row: box.y + 1)))
        #expect(state.simulator.target.id.rawValue == "danger")
        #expect(state.simulator.target.state == .highlighted)
        let effects = AppLoopReducer.reduce(&state, .input(.mouseRelease(column: box.x + 2, row: box.y + 1)))
        #expect(effects == [.engine(.schedule(.repeatWindow(ButtonID(rawValue: "danger")), after: .milliseconds(350)))])
        #expect(state.simulator.events.map(\.event) == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test func releasingOutsideSendsTouchUpOutside() throws {
        var state = fresh()
        let box = try #require(state.drawnLayout.slot(for: .follow)).box
        _ = AppLoopReducer.reduce(&state, .input(.mousePress(column: box.x, row: box.y)))
        _ = AppLoopReducer.reduce(&state, .input(.mouseRelease(column: box.maxX + 40, row: box.maxY + 12)))
        #expect(state.simulator.events.last?.event == .touchUpOutside)
        #expect(state.simulator[.follow]?.machineState == "idle")
    }

    @Test func resizingChangesTheLayoutAndTooSmallIgnoresClicks() {
        var state = fresh()
        _ = AppLoopReducer.reduce(&state, .input(.resize(columns: 40, rows: 10)))
        #expect(!state.drawnLayout.fits)
        #expect(AppLoopReducer.reduce(&state, .input(.mousePress(column: 5, row: 3))).isEmpty)
        _ = AppLoopReducer.reduce(&state, .input(.resize(columns: 100, rows: 30)))
        #expect(state.drawnLayout.fits)
    }

    @Test func everyKeyInTheHelpIsMapped() {
        let board = BuiltInFixture.board
        let keys: [Key] =
            [.tab, .backtab, .left, .right, .up, .down, .space, .enter, .escape]
            + "hslmefrgt,?q".map { Key.character($0) }
        for key in keys { #expect(KeyBindings.command(for: key, board: board) != nil, "\(key)") }
        #expect(KeyBindings.command(for: .character("x"), board: board) == nil)
        let help = KeyBindings.help(for: board)
        #expect(
            help.entries.map(\.keys) == [
                "Tab / Shift-Tab, ← →", "↑ ↓", "Space, Enter", "h", "s", "m", "l", "e", "f", "c", "r", "g", "t", ",",
                "?",
                "q, Esc", "Ctrl-C, Ctrl-\\", "Ctrl-Z", "Ctrl-L", "mouse",
            ])
        #expect(help.entries.first { $0.keys == "l" }?.does == "toggle loading (follow, primary and 5 more)")
    }

    @Test func customStateKeysComeFromTheButtonFile() throws {
        let json = """
            {"buttons": [{"id": "subscribe", "states": {"pending": {"bit": 18, "key": "p"}}}]}
            """
        let board = try BuiltInFixture.board(json: json, reservedKeys: KeyBindings.reservedCharacters).get().board
        #expect(KeyBindings.command(for: .character("p"), board: board) == .target(.stateKey("p")))
        #expect(KeyBindings.command(for: .character("l"), board: board) == nil)
        #expect(KeyBindings.help(for: board).legends.last?.contains("h s p e f r") == true)
    }
}

@Suite("A lost mouse release")
struct LostReleaseTests {
    @Test func aNewPressCancelsATouchWhoseReleaseNeverArrived() throws {
        var state = AppState(
            screen: ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault),
            size: TerminalSize(columns: 100, rows: 30), themeIDs: ["default"])
        let follow = try #require(state.drawnLayout.slot(for: .follow)).box
        let modal = try #require(state.drawnLayout.slot(for: .modal)).box
        _ = AppLoopReducer.reduce(&state, .input(.mousePress(column: follow.x + 1, row: follow.y + 1)))
        _ = AppLoopReducer.reduce(&state, .input(.mousePress(column: modal.x + 1, row: modal.y + 1)))
        #expect(state.simulator[.follow]?.state == .normal)
        #expect(state.simulator.events.map(\.event) == [.touchDown, .touchCancel, .touchDown])
        #expect(state.simulator.touchInProgress == .modal)
    }
}

@Suite("Keys that would act unseen are swallowed")
struct SwallowedKeyTests {
    func state(_ size: TerminalSize = TerminalSize(columns: 100, rows: 30)) -> AppState {
        AppState(
            screen: ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault), size: size,
            themeIDs: ["default", "dark"])
    }

    @Test func behindTheHelpOverlayOnlyClosingAndQuittingWork() {
        var app = state()
        _ = AppLoopReducer.reduce(&app, .input(.key(.character("?"))))
        #expect(AppLoopReducer.reduce(&app, .input(.key(.character("s")))).isEmpty)
        #expect(AppLoopReducer.reduce(&app, .input(.key(.tab))).isEmpty)
        #expect(app.simulator[.follow]?.state == .normal)
        #expect(app.simulator.target.id == .follow)
        #expect(AppLoopReducer.reduce(&app, .input(.key(.character("q")))) == [.engine(.save), .engine(.quit)])
    }

    @Test func onTheTooSmallScreenOnlyQuittingWorks() {
        var app = state(TerminalSize(columns: 60, rows: 20))
        #expect(AppLoopReducer.reduce(&app, .input(.key(.character("s")))).isEmpty)
        #expect(app.simulator[.follow]?.state == .normal)
        #expect(AppLoopReducer.reduce(&app, .input(.key(.escape))) == [.engine(.save), .engine(.quit)])
    }

    @Test func inTheGalleryTheTargetAndThemeMayChangeButNotTheState() {
        var app = state()
        _ = AppLoopReducer.reduce(&app, .input(.key(.character("g"))))
        _ = AppLoopReducer.reduce(&app, .input(.key(.character("s"))))
        _ = AppLoopReducer.reduce(&app, .input(.key(.tab)))
        #expect(app.simulator[.follow]?.state == .normal)
        #expect(app.simulator.target.id == .modal)
        #expect(AppLoopReducer.reduce(&app, .input(.key(.character("t")))) == [.loadTheme("dark")])
    }
}

@Suite("The tracking area: the button grown by the touch slop")
struct TrackingAreaTests {
    func fresh(slop: Double = 70) -> AppState {
        var screen = ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault)
        screen.touchSlop = slop
        return AppState(screen: screen, size: TerminalSize(columns: 100, rows: 30), themeIDs: ["default"])
    }

    /// 70 pt is 9 columns and 4 rows by the points-to-cells rule (8 pt a column, 16 pt a row).
    @Test func bothSidesOfTheBoundary() throws {
        var state = fresh()
        let box = try #require(state.drawnLayout.slot(for: .follow)).box
        #expect(
            state.drawnLayout.trackingArea(for: .follow, slop: 70)
                == Rect(x: box.x - 9, y: box.y - 4, width: box.width + 18, height: box.height + 8))
        _ = AppLoopReducer.reduce(&state, .input(.mousePress(column: box.x, row: box.y)))
        _ = AppLoopReducer.reduce(&state, .input(.mouseMove(column: box.maxX - 1 + 9, row: box.y)))
        #expect(state.simulator.touchIsInside)
        _ = AppLoopReducer.reduce(&state, .input(.mouseMove(column: box.maxX + 9, row: box.y)))
        #expect(!state.simulator.touchIsInside)
        #expect(state.simulator[.follow]?.state == .normal)
        // Three cells (24 pt) right of the button is still inside: touchUpInside.
        _ = AppLoopReducer.reduce(&state, .input(.mouseRelease(column: box.maxX + 2, row: box.y)))
        #expect(
            state.simulator.events.map(\.event) == [
                .touchDown, .touchDragInside, .touchDragExit, .touchDragOutside, .touchUpInside,
                .primaryActionTriggered,
            ])
    }

    @Test func aSlopOfZeroIsTheButtonItself() throws {
        var state = fresh(slop: 0)
        let box = try #require(state.drawnLayout.slot(for: .follow)).box
        _ = AppLoopReducer.reduce(&state, .input(.mousePress(column: box.x, row: box.y)))
        _ = AppLoopReducer.reduce(&state, .input(.mouseRelease(column: box.maxX, row: box.y)))
        #expect(state.simulator.events.last?.event == .touchUpOutside)
    }

    @Test func cCancelsTheTouchInProgressAndTheAreaIsDrawnWhileHeld() throws {
        var state = fresh()
        let box = try #require(state.drawnLayout.slot(for: .follow)).box
        _ = AppLoopReducer.reduce(&state, .input(.mousePress(column: box.x, row: box.y)))
        var frame = Frame(width: 100, height: 30)
        MainScreen.render(state.screen, area: frame.area, into: &frame)
        #expect(frame.text.contains("╌"))
        #expect(frame.text.contains("held, inside the tracking area"))
        _ = AppLoopReducer.reduce(&state, .input(.key(.character("c"))))
        #expect(state.simulator.events.last?.event == .touchCancel)
        var after = Frame(width: 100, height: 30)
        MainScreen.render(state.screen, area: after.area, into: &after)
        #expect(!after.text.contains("╌"))
    }
}
