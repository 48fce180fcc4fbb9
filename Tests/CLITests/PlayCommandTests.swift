import Foundation
import Testing

/// `play` as a command: the final screen, script errors, long scripts and the state file.
@Suite("play: screen, errors, long scripts, state file")
struct PlayCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    @Test func theFinalScreenAsText() throws {
        let result = try cli.run(["play", "--keys", "m tab space wait:200ms", "--size", "100x30"])
        #expect(result.status == 0)
        #expect(CLISnapshot.verify(result.stdout, named: "play-mutual-downloading.txt") == nil)
    }

    @Test func theGalleryOverlayStillOpensInPlayOnTheFlow() throws {
        let result = try cli.run(["play", "--keys", "g", "--size", "100x30"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Gallery: follow · the flow · page 1/2"))
        #expect(result.stdout.contains("2 requesting ← tap"))
        let reviewSet = try cli.run(["play", "--keys", "g g", "--size", "100x30"])
        #expect(reviewSet.stdout.contains("Gallery: follow · the review set · page 2/2"))
        #expect(!reviewSet.stdout.contains("S|D|H 0x7"), "a disabled button's press is not in the review set")
    }

    @Test func withAllTheGalleryShowsEveryReachableStateAfterTheFlow() throws {
        let result = try cli.run(["play", "--all", "--keys", "g g", "--size", "100x30"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Gallery: follow · every reachable state · page 2/"))
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

    /// Every token of a long script applies, in order: an odd number of `s` leaves the
    /// follow button selected, and the last token moves the target. (Throughput is the
    /// benchmark's to measure: docs/benchmark.md, "play script of 200,000 keys".)
    @Test func fiveThousandTokensAllApply() throws {
        let script = (Array(repeating: "s", count: 4999) + ["tab"]).joined(separator: " ")
        let result = try cli.run(["play", "--keys", script, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let state = try JSONDecoder().decode(PlayState.self, from: Data(result.stdout.utf8))
        #expect(state["follow"]?.state.contains("selected") == true)
        #expect(state.target == "modal")
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
