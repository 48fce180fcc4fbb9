import Foundation
import Testing

/// Button files written from `docs/buttons.md` alone (`HeldOutFlows/`) load and behave as
/// the reference says.
@Suite("Held-out flows written from the reference alone")
struct HeldOutFlowTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    func play(_ file: String, _ keys: String, locale: String = "en") throws -> PlayState.ButtonEntry {
        let result = try cli.run([
            "play", "--buttons", "Tests/CLITests/HeldOutFlows/\(file).json", "--keys", keys, "--format", "json",
            "--step-delay", "1", "--locale", locale,
        ])
        try #require(result.status == 0, "play failed: \(result.stderr)")
        let state = try JSONDecoder().decode(PlayState.self, from: Data(result.stdout.utf8))
        return try #require(state.buttons.first)
    }

    @Test(arguments: ["upload", "cart", "ported"])
    func eachChecksWithoutErrors(file: String) throws {
        let result = try cli.run(["buttons", "check", "Tests/CLITests/HeldOutFlows/\(file).json"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test func theUploadSucceedsFailsAndRetries() throws {
        #expect(try play("upload", "space wait:200ms").mode == "uploading")
        #expect(try play("upload", "space wait:1.2s").mode == "uploaded", "it succeeds by itself after the step")
        let failed = try play("upload", "space wait:200ms n wait:2s")
        #expect(failed.mode == "failed" && failed.enabled, "a failure stops the timer")
        #expect(try play("upload", "space wait:200ms n space wait:200ms y").mode == "uploaded")
    }

    @Test func theCartCountsToItsLimitAndBack() throws {
        let ten = Array(repeating: "space wait:200ms", count: 10).joined(separator: " ")
        let full = try play("cart", ten)
        #expect(full.mode == "full" && !full.enabled && full.title.hasSuffix("10"))
        let nine = try play("cart", ten + " x")
        #expect(nine.enabled && nine.title.hasSuffix("9"))
        #expect(try play("cart", "x").title == "Add to cart", "never below zero")
    }

    @Test func theFetchMachinePortedFromXStateRetries() throws {
        let retried = try play("ported", "l n a n")
        #expect(retried.mode == "failure" && retried.title.contains("1"))
        #expect(try play("ported", "l y").mode == "success")
    }
}
