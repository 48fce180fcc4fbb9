import Dispatch
import Runtime
import Simulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts the interactive program on the real terminal: the ncurses backend under the
/// program loop's live wiring.
@MainActor
public enum CursesLauncher {
    /// Starts curses and the program loop, then never returns: the process exits after
    /// quit with the loop's status.
    /// - Parameters:
    ///   - prepared: the launched application.
    ///   - colorMode: forces a colour mode; `nil` detects it.
    ///   - presenting: a script to present step by step (`present`); `nil` for `run`.
    public static func run(
        _ prepared: AppLauncher.Prepared, colorMode: ColorMode? = nil, presenting: PresenterScript? = nil
    ) throws(TerminalError) -> Never {
        // Signals are handled as Dispatch sources; their default actions must be off first,
        // and before curses starts so it does not install its own SIGWINCH handler.
        TerminalSignals.blockDispatchedOnThisThread()
        for signalNumber in TerminalSignals.handled { signal(signalNumber, SIG_IGN) }
        TerminalCrashGuard.capture()
        let backend = try CursesBackend(colorMode: colorMode)
        TerminalCrashGuard.install()
        OutputWatchdog.install()
        var prepared = prepared
        let replay = presenting.map {
            PresenterReplay(script: $0, start: prepared.state, catalog: prepared.catalog)
        }
        if let replay { prepared.state = replay.launchState }
        let runtime = LiveRuntime(prepared: prepared, backend: backend, ending: LiveRuntime.exitProcess)
        runtime.program.presenter = replay
        runtime.start()
        withExtendedLifetime(runtime) { MainQueueLoop.run() }
    }
}
