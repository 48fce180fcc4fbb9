#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// The spinner of `button-sim` and of the floor, measured in one window at the same
    /// time. Measured one after the other, the floor's own cost per frame moved by half
    /// between runs on a shared machine; side by side, both see the same machine.
    struct SideBySideSpinnerResult: Codable {
        let measured: SpinnerResult
        let floor: SpinnerResult
    }

    enum SideBySideSpinner {
        /// Starts both programs, warms each up the way the other spinner figures are (a
        /// second of spinner, unmeasured), then measures both spinners in one window.
        static func run(measured: Launcher, floor: Launcher, settings: BenchSettings) throws -> SideBySideSpinnerResult
        {
            let sessions = [try measured.launch(), try floor.launch()]
            defer { for session in sessions { session.stop() } }
            for session in sessions { _ = try StartupScenario.firstFrame(of: session, settings: settings) }
            var warmUp = settings
            warmUp.spinnerSeconds = 1
            _ = try SpinnerScenario.run(sessions, settings: warmUp)
            let results = try SpinnerScenario.run(sessions, settings: settings)
            return SideBySideSpinnerResult(measured: results[0], floor: results[1])
        }
    }
#endif
