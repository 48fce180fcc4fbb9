import ButtonKit
import ButtonKitTestSupport
import Definitions
import Foundation
import Testing

/// Mutated button files: each loads or fails with problem lines, never traps; the output
/// stays bounded by the input; and loading does work linear in the file (checked by the
/// size of what it produces, not by time: timing lives in the benchmark).
@Suite("Button file fuzzing")
struct ButtonFileFuzzTests {
    static let insertions: [[UInt8]] = [
        Array("{".utf8), Array("\"".utf8), Array("}".utf8), Array("[".utf8), Array(",".utf8), Array(":".utf8),
        Array("\"selected|highlighted\"".utf8), Array("\"0x10004\"".utf8), Array("\"set loading\"".utf8),
        Array("{\"target\": \"idle\"}".utf8), Array("\"step\"".utf8), Array("99999999999".utf8),
        Array("\\u".utf8), Array("-1e999".utf8), Array([0xC3]), Array([0xFF, 0xFE]), Array([0x1B, 0x5B, 0x32, 0x4A]),
    ]

    @Test func tenThousandMutatedButtonFilesNeverTrapAndSayBoundedThings() {
        let original = Array(BuiltInBoardJSON.json.utf8)
        var generator = SeededGenerator(seed: 0xF022_B077)
        var loaded = 0
        var refused = 0
        for _ in 0..<10_000 {
            let bytes = ByteMutator.mutate(original, insertions: Self.insertions, using: &generator)
            switch BoardLoader.load(data: Data(bytes), fileName: "fuzz.json", reservedKeys: []) {
            case .success(let board):
                loaded += 1
                // A loaded board builds a simulator and survives its own warnings.
                _ = SimulatorState(board: board.board)
                #expect(board.warnings.count < 1_000)
            case .failure(let error):
                refused += 1
                #expect(!error.errors.isEmpty)
                let output = error.problems.map(\.line).joined(separator: "\n")
                #expect(output.utf8.count <= 64 * bytes.count + 4_096, "output grew faster than the input")
            }
        }
        #expect(loaded + refused == 10_000)
        #expect(loaded > 100 && refused > 1_000)
    }

    /// Doubling a file doubles what loading produces: a board of 2n buttons yields 2n
    /// buttons and, broken the same way in each, 2n problem lines.
    @Test func loadingIsLinearInTheFile() {
        func file(buttons: Int, broken: Bool) -> Data {
            let items = (0..<buttons).map { "{\"id\": \"b\($0)\", \"size\": \"\(broken ? "huge" : "small")\"}" }
            return Data("{\"buttons\": [\(items.joined(separator: ","))]}".utf8)
        }
        for (small, large) in [(16, 32), (32, 64)] {
            guard
                case .success(let one) = BoardLoader.load(
                    data: file(buttons: small, broken: false), fileName: "a", reservedKeys: []),
                case .success(let two) = BoardLoader.load(
                    data: file(buttons: large, broken: false), fileName: "a", reservedKeys: []),
                case .failure(let brokenOne) = BoardLoader.load(
                    data: file(buttons: small, broken: true), fileName: "a", reservedKeys: []),
                case .failure(let brokenTwo) = BoardLoader.load(
                    data: file(buttons: large, broken: true), fileName: "a", reservedKeys: [])
            else {
                Issue.record("unexpected verdicts")
                return
            }
            #expect(two.board.buttons.count == 2 * one.board.buttons.count)
            #expect(brokenTwo.problems.count == 2 * brokenOne.problems.count)
        }
    }
}
