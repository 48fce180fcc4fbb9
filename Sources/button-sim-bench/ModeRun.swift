/// Every scenario for one way of starting `button-sim` (default, `--no-animation`).
struct ModeResult: Codable {
    let mode: String
    let arguments: [String]
    let startup: StartupResult
    let idle: IdleResult
    let keyPress: KeyPressResult
    let spinner: SpinnerResult
    /// VmHWM of the long-running session, read just before it quit.
    let peakResidentKilobytes: Int
    let threads: Int
}

enum ModeRun {
    static func run(mode: String, launcher: Launcher, settings: BenchSettings,
                    progress: (String) -> Void) throws -> ModeResult {
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
        return ModeResult(mode: mode, arguments: launcher.arguments, startup: startup, idle: idle, keyPress: keys,
                          spinner: spinner, peakResidentKilobytes: peak, threads: threads)
    }
}
