import ArgumentParser
import FileAccess
import Platform
import Rendering
import Runtime
import Simulator

/// What `play` writes besides text and json: the final screen in colour or as a picture,
/// and the recording.
@MainActor
enum PlayOutput {
    /// The final screen: ANSI lines, the terminal-cell SVG, or the device picture.
    /// - Parameters:
    ///   - program: The program after the script.
    ///   - svg: SVG (else ANSI).
    ///   - device: The device options.
    ///   - environment: The environments asked for (a grid when several).
    static func screen(_ program: Program, svg: Bool, device: DeviceOptions, environment: EnvironmentOptions)
        -> String
    {
        let colors = !(ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false)
        if device.look == .device {
            return DeviceBoardPicture.svg(
                models(program, environment: environment), columns: environment.gridColumns, scale: device.scale)
        }
        let frame = frame(program, environment: environment)
        return svg ? FrameExport.svg(frame) : FrameExport.ansi(frame, colors: colors)
    }

    /// The final screen: the program's own, or with environment options, the screen drawn
    /// in each environment, stacked under headings.
    static func frame(_ program: Program, environment: EnvironmentOptions) -> Frame {
        guard environment.isSet else { return program.frame() }
        let size = program.state.size
        let pictures = models(program, environment: environment).map { model in
            var frame = Frame(width: size.columns, height: size.rows)
            MainScreen.render(EnvironmentPictures.terminalModel(model), area: frame.area, into: &frame)
            return (heading: EnvironmentPictures.heading(model), frame: frame)
        }
        return EnvironmentPictures.stacked(pictures)
    }

    /// The final screen model in each environment asked for.
    static func models(_ program: Program, environment: EnvironmentOptions) -> [ScreenModel] {
        let base = program.state.screen
        return environment.environments().map { chosen in
            var model = base
            model.setEnvironment(chosen, base: base.theme)
            return model
        }
    }

    /// Refuses a recording target the safe writer would refuse (a device, FIFO, socket,
    /// folder, read-only file, a link unless `--follow-links`, a missing folder) before the
    /// script runs.
    /// - Parameters:
    ///   - path: The `.cast` file.
    ///   - write: Whether links are followed.
    static func checkRecordingTarget(_ path: String, write: WriteOptions) throws {
        do {
            try AtomicFileWriter.check(path, options: write.writer(.document))
        } catch {
            CommandError.print("play: cannot write the recording to \(Self.quoted(path)): \(error.explained)")
            throw ExitCode.failure
        }
    }

    /// Plays the script into a recording at `path` through the one safe writer (a new
    /// temporary file renamed into place when complete; never onto a device, FIFO, socket,
    /// folder, or through a link unless `--follow-links`; the file's mode kept), streamed
    /// as it is made; exits 1
    /// with one line when it cannot be written.
    /// - Parameters:
    ///   - script: The script.
    ///   - program: The started program.
    ///   - clock: Its scheduler.
    ///   - path: The `.cast` file.
    ///   - cast: The encoder (version, size, title).
    ///   - keys: Whether keys pressed are recorded.
    ///   - write: Whether links are followed.
    /// - Returns: A failed expectation's line, if one failed.
    static func record(
        _ script: PlayScript, program: Program, clock: ManualScheduler, to path: String, cast: Asciicast,
        keys: Bool, write: WriteOptions
    ) throws -> String? {
        do {
            let file = try RecordingFile(path: path, cast: cast, options: write.writer(.document))
            let outcome = try DemoRecorder.record(script, program: program, clock: clock, keys: keys) {
                (time: Duration, event: DemoRecorder.Event) throws(AtomicFileWriter.Failure) in
                try file.add(event, at: time)
            }
            try file.finish(at: outcome.end)
            return outcome.failure
        } catch {
            CommandError.print("play: cannot write the recording to \(Self.quoted(path)): \(error.explained)")
            throw ExitCode.failure
        }
    }

    /// A path for a message, in quotes, control and bidi characters escaped.
    static func quoted(_ path: String) -> String {
        "'" + ControlCharacterEscaping.escaped(path) + "'"
    }
}
