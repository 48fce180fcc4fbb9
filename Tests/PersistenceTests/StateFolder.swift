import ButtonKit
import ButtonKitTestSupport
import Foundation

@testable import Persistence

/// A fresh folder for one test, with a store for `state.json` in it; removed by `remove()`.
struct StateFolder {
    let url: URL
    let store: StateFileStore

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "button-sim-persistence-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        store = StateFileStore(url: url.appendingPathComponent("state.json"))
    }

    var statePath: String { store.url.path }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The folder's entries, sorted.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    func write(_ text: String, to name: String = "state.json") throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    func read(_ name: String = "state.json") throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }

    func remove() {
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }

    /// The error of a load, or `nil` when it succeeded.
    func loadError() -> StateFileError? {
        if case .failure(let error) = store.load() { return error }
        return nil
    }

    static let snapshot = SavedState(BuiltInFixture.state(), theme: "default", buttonsFile: nil)

    /// A valid saved state as the store writes it: JSON with the header first.
    static func validJSON() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(StateFileDocument(snapshot: snapshot)), as: UTF8.self)
    }

    /// The start of a state file, for damaged ones: `damaged("garbage")`.
    static func damaged(_ rest: String) -> String {
        "{\"$format\": \"button-sim state\", " + rest
    }
}
