import ButtonKit
import ButtonKitTestSupport
import Rendering
import Simulator
import SimulatorTestSupport
import Testing
import Theming

@Suite("The environment panel through the app reducer")
struct EnvironmentPanelReducerTests {
    func fresh(_ size: TerminalSize = TerminalSize(columns: 100, rows: 30)) -> AppState {
        AppStateFixture.fresh(size)
    }

    @discardableResult
    func press(_ state: inout AppState, _ keys: Key...) -> [AppEffect] {
        AppStateFixture.press(&state, keys)
    }

    @Test func commaOpensThePanelAndCommaOrEscClosesIt() {
        var state = fresh()
        press(&state, .character(","))
        #expect(state.screen.overlay == .environment)
        press(&state, .character(","))
        #expect(state.screen.overlay == .none)
        press(&state, .character(","))
        #expect(press(&state, .escape).isEmpty)
        #expect(state.screen.overlay == .none)
    }

    @Test func leftAndRightStepTheChosenSettingAndWrap() {
        var state = fresh()
        press(&state, .character(","), .right)
        #expect(state.screen.environment.contentSize == .xl)
        press(&state, .left, .left)
        #expect(state.screen.environment.contentSize == .m)
        // From the smallest, left wraps to the largest.
        press(&state, .left, .left, .left)
        #expect(state.screen.environment.contentSize == .ax5)
        // The target stays where it was: the arrows belong to the panel.
        #expect(state.simulator.target.id == .follow)
    }

    @Test func upAndDownChooseTheSettingAndWrap() {
        var state = fresh()
        press(&state, .character(","), .down)
        #expect(state.screen.panelAxis == .appearance)
        press(&state, .up, .up)
        #expect(state.screen.panelAxis == .buttonShapes)
        press(&state, .right)
        #expect(state.screen.environment.buttonShapes)
        #expect(state.screen.environment.contentSize == .l)
    }

    @Test func darkShowsTheDarkCounterpartAndTKeepsCyclingFromTheBaseTheme() {
        var state = fresh()
        press(&state, .character(","), .down, .right)
        #expect(state.screen.environment.appearance == .dark)
        #expect(state.screen.theme.name == "dark")
        #expect(state.baseTheme.name == "default")
        #expect(state.nextThemeID == "dark")
        #expect(state.themeID == "default")
        // A theme loaded (by t) is shown in the environment: high-contrast has no dark pair.
        let highContrast = (try? Theme.builtIn(named: "high-contrast")?.get()) ?? Theme.builtInDefault
        _ = AppLoopReducer.reduce(&state, .themeLoaded(highContrast))
        #expect(state.baseTheme.name == "high-contrast")
        #expect(state.screen.missingCounterparts == [.dark])
    }

    @Test func environmentChangedActionSetsTheEnvironmentOnTheBaseTheme() {
        var state = fresh()
        let environment = DisplayEnvironment(contentSize: .ax3, contrast: .increased, direction: .rtl)
        #expect(AppLoopReducer.reduce(&state, .environmentChanged(environment)).isEmpty)
        #expect(state.screen.environment == environment)
        #expect(state.screen.theme.name == "high-contrast")
        _ = AppLoopReducer.reduce(&state, .environmentChanged(.standard))
        #expect(state.screen.theme.name == "default")
    }

    @Test func targetKeysStillWorkUnderThePanelButHelpAndGalleryWait() {
        var state = fresh()
        press(&state, .character(","), .character("s"))
        #expect(state.simulator[.follow]?.state == .selected)
        press(&state, .character("?"), .character("g"))
        #expect(state.screen.overlay == .environment)
        // Behind the help overlay, the panel's key does nothing.
        press(&state, .escape, .character("?"), .character(","))
        #expect(state.screen.overlay == .help)
    }

    @Test func upAndDownFollowTheMirroredBoardRightToLeft() {
        var state = fresh()
        _ = AppLoopReducer.reduce(&state, .environmentChanged(DisplayEnvironment(direction: .rtl)))
        // Mirrored, modal is drawn at the left of the first row and on-color at the left
        // of the second: down from modal reaches on-color, and up comes back.
        press(&state, .tab)
        #expect(state.simulator.target.id == .modal)
        press(&state, .down)
        #expect(state.simulator.target.id.rawValue == "on-color")
        press(&state, .up)
        #expect(state.simulator.target.id == .modal)
    }

    @Test func theKeyIsDeclaredOnceForHelpLegendAndRunHelp() {
        let help = KeyBindings.help(for: BuiltInFixture.state().board)
        #expect(help.entries.contains { $0.keys == "," && $0.does.hasPrefix("environment panel") })
        #expect(help.legends.contains { $0.contains(", environment") })
        #expect(KeyBindings.summary(builtIn: BuiltInFixture.state().board).contains(",: environment panel"))
        #expect(KeyBindings.reservedCharacters.contains(","))
    }
}
