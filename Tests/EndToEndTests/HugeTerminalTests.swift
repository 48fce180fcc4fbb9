import Foundation
import Testing

/// A terminal claiming 30000 x 30000 cells (`COLUMNS`, `LINES`): the probe saw the program
/// grow past 20 GB and ignore `q`, SIGTERM and SIGHUP. The screen is bounded to 1000 x 1000
/// before curses allocates it, so memory stays small and every way out works.
@Suite("A huge terminal size", .serialized)
struct HugeTerminalTests {
    static let huge = ["COLUMNS": "30000", "LINES": "30000"]

    /// The peak memory of `pid` in kilobytes (VmHWM).
    func peakKilobytes(_ pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    func started() throws -> (TmuxSession, Int32) {
        let tmux = try TmuxSession(arguments: ["--fresh"], environment: Self.huge)
        try tmux.waitFor("Follow")
        return (tmux, try #require(try tmux.programPID()))
    }

    @Test func qQuitsAndMemoryStaysBounded() throws {
        let (tmux, pid) = try started()
        if FileManager.default.fileExists(atPath: "/proc/\(pid)/status") {
            #expect(try peakKilobytes(pid) < 400_000)
        }
        try tmux.send("q")
        let screen = try tmux.waitFor(timeout: 15, "exit") { $0.contains("EXITED:") }
        #expect(screen.contains("EXITED:0\n"), "\(screen)")
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalEndsIt(_ number: Int32) throws {
        let (tmux, pid) = try started()
        kill(pid, number)
        let screen = try tmux.waitFor(timeout: 15, "exit") { $0.contains("EXITED:") }
        #expect(screen.contains("EXITED:\(128 + number)\n"), "\(screen)")
    }
}
