#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// The spinner of `button-sim` and of the floor, measured at the same time, in several
    /// windows one after another. Measured one after the other, the floor's own cost per
    /// frame moved by half between runs on a shared machine; side by side, both see the
    /// same machine, and the median of several windows is less at the mercy of one.
    struct SideBySideSpinnerResult: Codable {
        /// Both spinners in one window.
        struct Window: Codable {
            let measured: SpinnerResult
            let floor: SpinnerResult

            /// button-sim's CPU per frame over the floor's; 0 when the floor's is 0.
            var ratio: Double {
                floor.cpuMillisecondsPerFrame > 0
                    ? measured.cpuMillisecondsPerFrame / floor.cpuMillisecondsPerFrame : 0
            }
        }

        let windows: [Window]

        /// The window whose ratio is the median (the lower middle one of an even count).
        var median: Window? {
            let sorted = windows.sorted { $0.ratio < $1.ratio }
            return sorted.isEmpty ? nil : sorted[(sorted.count - 1) / 2]
        }
    }

    enum SideBySideSpinner {
        /// Starts both programs, warms each up the way the other spinner figures are (a
        /// second of spinner, unmeasured), then measures both spinners in `count` windows.
        static func run(measured: Launcher, floor: Launcher, count: Int, settings: BenchSettings) throws
            -> SideBySideSpinnerResult
        {
            let sessions = [try measured.launch(), try floor.launch()]
            defer { for session in sessions { session.stop() } }
            for session in sessions { _ = try StartupScenario.firstFrame(of: session, settings: settings) }
            var warmUp = settings
            warmUp.spinnerSeconds = 1
            _ = try SpinnerScenario.run(sessions, settings: warmUp)
            let windows = try (0..<max(1, count)).map { _ in
                let results = try SpinnerScenario.run(sessions, settings: settings)
                return SideBySideSpinnerResult.Window(measured: results[0], floor: results[1])
            }
            return SideBySideSpinnerResult(windows: windows)
        }
    }
#endif
