#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    import Foundation

    /// How long `button-sim audit` takes over the built-in board in its default 96
    /// environments, start to exit, over several runs.
    struct AuditResult: Codable {
        let runs: Int
        let seconds: Summary
        /// Whether every run exited 0 (the built-in board passes).
        let passed: Bool
    }

    enum AuditScenario {
        /// Runs `binary audit` `runs` times with an empty HOME in `folder`.
        static func run(binary: String, folder: String, runs: Int = 5) throws -> AuditResult {
            var seconds: [Double] = []
            var passed = true
            for _ in 0..<runs {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: binary)
                process.arguments = ["audit", "--format", "json"]
                var environment = ProcessInfo.processInfo.environment
                environment["HOME"] = folder
                environment["XDG_CONFIG_HOME"] = nil
                process.environment = environment
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                let start = MonotonicClock.now()
                try process.run()
                process.waitUntilExit()
                seconds.append(MonotonicClock.milliseconds(MonotonicClock.now() - start) / 1000)
                passed = passed && process.terminationStatus == 0
            }
            return AuditResult(runs: runs, seconds: Summary(seconds), passed: passed)
        }
    }
#endif
