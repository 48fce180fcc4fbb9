import ButtonKit
import ButtonKitTestSupport
import Canvas
import Rendering
import Simulator
import SimulatorTestSupport
import Testing
import Theming

@Suite("Keys, clicks and resizes through the app reducer")
struct AppReducerTests {
    let danger = ButtonID(rawValue: "danger")

    func store(_ size: TerminalSize = TerminalSize(columns: 100, rows: 30)) -> AppTestStore {
        AppTestStore(state: AppStateFixture.fresh(size))
    }

    @Test func everyKeyOfTheDesignDoesItsJob() {
        var store = store()
        store.send(.input(.key(.character("m")))) { $0.apply(.stateKeyPressed(.follow, "m")) }
        #expect(store.state.simulator[.follow]?.state.rawValue == 0x0001_0004)
        store.send(.input(.key(.character("s")))) { $0.apply(.flagToggled(.follow, .selected)) }
        #expect(store.state.simulator[.follow]?.state == .normal)
        store.send(.input(.key(.character("l")))) { $0.apply(.stateKeyPressed(.follow, "l")) }
        store.send(.input(.key(.character("e")))) { $0.apply(.flagToggled(.follow, .enabled)) }
        store.send(.input(.key(.character("e")))) { $0.apply(.flagToggled(.follow, .enabled)) }
        #expect(store.state.simulator[.follow]?.isEnabled == false)
        store.send(.input(.key(.character("r")))) { $0.apply(.resetRequested(.follow)) }
        store.send(.input(.key(.character("f")))) { $0.apply(.flagToggled(.follow, .focused)) }
        #expect(store.state.simulator[.follow]?.state == .focused)
        store.send(.input(.key(.character("h")))) { $0.apply(.flagToggled(.follow, .highlighted)) }
        #expect(store.state.simulator[.follow]?.state == [.focused, .highlighted])
        store.send(.input(.key(.tab))) { $0.apply(.targetMoved(by: 1)) }
        #expect(store.state.simulator.target.id == .modal)
        store.send(.input(.key(.backtab))) { $0.apply(.targetMoved(by: -1)) }
        store.send(.input(.key(.left))) { $0.apply(.targetMoved(by: -1)) }
        #expect(store.state.simulator.target.id.rawValue == "on-color")
        store.send(.input(.key(.right))) { $0.apply(.targetMoved(by: 1)) }
        store.send(.input(.key(.right))) { $0.apply(.targetMoved(by: 1)) }
        #expect(store.state.simulator.target.id == .modal)
        // Up and down move to the nearest button in the row above or below:
        // modal → secondary → on-color (wrapped onto the third row) → primary → follow.
        store.send(.input(.key(.down))) { $0.moveTarget(to: ButtonID(rawValue: "secondary")) }
        store.send(.input(.key(.down))) { $0.moveTarget(to: ButtonID(rawValue: "on-color")) }
        store.send(.input(.key(.up))) { $0.moveTarget(to: ButtonID(rawValue: "primary")) }
        store.send(.input(.key(.up))) { $0.moveTarget(to: .follow) }
        store.send(.input(.key(.up)))
        store.send(.input(.key(.right))) { $0.apply(.targetMoved(by: 1)) }
        #expect(store.state.simulator.target.id == .modal)
        let tap = store.send(.input(.key(.space))) { $0.apply(.tapped(.modal)) }
        #expect(tap.contains(.engine(.schedule(.tapRelease(.modal), after: .milliseconds(150)))))
        store.advance(by: .milliseconds(150))
        store.receive(.timerFired(.tapRelease(.modal))) { $0.apply(.timerFired(.tapRelease(.modal))) }
        store.runTimers(for: .seconds(10))
        store.finish()
    }

    @Test func overlaysOpenAndEscClosesThemBeforeItQuits() {
        var store = store()
        store.send(.input(.key(.character("?")))) { $0.screen.overlay = .help }
        #expect(store.send(.input(.key(.escape))) { $0.screen.overlay = .none }.isEmpty)
        store.send(.input(.key(.character("g")))) { $0.screen.overlay = .gallery }
        // g turns the pages, then closes the gallery.
        let layout = store.state.drawnLayout
        let pages = GalleryView.pageCount(
            store.state.screen, area: Rect(x: 0, y: 1, width: layout.width, height: layout.statusRow - 1))
        #expect(pages > 1)
        for page in 1..<pages {
            store.send(.input(.key(.character("g")))) { $0.screen.galleryPage = page }
        }
        store.send(.input(.key(.character("g")))) {
            $0.screen.galleryPage = 0
            $0.screen.overlay = .none
        }
        #expect(store.send(.input(.key(.escape))) { $0.apply(.quitRequested) } == [.engine(.save), .engine(.quit)])
        store.finish()
    }

