#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// The cost of waiting: what the process writes and spends while nothing happens.
    struct IdleResult: Codable {
        let seconds: Double
        /// Bytes that reached the terminal.
        let terminalBytes: Int
        let cost: ProcessCost
        let cpuPercentOfOneCore: Double
    }

    enum IdleScenario {
        static func run(_ session: PTYSession, settings: BenchSettings) -> IdleResult {
            let start = ProcessSample.read(pid: session.pid)
            let began = MonotonicClock.now()
            let chunks = session.collect(for: MonotonicClock.nanoseconds(milliseconds: settings.idleSeconds * 1000))
            let end = ProcessSample.read(pid: session.pid)
            let elapsed = MonotonicClock.milliseconds(MonotonicClock.now() - began)
            let cost = ProcessCost(from: start, to: end)
            return IdleResult(
                seconds: elapsed / 1000, terminalBytes: chunks.byteCount, cost: cost,
                cpuPercentOfOneCore: cost.runMilliseconds / elapsed * 100)
        }
    }
#endif
