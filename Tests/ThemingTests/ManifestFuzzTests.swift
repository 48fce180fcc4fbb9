import ButtonKitTestSupport
import Foundation
import Testing

@testable import Theming

/// Mutated manifests and token files never trap the loader: each is loaded or refused with
/// one-line problems.
@Suite("Manifest fuzzing")
struct ManifestFuzzTests {
    static let insertions: [[UInt8]] = [
        "{variant}", "{state}", "{part}", "{size}", "{", "}", "\"$ref\": \"#/palette\"", "\"$root\": ",
        "\"$extends\": \"{btn}\", ", "[", "]", ",", "\"", "-1e308", "\"none\"", "null",
    ].map { Array($0.utf8) }

    @Test func mutatedManifestsAndTokenFilesNeverTrap() throws {
        let team = try ManifestFixture.team()
        defer { team.remove() }
        var generator = SeededGenerator(seed: 0x3A7F_0021)
        let originals = [
            ("team.theme.json", ManifestFixture.manifest), ("buttons.json", ManifestFixture.buttons),
            ("primitives.json", ManifestFixture.primitives),
        ]
        var outcomes = (loaded: 0, refused: 0)
        for round in 0..<600 {
            let (name, text) = originals[round % originals.count]
            let bytes = ByteMutator.mutate(Array(text.utf8), insertions: Self.insertions, using: &generator)
            try Data(bytes).write(to: team.url(name))
            switch team.load() {
            case .success: outcomes.loaded += 1
            case .failure(let error):
                outcomes.refused += 1
                #expect(!error.problems.isEmpty)
                #expect(error.problems.allSatisfy { !$0.line.contains("\n") })
            }
            try Data(text.utf8).write(to: team.url(name))
        }
        #expect(outcomes.loaded + outcomes.refused == 600)
        #expect(outcomes.refused > 100)
    }
}
