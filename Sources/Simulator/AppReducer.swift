import ButtonKit
import Rendering

/// The application's reducer: keys, clicks and resizes become engine actions or screen
/// changes; the engine's effects pass through as values.
public enum AppReducer {
    public static func reduce(_ state: inout AppState, _ action: AppAction) -> [AppEffect] {
        switch action {
        case .started:
            return engine(&state, .started)
        case .timerFired(let id):
            return engine(&state, .timerFired(id))
        case .quitRequested:
            return engine(&state, .quitRequested)
        case .themeLoaded(let theme):
            state.screen.theme = theme
            state.screen.status = StatusMessage("theme \(theme.name)")
            return []
        case .themeFailed(let message):
            state.screen.status = StatusMessage(message, isError: true)
            return []
        case .statusReported(let text, let isError):
            state.screen.status = StatusMessage(text, isError: isError)
            return []
        case .input(let event):
            return input(&state, event)
        }
    }

    private static func input(_ state: inout AppState, _ event: InputEvent) -> [AppEffect] {
        switch event {
        case .resize(let columns, let rows):
            state.size = TerminalSize(columns: max(0, columns), rows: max(0, rows))
            return []
        case .mousePress(let column, let row):
            guard state.screen.overlay == .none, state.layout.fits,
                  let id = state.layout.button(atColumn: column, row: row),
                  let index = state.simulator.index(of: id) else { return [] }
            state.screen.status = nil
            var effects: [AppEffect] = []
            if let stale = state.simulator.touchInProgress {
                // A keyboard tap is mid-flight: this press waits its turn (ignored).
                if state.simulator.pendingTimers.contains(.tapRelease(stale)) { return [] }
                // A press whose release never arrived: the system cancels that touch.
                effects += engine(&state, .touchCancelled(stale))
            }
            effects += engine(&state, .targetMoved(by: index - state.simulator.targetIndex))
            effects += engine(&state, .touchBegan(id))
            return effects
        case .mouseRelease(let column, let row):
            guard let id = state.simulator.touchInProgress else { return [] }
            let inside = state.layout.button(atColumn: column, row: row) == id
            return engine(&state, .touchEnded(id, inside: inside))
        case .key(let key):
            guard let command = KeyMap.command(for: key), isAvailable(command, state) else { return [] }
            state.screen.status = nil
            return run(command, &state)
        }
    }

    /// Keys that would change what nobody can see are swallowed: behind the help overlay
    /// and the too-small screen only quitting and closing work; in the gallery, moving the
    /// target too (it shows the new target's gallery).
    private static func isAvailable(_ command: KeyCommand, _ state: AppState) -> Bool {
        switch command {
        case .quit, .escape: return true
        case .toggleHelp: return state.layout.fits && state.screen.overlay != .gallery
        case .toggleGallery: return state.layout.fits && state.screen.overlay != .help
        case .moveTarget: return state.layout.fits && state.screen.overlay != .help
        case .nextTheme: return state.layout.fits && state.screen.overlay != .help
        case .target: return state.layout.fits && state.screen.overlay == .none
        }
    }

    private static func run(_ command: KeyCommand, _ state: inout AppState) -> [AppEffect] {
        switch command {
        case .target(let targetCommand):
            return engine(&state, targetCommand.action(for: state.simulator.target.id))
        case .moveTarget(let step):
            return engine(&state, .targetMoved(by: step))
        case .toggleHelp:
            state.screen.overlay = state.screen.overlay == .help ? .none : .help
        case .toggleGallery:
            state.screen.overlay = state.screen.overlay == .gallery ? .none : .gallery
        case .nextTheme:
            if let next = state.nextThemeName { return [.loadTheme(next)] }
            state.screen.status = StatusMessage("only one theme found (\(state.screen.theme.name)); add theme files to \(ThemeCatalog.searchedFolders)")
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

    private static func engine(_ state: inout AppState, _ action: Action) -> [AppEffect] {
        SimulatorReducer.reduce(&state.simulator, action).map(AppEffect.engine)
    }
}
