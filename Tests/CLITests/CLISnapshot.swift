import Foundation

/// Text snapshots of command output in `Snapshots/`, re-recorded when
/// `BUTTONSIM_RECORD=1` is set. A missing snapshot is written and reported as a failure,
/// so every new snapshot is looked at once.
enum CLISnapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// `nil` when `text` matches the snapshot `name`, else what differs.
    static func verify(_ text: String, named name: String) -> String? {
        verify(text, at: directory.appendingPathComponent(name))
    }

    /// The same for any file in the repository (the README's pictures in `docs/`).
    static func verify(_ text: String, at url: URL) -> String? {
        let record = ProcessInfo.processInfo.environment["BUTTONSIM_RECORD"] == "1"
        let existing = try? String(contentsOf: url, encoding: .utf8)
        if record || existing == nil {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
            return record ? nil : "recorded new snapshot \(url.path); check it and run again"
        }
        guard let existing, existing != text else { return nil }
        let expected = existing.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, actual.count)
        let want = line < expected.count ? String(expected[line]) : "<end>"
        let got = line < actual.count ? String(actual[line]) : "<end>"
        return "\(url.lastPathComponent) differs at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)\n(re-record with BUTTONSIM_RECORD=1)"
    }
}
