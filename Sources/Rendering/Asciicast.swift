import JSONSupport

/// An asciicast v2 recording (the format `asciinema play` and asciinema-player read): a
/// JSON header line, then one `[time, "o", bytes]` line per frame, with `[time, "r",
/// "COLSxROWS"]` before a frame of another size.
public enum Asciicast {
    /// One frame of a recording.
    public struct Event: Sendable {
        /// Seconds since the start.
        public var seconds: Double
        /// The frame.
        public var frame: Frame

        /// An event.
        /// - Parameters:
        ///   - seconds: Seconds since the start.
        ///   - frame: The screen shown from then on.
        public init(seconds: Double, frame: Frame) {
            self.seconds = seconds
            self.frame = frame
        }
    }

    /// The whole file.
    /// - Parameters:
    ///   - events: The frames in time order (the first sets the width and height).
    ///   - title: The header's title.
    ///   - colors: `false` for `NO_COLOR`.
    public static func document(_ events: [Event], title: String, colors: Bool = true) -> String {
        let width = events.first?.frame.width ?? 80, height = events.first?.frame.height ?? 24
        var out =
            "{\"version\": 2, \"width\": \(width), \"height\": \(height), \"title\": \(ControlCharacterEscaping.jsonEscaped(JSONLiteral.string(title))), "
            + "\"env\": {\"TERM\": \"xterm-256color\"}}\n"
        var stream = TerminalStream(colors: colors)
        var size = (width, height)
        for event in events {
            let time = seconds(event.seconds)
            if (event.frame.width, event.frame.height) != size {
                size = (event.frame.width, event.frame.height)
                out += "[\(time), \"r\", \"\(size.0)x\(size.1)\"]\n"
            }
            out += "[\(time), \"o\", \(JSONLiteral.string(stream.bytes(for: event.frame)))]\n"
        }
        return out
    }

    /// Seconds with microseconds, as asciinema writes them (`1.250000`).
    static func seconds(_ value: Double) -> String {
        let micros = Int64((max(0, value) * 1_000_000).rounded())
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

}
