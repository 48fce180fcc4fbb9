import Foundation
import Testing

@testable import Theming

/// Feeds mutated copies of the default theme to the loader: each must load or fail with
/// problems, never trap. Seeded, so a failure can be replayed.
@Suite("Theme fuzzing")
struct ThemeFuzzTests {
    /// SplitMix64: small, deterministic and good enough to pick mutations.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let insertions: [[UInt8]] = [
        Array("{".utf8), Array("\"".utf8), Array("}".utf8), Array("[".utf8), Array(",".utf8),
        Array("\"{theme.color.button}\"".utf8), Array("\"{theme.color.palette.surface}\"".utf8),
        Array("\"{theme.color.nope}\"".utf8), Array("{\"$value\": \"{theme.color.surface.default}\"}".utf8),
        Array("\\u".utf8), Array("-1e999".utf8), Array([0xC3]), Array([0xFF, 0xFE]),
    ]

    static func mutate(_ original: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = original
        let steps = Int.random(in: 1...4, using: &generator)
        for _ in 0..<steps where !bytes.isEmpty {
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0:
                bytes[index] ^= UInt8(1) << UInt8.random(in: 0...7, using: &generator)
            case 1:
                bytes.removeSubrange(index...)
            case 2:
                let end = min(bytes.count, index + Int.random(in: 1...40, using: &generator))
                bytes.removeSubrange(index..<end)
            case 3:
                let insertion = insertions[Int.random(in: 0..<insertions.count, using: &generator)]
                bytes.insert(contentsOf: insertion, at: index)
            default:
                // Swap an alias target for a sibling's to build chains, cycles and type mismatches.
                let other = Int.random(in: 0..<bytes.count, using: &generator)
                bytes.swapAt(index, other)
            }
        }
        return bytes
    }

    @Test func mutatedThemesNeverTrap() throws {
        let original = Array(
            try Data(contentsOf: ShippedThemeTests.themesDirectory.appendingPathComponent("default.json")))
        var generator = SeededGenerator(state: 0xB077_0051)
        var loaded = 0
        var refused = 0
        for _ in 0..<10_000 {
            let bytes = Self.mutate(original, using: &generator)
            switch ThemeLoader.load(data: Data(bytes), fileName: "fuzz.json") {
            case .success:
                loaded += 1
            case .failure(let error):
                refused += 1
                #expect(!error.problems.isEmpty)
                #expect(error.problems.allSatisfy { $0.line.hasPrefix("fuzz.json: ") && !$0.line.contains("\n") })
                // Output bounded by a small multiple of the input.
                #expect(error.message.utf8.count <= 4 * bytes.count + 1_000)
            }
        }
        #expect(loaded + refused == 10_000)
        #expect(refused > 7_000)
    }

    @Test func hostileDocuments() {
        let documents = [
            String(repeating: "{\"a\":", count: 5_000),
            "{\"theme\": {\"color\": {\"$type\": \"color\", \"a\": {\"$value\": \"{theme.color.a}\"}}}}",
            "\"\\ud800\"", "{\"\\u0000\": 1}", "nul", "1e999", "{\"a\": \"\u{7}\"}",
        ]
        for document in documents {
            guard case .failure(let error) = ThemeLoader.load(data: Data(document.utf8), fileName: "x.json") else {
                Issue.record("loaded \(document.prefix(40))")
                continue
            }
            #expect(!error.problems.isEmpty)
        }
    }
}
