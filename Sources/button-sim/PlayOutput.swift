import ArgumentParser
import FileAccess
import Platform
import Rendering
import Simulator

/// What `play` writes besides text and json: the final screen in colour or as a picture,
/// and the recording.
@MainActor
enum PlayOutput {
    /// The final screen: ANSI lines, the terminal-cell SVG, or the device picture.
    /// - Parameters:
    ///   - driver: The driver after the script.
    ///   - svg: SVG (else ANSI).
    ///   - device: The device options.
    static func screen(_ driver: AppDriver, svg: Bool, device: DeviceOptions) -> String {
        let colors = !(ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false)
        if device.look == .device { return DeviceBoardPicture.svg(driver.state.screen, scale: device.scale) }
        return svg ? FrameExport.svg(driver.frame()) : FrameExport.ansi(driver.frame(), colors: colors)
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

    /// Plays the script into a recording at `path` through the one safe writer (a new
    /// temporary file renamed into place when complete; never onto a device, FIFO, socket,
    /// folder or another user's link; the file's mode kept), streamed as it is made; exits 1
    /// with one line when it cannot be written.
    /// - Parameters:
    ///   - script: The script.
    ///   - driver: The started driver.
    ///   - clock: Its scheduler.
    ///   - path: The `.cast` file.
    ///   - cast: The encoder (version, size, title).
    ///   - keys: Whether keys pressed are recorded.
    /// - Returns: A failed expectation's line, if one failed.
    static func record(
        _ script: PlayScript, driver: AppDriver, clock: ManualScheduler, to path: String, cast: Asciicast,
        keys: Bool
    ) throws -> String? {
        do {
            let file = try RecordingFile(path: path, cast: cast)
            let outcome = try DemoRecorder.record(script, driver: driver, clock: clock, keys: keys) {
                (time: Duration, event: DemoRecorder.Event) throws(AtomicFileWriter.Failure) in
                try file.add(event, at: time)
            }
            try file.finish(at: outcome.end)
            return outcome.failure
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
