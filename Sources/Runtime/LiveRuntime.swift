import ButtonKit
import Dispatch
import Escaping
import Simulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live wiring of the program loop, on the main Dispatch queue and any
/// ``TerminalBackend``: a read source on the terminal's input, a signal source for each
/// signal of the terminal contract (a ``SignalRelay`` for the two Dispatch can miss), one
/// timer source for every timer and paced frame (``DispatchTimerScheduler``), and file
/// sources on the theme and the button file. Each turns what happened into an action for
/// the ``Program``. Nothing polls: with no timer pending
/// the process sleeps until a key, a click or a signal arrives.
///
/// One key press: input readable, decode, reduce, run effects, one frame through the
/// pipeline, the changed cells to the backend.
@MainActor
public final class LiveRuntime: ProgramHost {
    /// The loop every source feeds.
    public let program: Program
    private let timers: DispatchTimerScheduler
    private let inputFD: Int32
    private let ending: @MainActor (Int32) -> Void
    private let handlesSignals: Bool
    private var sources: [DispatchSourceProtocol] = []
    private var themeWatcher: FileSetWatcher?
    private var boardWatcher: FileWatcher?

    /// Wires a launched application to a terminal; nothing runs until ``start()``.
    /// - Parameters:
    ///   - prepared: The launched application.
    ///   - backend: The terminal.
    ///   - inputFD: Where the terminal's input arrives (standard input).
    ///   - handlesSignals: Whether the process's signals come to the program (tests that
    ///     share their process with others leave them alone).
    ///   - ending: Called once the program has finished and given the terminal back, with
    ///     the exit status (the live program exits the process).
    public init(
        prepared: AppLauncher.Prepared, backend: TerminalBackend, inputFD: Int32 = STDIN_FILENO,
        handlesSignals: Bool = true, ending: @escaping @MainActor (Int32) -> Void
    ) {
        var state = prepared.state
        let size = backend.size
        state.size = TerminalSize(columns: size.columns, rows: size.rows)
        state.screen.monochrome = backend.colorMode == .none
        timers = DispatchTimerScheduler()
        program = Program(
            state: state, scheduler: timers, catalog: prepared.catalog, stateStore: prepared.store, backend: backend)
        self.inputFD = inputFD
        self.ending = ending
        self.handlesSignals = handlesSignals
    }

    /// Starts the sources and the program, which draws its first frame.
    public func start() {
        program.host = self
        let backend = program.backend
        let read = DispatchSource.makeReadSource(fileDescriptor: inputFD, queue: .main)
        read.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, let backend else { return }
                self.program.send(backend.readInput().map(\.action))
            }
        }
        add(read)
        if handlesSignals { startSignalSources() }
        program.send(.started)
    }

    private func startSignalSources() {
        SignalRelay.install(TerminalSignals.relayed) { [weak self] number in
            if TerminalSignals.quitting.contains(number) { OutputWatchdog.quittingSignalArrived() }
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.program.send(.signalled(ProgramSignal(signalNumber: number))) }
            }
        }
        for number in TerminalSignals.dispatched {
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.program.send(.signalled(ProgramSignal(signalNumber: number))) }
            }
            add(source)
        }
    }

    private func add(_ source: DispatchSourceProtocol) {
        sources.append(source)
        source.resume()
    }

    /// Watches the theme's files and the button file, keeping the watchers of paths
    /// already watched.
    public func watch(themeFiles: [String], boardFile: String?) {
        if themeWatcher == nil {
            themeWatcher = FileSetWatcher { [weak self] in self?.program.send(.themeFileChanged) }
        }
        themeWatcher?.watch(themeFiles)
        if boardWatcher == nil {
            boardWatcher = FileWatcher { [weak self] in self?.program.send(.boardFileChanged) }
        }
        boardWatcher?.watch(boardFile)
    }

    /// SIGTSTP's default action, taken on purpose: the relay's handler is set
    /// aside for one SIGTSTP to the whole process group (as vim does, so a wrapper script
    /// stops too and the shell sees the job stop), and put back once the shell continues
    /// the process.
    ///
    /// The signal is unblocked in this thread for the moment, so it is taken here, before
    /// `kill` returns: the process stops at once and goes on from here when continued.
    public func stopProcess() {
        var stop = sigaction(handler: SIG_DFL)
        var previous = sigaction()
        sigaction(SIGTSTP, &stop, &previous)
        var only = signalSet([SIGTSTP])
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &only, &mask)
        kill(0, SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        sigaction(SIGTSTP, &previous, nil)
    }

    /// After the terminal was given back: stops every source, reports a failed save on
    /// standard error and ends.
    public func exit(status: Int32) {
        timers.cancelAll()
        themeWatcher?.stop()
        boardWatcher?.stop()
        for source in sources { source.cancel() }
        sources.removeAll()
        if let failure = program.saveError {
            let line = Array("button-sim: \(ControlCharacterEscaping.escaped(failure))\n".utf8)
            _ = line.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        ending(status)
    }

    /// Ends the process with `status` (the live program's ending).
    public static func exitProcess(_ status: Int32) {
        #if canImport(Glibc)
            Glibc.exit(status)
        #else
            Darwin.exit(status)
        #endif
    }
}
