import FileAccess
import Runtime

extension PlayJob {
    /// Where and how `play --record` writes its recording.
    public struct Recording {
        /// The `.cast` file.
        public var path: String
        /// The asciicast version written.
        public var version: Asciicast.Version
        /// The recording's title.
        public var title: String
        /// `false` when `NO_COLOR` asks for attributes only.
        public var colors: Bool
        /// Whether the keys the script presses are recorded.
        public var keys: Bool
        /// How the file is written (links refused unless `--follow-links`).
        public var options: AtomicFileWriter.Options

        /// A recording.
        /// - Parameters:
        ///   - path: The `.cast` file.
        ///   - version: The asciicast version.
        ///   - title: The title.
        ///   - colors: Whether colours are recorded.
        ///   - keys: Whether keys are recorded.
        ///   - options: How the file is written.
        public init(
            path: String, version: Asciicast.Version, title: String, colors: Bool, keys: Bool,
            options: AtomicFileWriter.Options
        ) {
            self.path = path
            self.version = version
            self.title = title
            self.colors = colors
            self.keys = keys
            self.options = options
        }
    }
}
