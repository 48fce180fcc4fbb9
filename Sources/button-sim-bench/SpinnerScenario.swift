#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// The loading spinner: `l` on the target, a measured window, `l` again.
    ///
    /// Frames are counted as bursts of output separated by at least the burst gap: curses
    /// writes each redraw in one go and the spinner redraws every 100 ms.
    struct SpinnerResult: Codable {
        let seconds: Double
        let frames: Int
        let framesPerSecond: Double
        let terminalBytes: Int
        let bytesPerFrame: Double
        let cost: ProcessCost
        let cpuPercentOfOneCore: Double
        /// CPU time (schedstat) per frame.
        let cpuMillisecondsPerFrame: Double
        /// Bytes written in the second after the second `l`: 0 when the timer really stopped.
        let bytesInSecondAfterStop: Int
    }

    enum SpinnerScenario {
        static func run(_ session: PTYSession, settings: BenchSettings) throws -> SpinnerResult {
            try run([session], settings: settings)[0]
        }

        /// The spinner of each of `sessions` at once, in the same measured window: programs
        /// measured side by side share whatever else the machine does meanwhile.
        static func run(_ sessions: [PTYSession], settings: BenchSettings) throws -> [SpinnerResult] {
            // The key to every program first, so their spinners start together.
            for session in sessions { session.send("l") }
            for session in sessions {
                // The key's own redraw (the button turns into its loading look) is not a frame.
                guard !session.response(timeout: settings.timeout, quiet: settings.quiet).isEmpty else {
                    throw BenchError("no redraw after the loading key")
                }
            }
            // What one spun meanwhile, while another's redraw was read, is not counted either.
            if sessions.count > 1 { for session in sessions { _ = session.collect(for: 1_000_000) } }
            let starts = sessions.map { ProcessSample.read(pid: $0.pid) }
            let began = MonotonicClock.now()
            let collected = PTYSession.collect(
                sessions, for: MonotonicClock.nanoseconds(milliseconds: settings.spinnerSeconds * 1000))
            let ends = sessions.map { ProcessSample.read(pid: $0.pid) }
            let elapsed = MonotonicClock.milliseconds(MonotonicClock.now() - began)
            for session in sessions {
                session.send("l")
                _ = session.response(timeout: settings.timeout, quiet: settings.quiet)
            }
            let after = PTYSession.collect(sessions, for: 1_000_000_000)
            return sessions.indices.map { index in
                let chunks = collected[index]
                let frames = chunks.bursts(gap: settings.burstGap).count
                let bytes = chunks.byteCount
                let cost = ProcessCost(from: starts[index], to: ends[index])
                return SpinnerResult(
                    seconds: elapsed / 1000, frames: frames, framesPerSecond: Double(frames) / elapsed * 1000,
                    terminalBytes: bytes, bytesPerFrame: frames > 0 ? Double(bytes) / Double(frames) : 0,
                    cost: cost, cpuPercentOfOneCore: cost.runMilliseconds / elapsed * 100,
                    cpuMillisecondsPerFrame: frames > 0 ? cost.runMilliseconds / Double(frames) : 0,
                    bytesInSecondAfterStop: after[index].byteCount)
            }
        }
    }
#endif
