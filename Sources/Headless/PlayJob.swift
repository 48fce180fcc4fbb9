import Escaping
import FileAccess
import Runtime
import Simulator

/// `play`: the simulator started headless from `run`'s options and driven by a script on
/// the virtual clock, optionally recorded as an asciicast file.
@MainActor
public enum PlayJob {
    /// Refuses a recording target the safe writer would refuse (a device, FIFO, socket,
    /// folder, read-only file, a link unless allowed, a missing folder) before the script runs.
    /// - Parameters:
    ///   - path: The `.cast` file.
    ///   - options: How it would be written.
    public static func checkRecordingTarget(_ path: String, options: AtomicFileWriter.Options) throws(HeadlessFailure) {
        do {
            try AtomicFileWriter.check(path, options: options)
        } catch {
            throw HeadlessFailure(recordingFailure(path, error))
        }
    }

    /// Starts the simulator as `run` would, with the terminal size given and a state file
    /// only when `--state-file` names one.
    /// - Parameters:
    ///   - options: `run`'s options.
    ///   - size: `--size`.
    ///   - monochrome: `NO_COLOR` is set.
    public static func prepare(_ options: LaunchOptions, size: TerminalSize, monochrome: Bool)
        throws(HeadlessFailure) -> AppLauncher.Prepared
    {
        do {
            return try AppLauncher.prepare(options, size: size, monochrome: monochrome, useDefaultStateFile: false)
        } catch {
            throw HeadlessFailure(error)
        }
    }

    /// Plays `script` on a new program over a virtual clock, recording it when asked.
    /// - Parameters:
    ///   - script: The script.
    ///   - prepared: ``prepare(_:size:monochrome:)``.
    ///   - recording: Where to record the session, if anywhere.
    /// - Returns: The program after the script, for its final screen or state.
    /// - Throws: A token naming an event or state the board lacks (exit 64, before anything
    ///   runs), a recording that cannot be written, a script over the timer budget, or an
    ///   `expect:` that failed (exit 1).
    public static func run(_ script: PlayScript, prepared: AppLauncher.Prepared, recording: Recording?)
        throws(HeadlessFailure) -> Program
    {
        if let problem = script.problem(on: prepared.state.simulator.board) {
            throw .invalidArgument("play: \(problem.message)")
        }
        let clock = ManualScheduler()
        clock.firingLimit = HeadlessPlayer.largestTimerCount
        let program = Program(
            state: prepared.state, scheduler: clock, catalog: prepared.catalog, stateStore: prepared.store)
        program.send(.started)
        let failure: String?
        if let recording {
            failure = try record(script, program: program, clock: clock, recording)
        } else {
            failure = HeadlessPlayer.play(script, program: program, clock: clock)
        }
        if clock.isOverBudget { throw HeadlessFailure(HeadlessPlayer.overBudgetMessage(clock)) }
        if let failure { throw HeadlessFailure("play: \(failure)") }
        return program
    }

    /// Plays the script into the recording through the one safe writer, streamed as it is
    /// made and put in place when complete.
    /// - Returns: A failed expectation's line, if one failed.
    private static func record(
        _ script: PlayScript, program: Program, clock: ManualScheduler, _ recording: Recording
    ) throws(HeadlessFailure) -> String? {
        let size = program.state.size
        let cast = Asciicast(
            version: recording.version, columns: size.columns, rows: size.rows, title: recording.title,
            colors: recording.colors)
        do {
            let file = try RecordingFile(path: recording.path, cast: cast, options: recording.options)
            let outcome = try DemoRecorder.record(script, program: program, clock: clock, keys: recording.keys) {
                (time: Duration, event: DemoRecorder.Event) throws(AtomicFileWriter.Failure) in
                try file.add(event, at: time)
            }
            try file.finish(at: outcome.end)
            return outcome.failure
        } catch {
            throw HeadlessFailure(recordingFailure(recording.path, error))
        }
    }

    private static func recordingFailure(_ path: String, _ error: AtomicFileWriter.Failure) -> String {
        "play: cannot write the recording to \(ControlCharacterEscaping.quoted(path)): \(error.explained)"
    }
}
