import ButtonKit
import Rendering

/// The application's reducer: keys, clicks and resizes become engine actions or screen
/// changes; the engine's effects pass through as values. It never asks the renderer: what
/// the layout says about a key or click (whether the screen fits, the button hit, the rows
/// above and below, an overlay's pages) comes from the program loop as an action.
public enum AppReducer {
    /// Applies an action to the application's state.
    /// - Parameters:
    ///   - state: The application's state, updated in place.
    ///   - action: What happened.
    /// - Returns: The effects for the program loop to carry out, in order.
    public static func reduce(_ state: inout AppState, _ action: AppAction) -> [AppEffect] {
        switch action {
        case .started:
            return engine(&state, .started) + [watch(state)]
        case .eventSent(let name):
            return engine(&state, .eventSent(state.simulator.target.id, name))
        case .timerFired(let id):
            return engine(&state, .timerFired(id))
        case .quitRequested:
            return engine(&state, .quitRequested)
        case .boardReloaded(let board):
            return reloadBoard(&state, state.frameworkOverride.map(board.following) ?? board)
        case .themeLoaded(let theme):
            state.baseTheme = theme
            state.screen.themeLabel = state.baseThemeLabel
            state.screen.setEnvironment(state.screen.environment, base: theme)
            state.screen.status = .themeShown(state.screen.themeName)
            return [watch(state)]
        case .environmentChanged(let environment):
            state.screen.setEnvironment(environment, base: state.baseTheme)
            return []
        case .statusReported(let message):
            state.screen.status = message
            return []
        case .saveFailed(let message):
            state.saveError = message
            state.screen.status = .problem(message)
            return []
        case .input(let event):
            return input(&state, event)
        case .keyPressed(let key, let facts):
            return keyPressed(&state, key, facts)
        case .clicked(let id):
            return clicked(&state, id)
        case .clickedNowhere:
            return []
        case .dragged(let inside):
            guard let id = state.simulator.touchInProgress else { return [] }
            return engine(&state, .touchMoved(id, inside: inside))
        case .released(let inside):
            guard let id = state.simulator.touchInProgress else { return [] }
            return engine(&state, .touchEnded(id, inside: inside))
        case .signalled(let signal):
            return signalled(&state, signal)
        case .themeFileChanged:
            return [.reloadTheme]
        case .boardFileChanged:
            return state.boardSource.path == nil ? [] : [.reloadBoard]
        case .presented(let snapshot):
            return presented(&state, snapshot)
        }
    }

    /// The files whose edits the program takes live: the theme's and the button file.
    private static func watch(_ state: AppState) -> AppEffect {
        .watch(themeFiles: state.baseTheme.sourceFiles, boardFile: state.boardSource.path)
    }

    /// The terminal contract: an ending signal saves and quits; Ctrl-Z stops and comes
    /// back to a repainted screen; a resize asks the terminal its size.
    private static func signalled(_ state: inout AppState, _ signal: ProgramSignal) -> [AppEffect] {
        switch signal {
        case .end(let number):
            guard state.endingSignal == nil else { return [] }
            state.endingSignal = number
            return engine(&state, .quitRequested)
        case .windowChanged:
            return [.readTerminalSize]
        case .suspend:
            state.continuesOwnSuspension = true
            return [.suspend, .readTerminalSize]
        case .continued:
            // Continued after a stop this program did not ask for (SIGSTOP): the
            // terminal may show anything now.
            guard state.continuesOwnSuspension else { return [.repaint] }
            state.continuesOwnSuspension = false
            return []
        case .redraw:
            return [.repaint]
        }
    }

    /// A resize is taken at once; a key or a click first asks the loop what the screen as
    /// laid out says about it.
    private static func input(_ state: inout AppState, _ event: InputEvent) -> [AppEffect] {
        switch event {
        case .resize(let columns, let rows):
            state.size = TerminalSize(columns: max(0, columns), rows: max(0, rows))
            // The help's pages follow the size: a larger screen may have fewer, so it opens
            // again at its first page rather than past its last.
            state.screen.helpPage = 0
            return []
        case .key, .mousePress, .mouseMove, .mouseRelease:
            return [.resolveInput(event)]
        }
    }

