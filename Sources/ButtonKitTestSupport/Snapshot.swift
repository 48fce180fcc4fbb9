import Foundation

/// Text snapshots kept beside the tests, re-recorded when `BUTTONSIM_RECORD=1` is set.
/// A test that records fails, so a recording run can never pass unseen: record, look at
/// the change, then run again without the variable.
public enum Snapshot {
    /// Compares `text` with `__Snapshots__/NAME.txt` next to the calling test file.
    /// Returns a failure description, or `nil` when it matches. A missing snapshot is
    /// written and reported as a failure, so a new snapshot is always looked at once.
    public static func verify(_ text: String, named name: String, testFile: String = #filePath) -> String? {
        let directory = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent(
            "__Snapshots__")
        return verify(text, at: directory.appendingPathComponent(name + ".txt"))
    }

    /// The same for a snapshot at any path (the README's pictures in `docs/`).
    public static func verify(_ text: String, at url: URL) -> String? {
        let record = ProcessInfo.processInfo.environment["BUTTONSIM_RECORD"] == "1"
        let existing = try? String(contentsOf: url, encoding: .utf8)
        if record || existing == nil {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
            if existing == text { return "\(url.lastPathComponent): recording (BUTTONSIM_RECORD=1), unchanged" }
            return record
                ? "re-recorded \(url.path) (BUTTONSIM_RECORD=1); check it and run again without recording"
                : "recorded new snapshot \(url.path); check it and run again"
        }
        guard let existing, existing != text else { return nil }
        let expectedLines = existing.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }
        let line = firstDifference?.offset ?? min(expectedLines.count, actualLines.count)
        let expected = line < expectedLines.count ? String(expectedLines[line]) : "<end>"
        let actual = line < actualLines.count ? String(actualLines[line]) : "<end>"
        return
            "\(url.lastPathComponent) differs at line \(line + 1):\n  expected: \(expected)\n  actual:   \(actual)\n(re-record with BUTTONSIM_RECORD=1)"
    }
}
