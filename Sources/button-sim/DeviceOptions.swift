import ArgumentParser
import Headless

/// The options `render`, `gallery` and `play` share for device pictures.
struct DeviceOptions: ParsableArguments {
    @Option(help: "terminal (cells, as the simulator shows them) or device (what the phone draws; SVG).")
    var look: PictureLook = .terminal

    // Unconditional, so `--scale -1` reaches validate() and gets the range message.
    @Option(parsing: .unconditional, help: "Pixels per point for --look device: 1, 2 or 3.")
    var scale: Int = 2

    func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
    }

    /// Refuses a text or ANSI format with the device look, which only SVG can show.
    /// - Parameter format: The format asked for, if any.
    func check(format: String?) throws {
        if look == .device, let format, format != "svg" {
            throw ValidationError("--look device draws SVG; use --format svg (or leave --format out)")
        }
    }
}
