import Foundation

/// A fresh folder under the temporary directory, removed with everything in it when the
/// last reference goes (a test's suite value holds one, so each test cleans up after
/// itself even when an expectation throws).
public final class TemporaryFolder: @unchecked Sendable {
    /// The folder.
    public let url: URL

    /// Makes a folder named `prefix-UUID`.
    public init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the folder.
    public func path(_ name: String) -> URL { url.appendingPathComponent(name) }

    deinit {
        // Folders a test made read-only are opened up first, so they can be removed.
        if let enumerator = FileManager.default.enumerator(atPath: url.path) {
            while let name = enumerator.nextObject() as? String {
                chmod(url.appendingPathComponent(name).path, 0o700)
            }
        }
        chmod(url.path, 0o700)
        try? FileManager.default.removeItem(at: url)
    }
}
