import ButtonKit
import Dispatch
import Rendering
import Simulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live simulator: ncurses on the terminal, everything on the main Dispatch queue.
/// A read source on stdin, a signal source for each signal of the terminal contract (a
/// ``SignalRelay`` for the two Dispatch can miss), a timer source per timer, and a file
/// source on the theme; each feeds the ``RuntimeLoop``. Nothing polls: with no timer pending the process sleeps until a key,
/// a click or a signal arrives.
///
/// One key press: stdin readable, decode, reduce, run effects, render a frame, hand the
/// changed cells to ncurses, one `doupdate`.
@MainActor
public final class LiveRuntime {
    private let loop: RuntimeLoop
    private let timers: DispatchTimerScheduler
    private var sources: [DispatchSourceProtocol] = []
    private var themeWatcher: FileSetWatcher?
    private var boardWatcher: FileWatcher?

    /// Starts curses and the sources, then never returns: the process exits after quit
    /// with the status of ``RuntimeLoop``.
    /// - Parameters:
    ///   - prepared: the launched application.
    ///   - colorMode: forces a colour mode; `nil` detects it.
    public static func run(_ prepared: AppLauncher.Prepared, colorMode: ColorMode? = nil) throws(TerminalError) -> Never
    {
        // Signals are handled as Dispatch sources; their default actions must be off first,
        // and before curses starts so it does not install its own SIGWINCH handler.
        for signalNumber in TerminalSignals.handled { signal(signalNumber, SIG_IGN) }
        TerminalCrashGuard.capture()
        let terminal = try CursesTerminal(colorMode: colorMode)
        TerminalCrashGuard.install()
        OutputWatchdog.install()
        let runtime = LiveRuntime(terminal: terminal, prepared: prepared)
        runtime.start()
        dispatchMain()
    }

    private init(terminal: CursesTerminal, prepared: AppLauncher.Prepared) {
        var state = prepared.state
        let size = terminal.size
        state.size = TerminalSize(columns: size.columns, rows: size.rows)
        state.screen.monochrome = terminal.colorMode == .none
        timers = DispatchTimerScheduler()
        let driver = AppDriver(state: state, scheduler: timers, catalog: prepared.catalog, stateStore: prepared.store)
        loop = RuntimeLoop(terminal: terminal, driver: driver, stopProcess: Self.stopUntilContinued)
    }

    private func start() {
        let driver = loop.driver
        timers.afterFire = { [weak self] in self?.loop.timersFired() }
        loop.onExit = { [weak self] status in self?.exit(status) }
        let watcher = FileSetWatcher { [weak self] in self?.loop.themeFileChanged() }
        themeWatcher = watcher
        driver.onThemeChanged = { files in watcher.watch(files) }
        watcher.watch(driver.state.screen.theme.sourceFiles)
        let board = FileWatcher { [weak self] in self?.loop.boardFileChanged() }
        boardWatcher = board
        board.watch(driver.boardFilePath)

        let read = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        read.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.loop.inputAvailable() }
        }
        add(read)
        SignalRelay.install(TerminalSignals.relayed) { [weak self] number in
            if TerminalSignals.quitting.contains(number) { OutputWatchdog.quittingSignalArrived() }
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.loop.received(signal: number) }
            }
        }
        for number in TerminalSignals.dispatched {
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.loop.received(signal: number) }
            }
            add(source)
        }
        loop.start()
    }

    private func add(_ source: DispatchSourceProtocol) {
        sources.append(source)
        source.resume()
    }

    /// SIGTSTP's default action, taken on purpose: the signal source's handler is set
    /// aside for one SIGTSTP to the whole process group (as vim does, so a wrapper script
    /// stops too and the shell sees the job stop), and put back once the shell continues
    /// the process.
    private static func stopUntilContinued() {
        var stop = sigaction(handler: SIG_DFL)
        var previous = sigaction()
        sigaction(SIGTSTP, &stop, &previous)
        kill(0, SIGTSTP)
        sigaction(SIGTSTP, &previous, nil)
    }

    /// After the terminal was given back: reports a failed save and ends the process.
    private func exit(_ status: Int32) {
        timers.cancelAll()
        themeWatcher?.stop()
        boardWatcher?.stop()
        for source in sources { source.cancel() }
        if let failure = loop.driver.saveError {
            let line = Array("button-sim: \(ControlCharacterEscaping.escaped(failure))\n".utf8)
            _ = line.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        #if canImport(Glibc)
            Glibc.exit(status)
        #else
            Darwin.exit(status)
        #endif
    }
}
