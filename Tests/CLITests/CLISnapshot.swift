import ButtonKitTestSupport
import Foundation

/// Text snapshots of command output in `Snapshots/`, re-recorded when
/// `BUTTONSIM_RECORD=1` is set. A missing snapshot is written and reported as a failure,
/// so every new snapshot is looked at once.
enum CLISnapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")

    /// `nil` when `text` matches the snapshot `name`, else what differs.
    static func verify(_ text: String, named name: String) -> String? {
        Snapshot.verify(text, at: directory.appendingPathComponent(name))
    }

    /// The same for any file in the repository (the README's pictures in `docs/`).
    static func verify(_ text: String, at url: URL) -> String? {
        Snapshot.verify(text, at: url)
    }
}