    @Test func qAndCtrlCQuitSavingTheState() {
        var store = store()
        #expect(
            store.send(.input(.key(.character("q")))) { $0.apply(.quitRequested) } == [.engine(.save), .engine(.quit)])
        var interrupted = self.store()
        let effects = interrupted.send(.signalled(.end(signalNumber: 2))) {
            $0.endingSignal = 2
            $0.apply(.quitRequested)
        }
        #expect(effects == [.engine(.save), .engine(.quit)])
        store.finish()
        interrupted.finish()
    }

    @Test func tAsksForTheNextThemeAndAFailureKeepsTheLastGoodOne() {
        var store = store()
        #expect(store.send(.input(.key(.character("t")))) == [.loadTheme("dark")])
        let failure = StatusMessage.themeKept(problem: "dark.json: theme.color.x: bad colour", more: 0, kept: "default")
        store.send(.statusReported(failure)) { $0.screen.status = failure }
        #expect(store.state.screen.theme.name == "default")
        #expect(store.state.screen.status?.text == "dark.json: theme.color.x: bad colour; kept theme default")
        #expect(store.state.screen.status?.isError == true)
        store.send(.input(.key(.character("s")))) {
            $0.screen.status = nil
            $0.apply(.flagToggled(.follow, .selected))
        }
        store.finish()
    }

    @Test func unknownKeysAreIgnored() {
        var store = store()
        for key: Key in [.character("z"), .character("é"), .character("1")] {
            #expect(store.send(.input(.key(key))).isEmpty)
        }
        store.finish()
    }

    @Test func aClickTapsWhereTheButtonIsDrawn() throws {
        var store = store()
        let box = try #require(store.state.drawnLayout.slot(for: danger)).box
        store.send(.input(.mousePress(column: box.x + 2, row: box.y + 1))) {
            $0.moveTarget(to: danger)
            $0.apply(.touchBegan(danger))
        }
        #expect(store.state.simulator.target.id == danger)
        #expect(store.state.simulator.target.state == .highlighted)
        let effects = store.send(.input(.mouseRelease(column: box.x + 2, row: box.y + 1))) {
            $0.apply(.touchEnded(danger, inside: true))
        }
        #expect(effects == [.engine(.schedule(.repeatWindow(danger), after: .milliseconds(350)))])
        #expect(store.state.simulator.events.map(\.event) == [.touchDown, .touchUpInside, .primaryActionTriggered])
        store.advance(by: .milliseconds(350))
        store.receive(.timerFired(.repeatWindow(danger))) { $0.apply(.timerFired(.repeatWindow(danger))) }
        store.finish()
    }

    @Test func releasingOutsideSendsTouchUpOutside() throws {
        var store = store()
        let box = try #require(store.state.drawnLayout.slot(for: .follow)).box
        store.send(.input(.mousePress(column: box.x, row: box.y))) { $0.apply(.touchBegan(.follow)) }
        store.send(.input(.mouseRelease(column: box.maxX + 40, row: box.maxY + 12))) {
            $0.apply(.touchEnded(.follow, inside: false))
        }
        #expect(store.state.simulator.events.last?.event == .touchUpOutside)
        #expect(store.state.simulator[.follow]?.machineState == "idle")
        store.runTimers(for: .seconds(1))
        store.finish()
    }

    @Test func resizingChangesTheLayoutAndTooSmallIgnoresClicks() {
        var store = store()
        store.send(.input(.resize(columns: 40, rows: 10))) { $0.size = TerminalSize(columns: 40, rows: 10) }
        #expect(!store.state.drawnLayout.fits)
        #expect(store.send(.input(.mousePress(column: 5, row: 3))).isEmpty)
        store.send(.input(.resize(columns: 100, rows: 30))) { $0.size = TerminalSize(columns: 100, rows: 30) }
        #expect(store.state.drawnLayout.fits)
        store.finish()
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
        var store = AppTestStore(
            state: AppState(
                screen: ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault),
                size: TerminalSize(columns: 100, rows: 30), themeIDs: ["default"]))
        let follow = try #require(store.state.drawnLayout.slot(for: .follow)).box
        let modal = try #require(store.state.drawnLayout.slot(for: .modal)).box
        store.send(.input(.mousePress(column: follow.x + 1, row: follow.y + 1))) { $0.apply(.touchBegan(.follow)) }
        store.send(.input(.mousePress(column: modal.x + 1, row: modal.y + 1))) {
            $0.apply(.touchCancelled(.follow))
            $0.moveTarget(to: .modal)
            $0.apply(.touchBegan(.modal))
        }
        #expect(store.state.simulator[.follow]?.state == .normal)
        #expect(store.state.simulator.events.map(\.event) == [.touchDown, .touchCancel, .touchDown])
        #expect(store.state.simulator.touchInProgress == .modal)
        store.finish()
    }
}

