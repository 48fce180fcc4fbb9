import ButtonKit
import ButtonKitTestSupport
import Foundation
import Testing

@testable import Persistence

/// Mutated state files: each reads as a state or as one bounded line, never a trap.
@Suite("State file fuzzing")
struct StateFileFuzzTests {
    static let insertions: [[UInt8]] = [
        Array("{".utf8), Array("\"".utf8), Array("}".utf8), Array("[".utf8), Array(",".utf8), Array("null".utf8),
        Array("99999999999".utf8), Array("-1".utf8), Array("1e999".utf8), Array("1.5".utf8), Array("\"bogus\"".utf8),
        Array("\\u".utf8), Array([0xC3]), Array([0xFF, 0xFE]), Array("\"version\": 2,".utf8),
    ]

    /// A state with something in every field, pretty-printed as a save writes it.
    static func original() throws -> [UInt8] {
        var simulator = BuiltInFixture.state(locale: .zh)
        _ = SimulatorReducer.reduce(&simulator, .stateKeyPressed(.follow, "m"))
        _ = SimulatorReducer.reduce(&simulator, .flagToggled(.follow, .selected))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return Array(
            try encoder.encode(StateFileDocument(snapshot: SavedState(simulator, theme: "dark", buttonsFile: nil))))
    }

    @Test func tenThousandMutatedStateFilesNeverTrap() throws {
        let original = try Self.original()
        var generator = SeededGenerator(seed: 0x5747_E)
        var outcomes: [String: Int] = [:]
        for _ in 0..<10_000 {
            let bytes = ByteMutator.mutate(original, insertions: Self.insertions, using: &generator)
            switch SavedStateReader.read(bytes) {
            case .state: outcomes["state", default: 0] += 1
            case .truncated: outcomes["truncated", default: 0] += 1
            case .wrongVersion: outcomes["version", default: 0] += 1
            case .corrupt(let detail):
                outcomes["corrupt", default: 0] += 1
                #expect(!detail.contains("\n"))
                #expect(detail.count <= 300, "\(detail)")
                #expect(!detail.contains("Index "), "\(detail)")
            }
        }
        #expect(outcomes.values.reduce(0, +) == 10_000)
        #expect((outcomes["corrupt"] ?? 0) > 1_000)
        #expect((outcomes["truncated"] ?? 0) > 100)
        #expect((outcomes["state"] ?? 0) > 10)
    }

    @Test func mutatedFilesThroughTheStoreAreKeptAsideOneByOne() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        let original = try Self.original()
        var generator = SeededGenerator(seed: 99)
        var keptAside = 0
        for _ in 0..<300 {
            try Data(ByteMutator.mutate(original, insertions: Self.insertions, using: &generator)).write(
                to: folder.store.url)
            switch folder.store.load() {
            case .success, .failure(.notStateFile):
                // A mutation of the header makes any other file: left where it is.
                try FileManager.default.removeItem(at: folder.store.url)
            case .failure(let error):
                #expect(!error.message.contains("\n"))
                if case .corrupt(_, _, let kept?) = error { keptAside += kept.isEmpty ? 0 : 1 }
                if case .truncated(_, let kept?) = error { keptAside += kept.isEmpty ? 0 : 1 }
                if case .wrongVersion(_, _, let kept?) = error { keptAside += kept.isEmpty ? 0 : 1 }
            }
        }
        // Every bad file is still there under its own name; nothing was overwritten.
        #expect(try folder.names().count == keptAside)
        #expect(keptAside > 100)
    }
}
