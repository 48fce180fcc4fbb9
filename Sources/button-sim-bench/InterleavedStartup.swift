#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// Start-up of button-sim and the programs it is compared with, launched in turn (one
    /// launch of each, then the next round): a ratio of two medians measured minutes apart
    /// moves with whatever else the machine does meanwhile, while launches taken in turn
    /// share its ups and downs. The start-up ratios of the table come from here when
    /// `--reference` programs are given.
    struct InterleavedStartup: Codable {
        /// button-sim with the default mode's arguments.
        let measured: StartupResult
        /// The C floor, when the run builds it.
        let floor: StartupResult?
        /// Each `--reference` program, in the order given.
        let references: [ReferenceStartup]

        /// Launches each program once unmeasured, then `settings.launches` rounds of one
        /// launch of each, in the same order every round.
        static func run(
            measured: Launcher, floor: Launcher?, references: [Launcher], settings: BenchSettings,
            progress: (String) -> Void
        ) throws -> InterleavedStartup {
            let launchers = [measured] + (floor.map { [$0] } ?? []) + references
            progress("start-up: \(settings.launches) rounds of \(launchers.count) programs launched in turn")
            var samples = Array(repeating: StartupScenario.Samples(), count: launchers.count)
            for round in 0..<(1 + settings.launches) {
                for (index, launcher) in launchers.enumerated() {
                    let launch = try StartupScenario.measureOne(launcher, settings: settings)
                    // The first round warms the page cache, as StartupScenario's warm-up does.
                    if round > 0 { samples[index].add(launch) }
                }
            }
            let results = samples.map { $0.result(warmUpLaunches: 1) }
            let referenceResults = zip(references, results.suffix(references.count)).map {
                ReferenceStartup(binary: $0.binary, startup: $1)
            }
            return InterleavedStartup(
                measured: results[0], floor: floor == nil ? nil : results[1], references: referenceResults)
        }
    }
#endif
