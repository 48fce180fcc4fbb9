import Foundation
import Testing

/// Every number option gets its range message, exact (the probe found `--columns -1`
/// answered with "Missing value" and `--step-delay 0` accepted, spinning a two-state
/// `after: step` cycle at full CPU without end).
@Suite("bounds on the command line")
struct BoundsCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    @Test(arguments: [
        (["gallery", "--columns", "-1"], "--columns must be 1...64"),
        (["render", "--button", "follow", "--look", "device", "--scale", "-1"], "--scale must be 1, 2 or 3"),
        (["play", "--keys", "s", "--step-delay", "0"], "--step-delay must be between 0.001 and 3600 seconds"),
        (["play", "--keys", "s", "--step-delay", "0.0004"], "--step-delay must be between 0.001 and 3600 seconds"),
        (["play", "--keys", "s", "--step-delay", "-1"], "--step-delay must be between 0.001 and 3600 seconds"),
        (["play", "--keys", "s", "--step-delay", "nan"], "--step-delay must be between 0.001 and 3600 seconds"),
        (["run", "--step-delay", "0"], "--step-delay must be between 0.001 and 3600 seconds"),
        (
            ["export", "swift", "--button", "follow", "--step-delay", "-1"],
            "--step-delay must be between 0.001 and 3600 seconds"
        ),
        (["play", "--keys", "s", "--touch-slop", "-1"], "--touch-slop must be between 0 and 1000 points"),
        (
            ["play", "--keys", "s", "--size", "-5x3"],
            "--size must be COLSxROWS with decimal sizes 1...1000, such as 100x30"
        ),
        (
            ["play", "--keys", "s", "--size", "100x-3"],
            "--size must be COLSxROWS with decimal sizes 1...1000, such as 100x30"
        ),
        (["play", "--keys", "s", "--cast-version", "-2"], "--cast-version must be 2 or 3"),
        (
            ["render", "--button", "follow", "--size", "-5x3"],
            "The value '-5x3' is invalid for '--size <size>'. Please provide one of 'small' and 'medium'."
        ),
        (["sheet", "--output", "r.html", "--scale", "-1"], "--scale must be 1, 2 or 3"),
        (["diff", "a.json", "b.json", "--scale", "-1"], "--scale must be 1, 2 or 3"),
        (["gallery", "--look", "device", "--scale", "-3"], "--scale must be 1, 2 or 3"),
    ])
    func aNumberOutOfRangeGetsItsRangeMessage(arguments: [String], message: String) throws {
        let result = try cli.run(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("button-sim: \(message)\n"), "\(result.stderr)")
    }

    @Test func theSmallestStepDelayRunsAStepCycle() throws {
        // 0.0006 s rounds to 1 ms: accepted, and the follow request's step cycle runs.
        let result = try cli.run(["play", "--keys", "f wait:10ms", "--step-delay", "0.0006", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
    }
}
