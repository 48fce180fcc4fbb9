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
    /// folder, read-only file, another user's link, a missing folder) before the script runs.
    /// - Parameter path: The `.cast` file.
    static func checkRecordingTarget(_ path: String) throws {
        do {
            try AtomicFileWriter.check(path, options: .document)
        } catch {
            CommandError.print("play: cannot write the recording to \(Self.quoted(path)): \(error.detail)")
            throw ExitCode.failure
        }
    }

    /// Writes the recording to `path` through the one safe writer (a new temporary file
    /// renamed into place; never onto a device, FIFO, socket, folder or another user's link;
    /// the file's mode kept); exits 1 with one line on failure.
    /// - Parameters:
    ///   - shots: The frames.
    ///   - path: The `.cast` file.
    ///   - title: The header's title.
    static func writeRecording(_ shots: [DemoRecorder.Shot], to path: String, title: String) throws {
        let colors = !(ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false)
        let events = shots.map { shot in
            let parts = shot.time.components
            return Asciicast.Event(seconds: Double(parts.seconds) + Double(parts.attoseconds) / 1e18, frame: shot.frame)
        }
        let text = Asciicast.document(events, title: title, colors: colors)
        do {
            try AtomicFileWriter.replace(path, with: Array(text.utf8), options: .document)
        } catch {
            CommandError.print("play: cannot write the recording to \(Self.quoted(path)): \(error.detail)")
            throw ExitCode.failure
        }
    }

    /// A path for a message, in quotes, control and bidi characters escaped.
    static func quoted(_ path: String) -> String {
        "'" + ControlCharacterEscaping.escaped(path) + "'"
    }
}