    /// A key, with what the screen as laid out says about it.
    private static func keyPressed(_ state: inout AppState, _ key: Key, _ facts: ScreenFacts) -> [AppEffect] {
        if let effects = presenterKey(&state, key) { return effects }
        guard let command = KeyBindings.command(for: key, board: state.simulator.board),
            isAvailable(command, fits: facts.fits, state)
        else { return [] }
        state.screen.status = nil
        return run(command, facts, &state)
    }

    /// Keys that would change what nobody can see are swallowed: behind the help overlay
    /// and the too-small screen only quitting and closing work; in the gallery, moving the
    /// target too (it shows the new target's gallery).
    private static func isAvailable(_ command: KeyCommand, fits: Bool, _ state: AppState) -> Bool {
        switch command {
        case .quit, .escape: return true
        case .toggleHelp, .toggleGallery, .toggleEnvironment:
            return fits && [.none, overlay(opened: command)].contains(state.screen.overlay)
        case .moveTarget, .moveRow: return fits && state.screen.overlay != .help
        case .cancelTouch: return fits && state.screen.overlay == .none
        case .nextTheme, .switchFramework, .nextLocale: return fits && state.screen.overlay != .help
        // The panel leaves the buttons in view: they still take the target's keys.
        case .target: return fits && [.none, .environment].contains(state.screen.overlay)
        }
    }

    /// The overlay a key opens and closes.
    private static func overlay(opened command: KeyCommand) -> Overlay {
        switch command {
        case .toggleHelp: .help
        case .toggleGallery: .gallery
        default: .environment
        }
    }

    private static func run(_ command: KeyCommand, _ facts: ScreenFacts, _ state: inout AppState) -> [AppEffect] {
        if state.screen.overlay == .environment, let effects = panel(command, &state) { return effects }
        switch command {
        case .target(let targetCommand):
            return engine(&state, targetCommand.action(for: state.simulator.target.id))
        case .moveTarget(let step):
            state.screen.galleryPage = 0
            return engine(&state, .targetMoved(by: step))
        case .cancelTouch:
            return engine(&state, .touchCancelRequested)
        case .moveRow(let step):
            state.screen.galleryPage = 0
            return engine(&state, .targetMoved(by: facts.rowStep(step)))
        case .toggleHelp:
            turnPage(&state, of: .help, page: \.helpPage, pageCount: facts.overlayPageCount)
        case .toggleGallery:
            turnPage(&state, of: .gallery, page: \.galleryPage, pageCount: facts.overlayPageCount)
        case .toggleEnvironment:
            state.screen.overlay = state.screen.overlay == .environment ? .none : .environment
        case .nextTheme:
            if let next = state.nextThemeID { return [.loadTheme(next)] }
            state.screen.status = .onlyOneTheme(state.screen.themeName, folders: ThemeCatalog.searchedFolders)
        case .switchFramework:
            return switchFramework(&state)
        case .nextLocale:
            let locales = state.simulator.board.locales
            guard locales.count > 1 else {
                state.screen.status = .onlyOneLocale(state.simulator.locale)
                break
            }
            let index = locales.firstIndex(of: state.simulator.locale) ?? -1
            let next = locales[(index + 1) % locales.count]
            let effects = engine(&state, .localeChanged(next))
            state.screen.status = .localeShown(next)
            return effects
        case .escape:
            if state.screen.overlay != .none {
                state.screen.overlay = .none
            } else {
                return engine(&state, .quitRequested)
            }
        case .quit:
            return engine(&state, .quitRequested)
        }
        return []
    }

