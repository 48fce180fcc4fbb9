import Foundation
import Testing

/// `play` as a command: the final screen, script errors, speed and the state file.
@Suite("play: screen, errors, speed, state file")
struct PlayCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    @Test func theFinalScreenAsText() throws {
        let result = try cli.run(["play", "--keys", "m tab space wait:200ms", "--size", "100x30"])
        #expect(result.status == 0)
        #expect(CLISnapshot.verify(result.stdout, named: "play-mutual-downloading.txt") == nil)
    }

    @Test func theGalleryOverlayStillOpensInPlay() throws {
        let result = try cli.run(["play", "--keys", "g", "--size", "100x30"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Gallery: follow"))
        #expect(result.stdout.contains("S|D|H 0x7 ≡0x5"))
    }

    @Test func theStateAsJSON() throws {
        let result = try cli.run(["play", "--keys", "m tab space wait:200ms", "--format", "json"])
        #expect(result.status == 0)
        #expect(CLISnapshot.verify(result.stdout, named: "play-mutual-downloading.json") == nil)
    }

    @Test func aMalformedTokenNamesTokenAndPositionAndAppliesNothing() throws {
        let stateFile = cli.home.appendingPathComponent("state.json").path
        let result = try cli.run(["play", "--keys", "m tab wait:soon q", "--format", "json", "--state-file", stateFile])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("token 3 'wait:soon'"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        // Nothing ran, so the `q` after the bad token never saved a state file.
        #expect(!FileManager.default.fileExists(atPath: stateFile))
    }

    @Test(arguments: ["zz", "click:1", "resize:0x0", "wait:-1s"])
    func otherMalformedTokens(token: String) throws {
        let result = try cli.run(["play", "--keys", "s \(token)"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("token 2 '\(token)'"))
    }

    @Test func fiveThousandTokensFinishFast() throws {
        // The target is well under a second (about 0.1 s on a laptop); CI machines are slow,
        // so the assertion is generous.
        let keys = ["space", "wait:100ms", "tab", "h", "s", "m", "l", "e", "f", "wait:1s", "backtab", "g", "r"]
        let script = (0..<5000).map { keys[($0 * 7 + $0 / 13) % keys.count] }.joined(separator: " ")
        let result = try cli.run(["play", "--keys", script, "--format", "json"])
        #expect(result.status == 0)
        #expect(result.seconds < 5, "5000 tokens took \(result.seconds) s")
        print("play: 5000 tokens in \(String(format: "%.3f", result.seconds)) s")
    }

    @Test func playTouchesNoStateFileUnlessAsked() throws {
        let result = try cli.run(["play", "--keys", "m q"])
        #expect(result.status == 0)
        #expect(cli.filesWritten().isEmpty)
    }

    @Test func playSavesToTheStateFileItIsGiven() throws {
        let stateFile = cli.home.appendingPathComponent("saved.json").path
        #expect(try cli.run(["play", "--keys", "m q", "--state-file", stateFile]).status == 0)
        #expect(FileManager.default.fileExists(atPath: stateFile))
        let restored = try cli.run(["play", "--keys", "", "--format", "json", "--state-file", stateFile])
        let state = try JSONDecoder().decode(PlayState.self, from: Data(restored.stdout.utf8))
        #expect(state["follow"]?.raw == 65540)
    }
}
