import FileAccess
import Runtime
import Simulator

/// A `play --record` file written while the script runs: each event's lines go through a
/// small buffer into the one safe writer's stream, which puts the file in place only
/// when the recording is complete. Memory stays the same however long the script is.
@MainActor
public final class RecordingFile {
    private let stream: AtomicFileWriter.Stream
    private var cast: Asciicast
    private var buffer: [UInt8] = []

    /// Bytes gathered before one write.
    public static let bufferSize = 64 * 1024

    /// Opens the recording's temporary file and writes the header.
    /// - Parameters:
    ///   - path: The `.cast` file.
    ///   - cast: The encoder, sized and titled.
    ///   - options: How the file is written (links refused unless `--follow-links`).
    public init(path: String, cast: Asciicast, options: AtomicFileWriter.Options) throws(AtomicFileWriter.Failure) {
        stream = try AtomicFileWriter.Stream(path, options: options)
        self.cast = cast
        buffer.append(contentsOf: cast.header.utf8)
    }

    /// Adds one event of the recorder.
    public func add(_ event: DemoRecorder.Event, at time: Duration) throws(AtomicFileWriter.Failure) {
        let text =
            switch event {
            case .frame(let frame): cast.frame(frame, at: time)
            case .marker(let label): cast.marker(label, at: time)
            case .key(let bytes): cast.input(bytes, at: time)
            }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Ends the recording at `time` and puts the file in place.
    public func finish(at time: Duration) throws(AtomicFileWriter.Failure) {
        buffer.append(contentsOf: cast.end(at: time).utf8)
        try flush()
        try stream.finish()
    }

    private func flush() throws(AtomicFileWriter.Failure) {
        try stream.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
