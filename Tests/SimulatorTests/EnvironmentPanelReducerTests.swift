import ButtonKit
import ButtonKitTestSupport
import Simulator
import SimulatorTestSupport
import Testing
import Theming

@Suite("The environment panel through the app reducer")
struct EnvironmentPanelReducerTests {
    func store(_ size: TerminalSize = TerminalSize(columns: 100, rows: 30)) -> AppTestStore {
        AppTestStore(state: AppStateFixture.fresh(size))
    }

    /// The panel's key, with the change it makes.
    func toggle(_ store: inout AppTestStore, sourceLocation: SourceLocation = #_sourceLocation) {
        store.send(.input(.key(.character(","))), sourceLocation: sourceLocation) {
            $0.screen.overlay = $0.screen.overlay == .environment ? .none : .environment
        }
    }

    /// A key that shows the board in another environment.
    func step(
        _ store: inout AppTestStore, _ key: Key, to environment: DisplayEnvironment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        store.send(.input(.key(key)), sourceLocation: sourceLocation) {
            $0.screen.setEnvironment(environment, base: $0.baseTheme)
        }
    }

    @Test func commaOpensThePanelAndCommaOrEscClosesIt() {
        var store = store()
        toggle(&store)
        #expect(store.state.screen.overlay == .environment)
        toggle(&store)
        #expect(store.state.screen.overlay == .none)
        toggle(&store)
        #expect(store.send(.input(.key(.escape))) { $0.screen.overlay = .none }.isEmpty)
        store.finish()
    }

    @Test func leftAndRightStepTheChosenSettingAndWrap() {
        var store = store()
        toggle(&store)
        step(&store, .right, to: DisplayEnvironment(contentSize: .xl))
        step(&store, .left, to: DisplayEnvironment(contentSize: .l))
        step(&store, .left, to: DisplayEnvironment(contentSize: .m))
        // From the smallest, left wraps to the largest.
        step(&store, .left, to: DisplayEnvironment(contentSize: .s))
        step(&store, .left, to: DisplayEnvironment(contentSize: .xs))
        step(&store, .left, to: DisplayEnvironment(contentSize: .ax5))
        // The target stays where it was: the arrows belong to the panel.
        #expect(store.state.simulator.target.id == .follow)
        store.finish()
    }

    @Test func upAndDownChooseTheSettingAndWrap() {
        var store = store()
        toggle(&store)
        store.send(.input(.key(.down))) { $0.screen.panelAxis = .appearance }
        store.send(.input(.key(.up))) { $0.screen.panelAxis = .contentSize }
        store.send(.input(.key(.up))) { $0.screen.panelAxis = .buttonShapes }
        step(&store, .right, to: DisplayEnvironment(buttonShapes: true))
        #expect(store.state.screen.environment.contentSize == .l)
        store.finish()
    }

    @Test func darkShowsTheDarkCounterpartAndTKeepsCyclingFromTheBaseTheme() {
        var store = store()
        toggle(&store)
        store.send(.input(.key(.down))) { $0.screen.panelAxis = .appearance }
        step(&store, .right, to: DisplayEnvironment(appearance: .dark))
        #expect(store.state.screen.theme.name == "dark")
        #expect(store.state.baseTheme.name == "default")
        #expect(store.state.nextThemeID == "dark")
        #expect(store.state.themeID == "default")
        // A theme loaded (by t) is shown in the environment: high-contrast has no dark pair.
        let highContrast = (try? Theme.builtIn(named: "high-contrast")?.get()) ?? Theme.builtInDefault
        store.send(.themeLoaded(highContrast)) {
            $0.baseTheme = highContrast
            $0.screen.setEnvironment($0.screen.environment, base: highContrast)
            $0.screen.status = .themeShown($0.screen.themeName)
        }
        #expect(store.state.baseTheme.name == "high-contrast")
        #expect(store.state.screen.missingCounterparts == [.dark])
        store.finish()
    }

    @Test func environmentChangedActionSetsTheEnvironmentOnTheBaseTheme() {
        var store = store()
        let environment = DisplayEnvironment(contentSize: .ax3, contrast: .increased, direction: .rtl)
        let effects = store.send(.environmentChanged(environment)) {
            $0.screen.setEnvironment(environment, base: $0.baseTheme)
        }
        #expect(effects.isEmpty)
        #expect(store.state.screen.environment == environment)
        // Increase Contrast keeps the appearance: light shows the light high-contrast theme.
        #expect(store.state.screen.theme.name == "high-contrast-light")
        let dark = DisplayEnvironment(appearance: .dark, contrast: .increased)
        store.send(.environmentChanged(dark)) { $0.screen.setEnvironment(dark, base: $0.baseTheme) }
        #expect(store.state.screen.theme.name == "high-contrast")
        store.send(.environmentChanged(.standard)) { $0.screen.setEnvironment(.standard, base: $0.baseTheme) }
        #expect(store.state.screen.theme.name == "default")
        store.finish()
    }

    @Test func targetKeysStillWorkUnderThePanelButHelpAndGalleryWait() {
        var store = store()
        toggle(&store)
        store.send(.input(.key(.character("s")))) { $0.apply(.flagToggled(.follow, .selected)) }
        #expect(store.state.simulator[.follow]?.state == .selected)
        #expect(store.send(.input(.key(.character("?")))).isEmpty)
        #expect(store.send(.input(.key(.character("g")))).isEmpty)
        // Behind the help overlay, the panel's key does nothing.
        store.send(.input(.key(.escape))) { $0.screen.overlay = .none }
        store.send(.input(.key(.character("?")))) { $0.screen.overlay = .help }
        #expect(store.send(.input(.key(.character(",")))).isEmpty)
        store.finish()
    }

    @Test func upAndDownFollowTheMirroredBoardRightToLeft() {
        var store = store()
        let rightToLeft = DisplayEnvironment(direction: .rtl)
        store.send(.environmentChanged(rightToLeft)) { $0.screen.setEnvironment(rightToLeft, base: $0.baseTheme) }
        // Mirrored, modal is drawn at the left of the first row and on-color at the left
        // of the second: down from modal reaches on-color, and up comes back.
        store.send(.input(.key(.tab))) { $0.apply(.targetMoved(by: 1)) }
        #expect(store.state.simulator.target.id == .modal)
        store.send(.input(.key(.down))) { $0.moveTarget(to: "on-color") }
        store.send(.input(.key(.up))) { $0.moveTarget(to: .modal) }
        store.finish()
    }

    @Test func theKeyIsDeclaredOnceForHelpLegendAndRunHelp() {
        let help = KeyBindings.help(for: BuiltInFixture.state().board)
        #expect(help.entries.contains { $0.keys == "," && $0.does.hasPrefix("environment panel") })
        #expect(help.legends.contains { $0.contains(", environment") })
        #expect(KeyBindings.summary(builtIn: BuiltInFixture.state().board).contains(",: environment panel"))
        #expect(KeyBindings.reservedCharacters.contains(","))
    }
}