@Suite("Keys that would act unseen are swallowed")
struct SwallowedKeyTests {
    func store(_ size: TerminalSize = TerminalSize(columns: 100, rows: 30)) -> AppTestStore {
        AppTestStore(
            state: AppState(
                screen: ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault), size: size,
                themeIDs: ["default", "dark"]))
    }

    @Test func behindTheHelpOverlayOnlyClosingAndQuittingWork() {
        var store = store()
        store.send(.input(.key(.character("?")))) { $0.screen.overlay = .help }
        #expect(store.send(.input(.key(.character("s")))).isEmpty)
        #expect(store.send(.input(.key(.tab))).isEmpty)
        #expect(
            store.send(.input(.key(.character("q")))) { $0.apply(.quitRequested) } == [.engine(.save), .engine(.quit)])
        store.finish()
    }

    @Test func onTheTooSmallScreenOnlyQuittingWorks() {
        var store = store(TerminalSize(columns: 60, rows: 20))
        #expect(store.send(.input(.key(.character("s")))).isEmpty)
        #expect(store.send(.input(.key(.escape))) { $0.apply(.quitRequested) } == [.engine(.save), .engine(.quit)])
        store.finish()
    }

    @Test func inTheGalleryTheTargetAndThemeMayChangeButNotTheState() {
        var store = store()
        store.send(.input(.key(.character("g")))) { $0.screen.overlay = .gallery }
        #expect(store.send(.input(.key(.character("s")))).isEmpty)
        store.send(.input(.key(.tab))) { $0.apply(.targetMoved(by: 1)) }
        #expect(store.state.simulator.target.id == .modal)
        #expect(store.send(.input(.key(.character("t")))) == [.loadTheme("dark")])
        store.finish()
    }
}

@Suite("The tracking area: the button grown by the touch slop")
struct TrackingAreaTests {
    func store(slop: Double = 70) -> AppTestStore {
        var screen = ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault)
        screen.touchSlop = slop
        return AppTestStore(
            state: AppState(screen: screen, size: TerminalSize(columns: 100, rows: 30), themeIDs: ["default"]))
    }

    /// 70 pt is 9 columns and 4 rows by the points-to-cells rule (8 pt a column, 16 pt a row).
    @Test func bothSidesOfTheBoundary() throws {
        var store = store()
        let box = try #require(store.state.drawnLayout.slot(for: .follow)).box
        #expect(
            store.state.drawnLayout.trackingArea(for: .follow, slop: 70)
                == Rect(x: box.x - 9, y: box.y - 4, width: box.width + 18, height: box.height + 8))
        store.send(.input(.mousePress(column: box.x, row: box.y))) { $0.apply(.touchBegan(.follow)) }
        store.send(.input(.mouseMove(column: box.maxX - 1 + 9, row: box.y))) {
            $0.apply(.touchMoved(.follow, inside: true))
        }
        #expect(store.state.simulator.touchIsInside)
        store.send(.input(.mouseMove(column: box.maxX + 9, row: box.y))) {
            $0.apply(.touchMoved(.follow, inside: false))
        }
        #expect(!store.state.simulator.touchIsInside)
        #expect(store.state.simulator[.follow]?.state == .normal)
        // Three cells (24 pt) right of the button is still inside: touchUpInside.
        store.send(.input(.mouseRelease(column: box.maxX + 2, row: box.y))) {
            $0.apply(.touchEnded(.follow, inside: true))
        }
        #expect(
            store.state.simulator.events.map(\.event) == [
                .touchDown, .touchDragInside, .touchDragExit, .touchDragOutside, .touchUpInside,
                .primaryActionTriggered,
            ])
        store.runTimers(for: .seconds(10))
        store.finish()
    }

    @Test func aSlopOfZeroIsTheButtonItself() throws {
        var store = store(slop: 0)
        let box = try #require(store.state.drawnLayout.slot(for: .follow)).box
        store.send(.input(.mousePress(column: box.x, row: box.y))) { $0.apply(.touchBegan(.follow)) }
        store.send(.input(.mouseRelease(column: box.maxX, row: box.y))) {
            $0.apply(.touchEnded(.follow, inside: false))
        }
        #expect(store.state.simulator.events.last?.event == .touchUpOutside)
        store.runTimers(for: .seconds(1))
        store.finish()
    }

    @Test func cCancelsTheTouchInProgressAndTheAreaIsDrawnWhileHeld() throws {
        var store = store()
        let box = try #require(store.state.drawnLayout.slot(for: .follow)).box
        store.send(.input(.mousePress(column: box.x, row: box.y))) { $0.apply(.touchBegan(.follow)) }
        var frame = Frame(width: 100, height: 30)
        MainScreen.render(store.state.screen, area: frame.area, into: &frame)
        #expect(frame.text.contains("╌"))
        #expect(frame.text.contains("held, inside the tracking area"))
        store.send(.input(.key(.character("c")))) { $0.apply(.touchCancelRequested) }
        #expect(store.state.simulator.events.last?.event == .touchCancel)
        var after = Frame(width: 100, height: 30)
        MainScreen.render(store.state.screen, area: after.area, into: &after)
        #expect(!after.text.contains("╌"))
        store.finish()
    }
}