    /// The environment panel's arrows: up and down choose a setting, left and right (and
    /// Tab) step its value, wrapping; `nil` for a key the panel leaves to the board.
    private static func panel(_ command: KeyCommand, _ state: inout AppState) -> [AppEffect]? {
        let axes = state.screen.environmentAxes
        // A setting the rules no longer offer (container-disabled after a switch to UIKit's) is not changed unseen.
        if !axes.contains(state.screen.panelAxis) { state.screen.panelAxis = axes[0] }
        switch command {
        case .moveRow(let step):
            let index = axes.firstIndex(of: state.screen.panelAxis) ?? 0
            state.screen.panelAxis = axes[(index + step + axes.count) % axes.count]
            return []
        case .moveTarget(let step):
            let axis = state.screen.panelAxis
            var environment = state.screen.environment
            let values = axis.values
            let index = values.firstIndex(of: axis.value(in: environment)) ?? 0
            axis.set(values[(index + step % values.count + values.count) % values.count], in: &environment)
            return reduce(&state, .environmentChanged(environment))
        default:
            return nil
        }
    }

    /// `?` and `g`: open the overlay, then turn its pages (when the screen is too short for
    /// all of it), then close it.
    /// - Parameters:
    ///   - overlay: The help or the gallery.
    ///   - page: Where the model keeps that overlay's page.
    ///   - pageCount: How many pages the open overlay has, as the loop worked it out.
    private static func turnPage(
        _ state: inout AppState, of overlay: Overlay, page: WritableKeyPath<ScreenModel, Int>, pageCount: Int?
    ) {
        guard state.screen.overlay == overlay else {
            state.screen.overlay = overlay
            state.screen[keyPath: page] = 0
            return
        }
        if state.screen[keyPath: page] + 1 < pageCount ?? 1 {
            state.screen[keyPath: page] += 1
        } else {
            state.screen.overlay = .none
            state.screen[keyPath: page] = 0
        }
    }

    /// `;`: every button under the other framework's rules (SwiftUI's unless every button
    /// already follows them), the board rebuilt as an edit rebuilds it, keeping what matches.
    private static func switchFramework(_ state: inout AppState) -> [AppEffect] {
        let board = state.simulator.board
        let next: Framework = board.buttons.allSatisfy { $0.framework == .swiftui } ? .uikit : .swiftui
        state.frameworkOverride = next
        let effects = reloadBoard(&state, board.following(next))
        state.screen.status = .rulesShown(next)
        return effects
    }

    /// Rebuilds the board from an edited button file, restoring what still matches. The
    /// old board's timers are cancelled; the new one's start.
    private static func reloadBoard(_ state: inout AppState, _ board: BoardDefinition) -> [AppEffect] {
        var effects = state.simulator.pendingTimers.sorted { $0.description < $1.description }
            .map { AppEffect.engine(.cancel($0)) }
        let saved = SavedState(
            state.simulator, theme: state.screen.theme.name, buttonsFile: state.boardSource.absolutePath)
        let restored = saved.restore(on: board, settings: state.simulator.settings, locale: state.simulator.locale)
        state.simulator = restored.state
        state.screen.simulator.setContainerDisabled(state.screen.environment.containerDisabled)
        state.screen.keys = KeyBindings.help(for: board)
        state.screen.galleryPage = 0
        // Titles changing is what an edit is for; only what was lost is worth naming.
        let lost = restored.mismatches.filter { if case .titlesChanged = $0 { false } else { true } }
        state.screen.status = .boardReloaded(path: state.boardSource.path, lost: lost)
        effects += engine(&state, .started)
        return effects
    }

    /// Hands an action to the engine's reducer; its effects, as the application's.
    static func engine(_ state: inout AppState, _ action: Action) -> [AppEffect] {
        // Through the stored property: the computed `simulator` would hand the reducer a
        // copy, and every timer would copy every button (12 µs a firing with 64 buttons).
        SimulatorReducer.reduce(&state.screen.simulator, action).map(AppEffect.engine)
    }
}
