import ButtonKitTestSupport
import Foundation
import Headless
import Simulator
import Testing

/// ``PlayJob`` in process: the script on the virtual clock gives the screen the command prints.
@Suite("play job")
@MainActor
struct PlayJobTests {
    @Test("play --keys 'm tab space wait:200ms' --size 100x30 is the command's snapshot")
    func finalScreenMatchesCommand() throws {
        let prepared = try PlayJob.prepare(
            LaunchOptions(), size: TerminalSize(columns: 100, rows: 30), monochrome: false)
        let program = try PlayJob.run(
            try ScriptFile.playScript(keys: "m tab space wait:200ms", keysFile: nil), prepared: prepared,
            recording: nil)
        let snapshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../CLITests/Snapshots/play-mutual-downloading.txt").standardized
        #expect(Snapshot.verify(PlayScreen.frame(program, grid: .standard).text + "\n", at: snapshot) == nil)
    }

    @Test("a failed expect: stops the job with its line, exit 1")
    func failedExpectation() throws {
        let prepared = try PlayJob.prepare(
            LaunchOptions(), size: TerminalSize(columns: 100, rows: 30), monochrome: false)
        do {
            _ = try PlayJob.run(
                try ScriptFile.playScript(keys: "expect:follow.title=Nope", keysFile: nil), prepared: prepared,
                recording: nil)
            Issue.record("played")
        } catch {
            #expect(error.exitCode == 1)
            #expect(error.messages.count == 1)
            #expect(error.messages[0].hasPrefix("play: "))
        }
    }
}
