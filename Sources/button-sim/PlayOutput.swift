import ArgumentParser
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

    /// Writes the recording to `path` through a temporary file renamed into place, so a
    /// failed write never leaves half a file; exits 1 with one line on failure.
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
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            CommandError.print(
                "play: cannot write the recording to \(Self.quoted(path)) (is the folder there and writable?)")
            throw ExitCode.failure
        }
    }

    /// A path for a message, control characters escaped.
    static func quoted(_ path: String) -> String {
        var out = ""
        for scalar in path.unicodeScalars {
            out +=
                scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
        return "'" + out + "'"
    }
}
