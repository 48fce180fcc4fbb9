import Canvas
import Escaping
import JSONSupport

/// An asciicast recording (the format `asciinema play` and asciinema-player read), made
/// one line at a time so a recording is written as it is made: a JSON header line, then
/// one event line per frame (`o`), marker (`m`), key typed (`i`) and size change (`r`).
/// Version 2 writes each event's time since the start; version 3 the time since the
/// event before, and ends with an exit event (`x`). Times are whole microseconds, so the
/// intervals of version 3 add up exactly.
public struct Asciicast: Sendable {
    /// The format versions written.
    public enum Version: Int, Sendable, CaseIterable {
        /// asciicast v2: absolute times.
        case v2 = 2
        /// asciicast v3: intervals, `term` in the header, an exit event.
        case v3 = 3
    }

    private let version: Version
    private var stream: TerminalStream
    private var size: (columns: Int, rows: Int)
    private var lastMicroseconds: Int64 = 0

    /// The header line, ending in a line feed.
    public let header: String

    /// A recording of a terminal of the first frame's size.
    /// - Parameters:
    ///   - version: The format version.
    ///   - columns: The terminal's width at the start.
    ///   - rows: Its height at the start.
    ///   - title: The header's title.
    ///   - colors: `false` for `NO_COLOR`.
    public init(version: Version = .v2, columns: Int, rows: Int, title: String, colors: Bool = true) {
        self.version = version
        stream = TerminalStream(colors: colors)
        size = (columns, rows)
        let quotedTitle = ControlCharacterEscaping.jsonEscaped(JSONLiteral.string(title))
        switch version {
        case .v2:
            header =
                "{\"version\": 2, \"width\": \(columns), \"height\": \(rows), \"title\": \(quotedTitle), "
                + "\"env\": {\"TERM\": \"xterm-256color\"}}\n"
        case .v3:
            header =
                "{\"version\": 3, \"term\": {\"cols\": \(columns), \"rows\": \(rows), \"type\": \"xterm-256color\"}, "
                + "\"title\": \(quotedTitle)}\n"
        }
    }

    /// The lines for a frame shown at `time` (a size change first when its size differs).
    public mutating func frame(_ frame: Frame, at time: Duration) -> String {
        var out = ""
        if (frame.width, frame.height) != size {
            size = (frame.width, frame.height)
            out += line(time, "r", JSONLiteral.string("\(size.columns)x\(size.rows)"))
        }
        return out + line(time, "o", JSONLiteral.string(stream.bytes(for: frame)))
    }

    /// The line of a marker at `time`.
    public mutating func marker(_ label: String, at time: Duration) -> String {
        line(time, "m", ControlCharacterEscaping.jsonEscaped(JSONLiteral.string(label)))
    }

    /// The line of a key typed at `time`, as the bytes a terminal sends for it.
    public mutating func input(_ bytes: String, at time: Duration) -> String {
        line(time, "i", JSONLiteral.string(bytes))
    }

    /// The last line: the recording lasts until `time` (an empty output in version 2, the
    /// exit event in version 3), so a final pause is played in full.
    public mutating func end(at time: Duration) -> String {
        switch version {
        case .v2: line(time, "o", "\"\"")
        case .v3: line(time, "x", "\"0\"")
        }
    }

    private mutating func line(_ time: Duration, _ kind: String, _ data: String) -> String {
        let micros = max(lastMicroseconds, Self.microseconds(time))
        let shown = version == .v3 ? micros - lastMicroseconds : micros
        lastMicroseconds = micros
        return "[\(Self.seconds(shown)), \"\(kind)\", \(data)]\n"
    }

    static func microseconds(_ time: Duration) -> Int64 {
        let parts = time.components
        return parts.seconds * 1_000_000 + parts.attoseconds / 1_000_000_000_000
    }

    /// Seconds with microseconds, as asciinema writes them (`1.250000`).
    static func seconds(_ micros: Int64) -> String {
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
