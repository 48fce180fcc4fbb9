import ArgumentParser
import Headless

/// `play --record FILE.cast` and how the recording is written.
struct RecordingOptions: ParsableArguments {
    @Option(
        help: "Write an asciicast recording of the session, as long as the script (asciinema play FILE.cast).",
        completion: .file(extensions: ["cast"]))
    var record: String?

    @Flag(name: .customLong("record-keys"), help: "With --record: also record the keys the script presses.")
    var recordKeys = false

    @OptionGroup var write: WriteOptions

    // Unconditional, so `--cast-version -1` reaches validate() and gets the range message.
    @Option(
        name: .customLong("cast-version"), parsing: .unconditional,
        help: "With --record: the asciicast version written, 2 (default) or 3.")
    var castVersion: Int = 2

    func validate() throws {
        guard castVersion == 2 || castVersion == 3 else { throw ValidationError("--cast-version must be 2 or 3") }
        if record == nil, recordKeys || castVersion != 2 {
            throw ValidationError("--record-keys and --cast-version need --record FILE.cast")
        }
    }

    /// Refuses a recording target the safe writer would refuse, before the script runs.
    @MainActor
    func checkTarget() throws(HeadlessFailure) {
        if let record { try PlayJob.checkRecordingTarget(record, options: write.writer(.document)) }
    }

    /// The recording asked for, `nil` without `--record`.
    /// - Parameter title: The recording's title (the command that made it).
    @MainActor
    func recording(title: String) -> PlayJob.Recording? {
        record.map {
            PlayJob.Recording(
                path: $0, version: castVersion == 3 ? .v3 : .v2, title: title, colors: !NoColor.isSet,
                keys: recordKeys, options: write.writer(.document))
        }
    }
}
