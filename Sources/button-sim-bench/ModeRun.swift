#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// Every scenario for one way of starting `button-sim` (default, `--no-animation`).
    struct ModeResult: Codable {
        let mode: String
        let arguments: [String]
        let startup: StartupResult
        let idle: IdleResult
        let keyPress: KeyPressResult
        let spinner: SpinnerResult
        /// The spinner again on the larger terminal; `nil` where it has no spinner.
        let largeSpinner: SpinnerResult?
        /// VmHWM of the long-running session, read just before it quit.
        let peakResidentKilobytes: Int
        let threads: Int
    }

    enum ModeRun {
        /// - Parameters:
        ///   - mode: the column's name.
        ///   - launcher: starts the program.
        ///   - large: the larger terminal size the spinner is measured on too.
        ///   - settings: durations and counts.
        ///   - progress: where progress lines go.
        static func run(
            mode: String, launcher: Launcher, large: (columns: Int, rows: Int), settings: BenchSettings,
            progress: (String) -> Void
        ) throws -> ModeResult {
            progress("\(mode): \(settings.launches) launches to first frame")
            let startup = try StartupScenario.run(launcher, settings: settings)

            // One session for the rest, in order: idle right after start, keys, spinner.
            let session = try launcher.launch()
            defer { session.stop() }
            _ = try StartupScenario.firstFrame(of: session, settings: settings)
            progress("\(mode): idle \(settings.idleSeconds) s")
            let idle = IdleScenario.run(session, settings: settings)
            progress("\(mode): \(settings.presses) key presses")
            let keys = try KeyPressScenario.run(session, settings: settings)
            progress("\(mode): spinner \(settings.spinnerSeconds) s")
            let spinner = try SpinnerScenario.run(session, settings: settings)
            let threads = ProcessSample.read(pid: session.pid).threads
            guard let peak = ProcessSample.peakResidentKilobytes(pid: session.pid) else {
                throw BenchError("cannot read VmHWM of process \(session.pid)")
            }
            var largeSpinner: SpinnerResult?
            if spinner.frames > 0 {
                progress("\(mode): spinner \(settings.spinnerSeconds) s at \(large.columns)x\(large.rows)")
                let big = try launcher.resized(columns: large.columns, rows: large.rows).launch()
                defer { big.stop() }
                _ = try StartupScenario.firstFrame(of: big, settings: settings)
                // The long session ran keys before its spinner; this one warms up the same way
                // (a second of spinner, unmeasured), so first-use page faults are not counted.
                var warmUp = settings
                warmUp.spinnerSeconds = 1
                _ = try SpinnerScenario.run(big, settings: warmUp)
                largeSpinner = try SpinnerScenario.run(big, settings: settings)
            }
            return ModeResult(
                mode: mode, arguments: launcher.arguments, startup: startup, idle: idle, keyPress: keys,
                spinner: spinner, largeSpinner: largeSpinner, peakResidentKilobytes: peak, threads: threads)
        }
    }
#endif
