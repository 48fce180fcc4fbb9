import ButtonKit
import Dispatch
import FoundationEssentials
import Glibc
import Simulator

/// The live simulator: curses on the terminal, everything on the main Dispatch queue.
/// A read source on stdin, signal sources for SIGWINCH, SIGINT, SIGTERM and SIGHUP, and a
/// timer source per scheduled effect. Nothing polls: with no timer pending the process
/// sleeps until a key, a click or a signal arrives.
///
/// One key press: stdin readable, decode, reduce, run effects, render a frame, write the
/// changed cells, refresh once.
@MainActor
public final class LiveRuntime {
    private let terminal: CursesTerminal
    private let driver: AppDriver
    private let timers: DispatchTimerScheduler
    private let input: InputDecoder
    private var sources: [DispatchSourceProtocol] = []
    private var themeWatcher: FileWatcher?

    /// Starts curses and the sources, then never returns: the process exits after quit.
    public static func run(_ prepared: AppLauncher.Prepared, colorMode: ColorMode? = nil) throws(TerminalError) -> Never {
        // Signals are handled as Dispatch sources; their default actions must be off first,
        // and before curses starts so it does not install its own SIGWINCH handler.
        for signalNumber in [SIGWINCH, SIGINT, SIGTERM, SIGHUP] { signal(signalNumber, SIG_IGN) }
        TerminalCrashGuard.capture()
        let terminal = try CursesTerminal(colorMode: colorMode)
        TerminalCrashGuard.install()
        let runtime = LiveRuntime(terminal: terminal, prepared: prepared)
        runtime.start()
        dispatchMain()
    }

    private init(terminal: CursesTerminal, prepared: AppLauncher.Prepared) {
        self.terminal = terminal
        var state = prepared.state
        let size = terminal.size
        state.size = TerminalSize(columns: size.columns, rows: size.rows)
        state.screen.monochrome = terminal.colorMode == .none
        timers = DispatchTimerScheduler()
        driver = AppDriver(state: state, scheduler: timers, catalog: prepared.catalog, stateStore: prepared.store)
        input = InputDecoder(terminal: terminal)
    }

    private func start() {
        timers.afterFire = { [weak self] in self?.draw() }
        driver.onQuit = { [weak self] in self?.finish() }
        let watcher = FileWatcher { [weak self] in
            guard let self else { return }
            self.driver.reloadCurrentTheme()
            self.draw()
        }
        themeWatcher = watcher
        driver.onThemeChanged = { entry in watcher.watch(entry.url?.path) }
        watcher.watch(driver.catalog.entry(named: driver.state.screen.theme.name)?.url?.path)

        let read = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        read.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        add(read)
        add(signalSource(SIGWINCH) { runtime in
            let size = runtime.terminal.resize()
            runtime.driver.send(.input(.resize(columns: size.columns, rows: size.rows)))
        })
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            add(signalSource(signalNumber) { runtime in runtime.driver.send(.quitRequested) })
        }
        driver.send(.started)
        draw()
    }

    private func add(_ source: DispatchSourceProtocol) {
        sources.append(source)
        source.resume()
    }

    private func signalSource(_ number: Int32, _ handle: @escaping @MainActor (LiveRuntime) -> Void) -> DispatchSourceSignal {
        let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                handle(self)
                if !self.driver.didQuit { self.draw() }
            }
        }
        return source
    }

    private func readInput() {
        let events = input.readAvailable()
        for event in events {
            if driver.didQuit { return }
            if case .resize = event { terminal.invalidate() }
            driver.send(.input(event))
        }
        if !driver.didQuit { draw() }
    }

    private func draw() {
        guard !driver.didQuit else { return }
        terminal.draw(driver.frame())
    }

    /// After the state was saved: stop everything and give the terminal back.
    private func finish() {
        timers.cancelAll()
        themeWatcher?.stop()
        for source in sources { source.cancel() }
        terminal.restore()
        if let failure = driver.saveError {
            let line = Array("button-sim: \(failure)\n".utf8)
            _ = line.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            exit(1)
        }
        exit(0)
    }
}
