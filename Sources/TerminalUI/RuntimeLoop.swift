import ButtonKit
import Rendering
import Simulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the live runtime does with each thing that happens, on any ``TerminalBackend``:
/// the real ncurses terminal, or the in-memory twin in tests, which then drive keys,
/// timers, resizes and signals without a terminal. The Dispatch sources that feed it
/// live in ``LiveRuntime``.
///
/// The terminal contract (the README's exit codes): q and Esc quit with status 0; Ctrl-C,
/// Ctrl-\\ and every signal in ``TerminalSignals/quitting`` save the state, give the
/// terminal back and end with 128 + the signal; an end of input is a hang-up (SIGHUP);
/// Ctrl-Z and SIGTSTP give the terminal back, stop, and on continuing take it back and
/// repaint everything. The state is saved through the driver, as a quit key saves it.
@MainActor
public final class RuntimeLoop {
    /// Where frames go and input comes from.
    public let terminal: TerminalBackend
    /// The application: state, effects, saving.
    public let driver: AppDriver
    /// The exit status, once the program has finished.
    public private(set) var exitStatus: Int32?
    /// Called once, after the terminal was given back, with the exit status.
    public var onExit: (@MainActor (Int32) -> Void)?
    /// Stops the process until it is continued (SIGTSTP's default action); the loop has
    /// given the terminal back before and takes it back after.
    private let stopProcess: @MainActor () -> Void
    private var quitSignal: Int32?
    /// Set by a suspension of our own, whose SIGCONT needs no second repaint.
    private var continuesOwnSuspension = false
    private var lastDrawn: (screen: ScreenModel, size: TerminalSize)?
    /// The last frame drawn, which spinner ticks change in place.
    private var spinnerFrame: Frame?
    /// The spinning buttons' boxes while only the spinners move.
    private var cachedSpinnerSlots: [ScreenLayout.Slot]?

    /// - Parameters:
    ///   - terminal: where frames go and input comes from.
    ///   - driver: the application, with its scheduler, catalog and state file.
    ///   - stopProcess: stops the process (live: SIGTSTP); tests count the calls.
    public init(terminal: TerminalBackend, driver: AppDriver, stopProcess: @escaping @MainActor () -> Void) {
        self.terminal = terminal
        self.driver = driver
        self.stopProcess = stopProcess
    }

    /// Starts the application and draws the first frame.
    public func start() {
        driver.onQuit = { [weak self] in self?.finish() }
        driver.send(.started)
        draw()
    }

    /// Standard input is readable: handles everything the terminal sent, then draws once.
    public func inputAvailable() {
        for input in terminal.readInput() {
            guard !driver.didQuit else { return }
            handle(input)
        }
        draw()
    }

    /// Handles one decoded input.
    public func handle(_ input: TerminalInput) {
        switch input {
        case .event(let event):
            if case .resize = event { terminal.invalidate() }
            driver.send(.input(event))
        case .control(.interrupt): quit(signal: SIGINT)
        case .control(.quit): quit(signal: SIGQUIT)
        case .control(.suspend): suspend()
        case .control(.redraw): terminal.invalidate()
        case .endOfInput: quit(signal: SIGHUP)
        }
    }

    /// A signal arrived (on the main queue, never in a raw handler).
    public func received(signal number: Int32) {
        switch number {
        case SIGWINCH:
            let size = terminal.resize()
            driver.send(.input(.resize(columns: size.columns, rows: size.rows)))
        case SIGTSTP:
            suspend()
        case SIGCONT:
            // Continued after a stop this program did not ask for (SIGSTOP): the
            // terminal may show anything now.
            if continuesOwnSuspension {
                continuesOwnSuspension = false
                return
            }
            terminal.invalidate()
        default:
            quit(signal: number)
            return
        }
        draw()
    }

    /// One or more timers fired: draws what they changed.
    public func timersFired() {
        draw()
    }

    /// The current theme's file changed on disk.
    public func themeFileChanged() {
        driver.reloadCurrentTheme()
        draw()
    }

    /// The button file changed on disk: the board is rebuilt, keeping what still matches.
    public func boardFileChanged() {
        driver.reloadBoard()
        draw()
    }

    /// Saves and quits as `signal` asks; the exit status becomes 128 + `signal`.
    private func quit(signal number: Int32) {
        guard !driver.didQuit else { return }
        quitSignal = number
        driver.send(.quitRequested)
    }

    private func suspend() {
        terminal.suspend()
        stopProcess()
        continuesOwnSuspension = true
        terminal.resume()
        let size = terminal.size
        if size.columns != driver.state.size.columns || size.rows != driver.state.size.rows {
            driver.send(.input(.resize(columns: size.columns, rows: size.rows)))
        }
        draw()
    }

    /// Draws the current state. When only the spinners moved since the last frame, only
    /// the spinning buttons' boxes are compared, whatever the size of the screen.
    func draw() {
        guard !driver.didQuit else { return }
        let screen = driver.state.screen, size = driver.state.size
        var spinnerAreas: [Rect]?
        if let last = lastDrawn, last.size == size, screen.overlay == .none,
            Self.differsOnlyInSpinner(last.screen, screen)
        {
            // The layout does not depend on the spinner's frame: the boxes found for the
            // first tick serve every tick after it.
            if cachedSpinnerSlots == nil {
                let layout = ScreenLayout.compute(screen, width: size.columns, height: size.rows)
                cachedSpinnerSlots = MainScreen.spinnerSlots(screen, layout: layout)
            }
            spinnerAreas = cachedSpinnerSlots?.map(\.box)
        } else {
            cachedSpinnerSlots = nil
        }
        if let spinnerAreas, var frame = spinnerFrame {
            // Only the spinners moved: they are drawn again onto the runtime's own copy
            // of the last frame, in place (the driver's frame() would copy the whole
            // screen for each tick). The driver's cache stays valid: its next frame()
            // redraws the spinners onto its own last frame, or renders everything.
            spinnerFrame = nil
            MainScreen.redrawSpinners(screen, slots: cachedSpinnerSlots ?? [], into: &frame)
            terminal.draw(frame, spinnerAreas: spinnerAreas)
            spinnerFrame = frame
        } else {
            let frame = driver.frame()
            terminal.draw(frame, spinnerAreas: spinnerAreas)
            spinnerFrame = frame
        }
        lastDrawn = (screen, size)
    }

    private static func differsOnlyInSpinner(_ old: ScreenModel, _ new: ScreenModel) -> Bool {
        guard old.simulator.spinnerFrame != new.simulator.spinnerFrame else { return old == new }
        var old = old
        old.simulator.spinnerFrame = new.simulator.spinnerFrame
        return old == new
    }

    /// After the state was saved: gives the terminal back and reports the status.
    private func finish() {
        terminal.restore()
        let status = quitSignal.map(TerminalSignals.exitStatus(for:)) ?? (driver.saveError == nil ? 0 : 1)
        exitStatus = status
        onExit?(status)
    }
}
