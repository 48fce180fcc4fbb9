import Foundation
import Testing

/// The environment panel with the real binary in tmux: open it, change the text size, see
/// the board change, quit, and find the terminal as it was and the environment saved.
@Suite("The environment panel in tmux", .serialized)
struct EnvironmentPanelEndToEndTests {
    /// Rows of the screen that hold the follow button's filled body (its left cap).
    func followRows(_ screen: String) -> Int {
        screen.split(separator: "\n", omittingEmptySubsequences: false).filter {
            $0.dropFirst(3).hasPrefix("▐")
        }.count
    }

    @Test func changingTheTextSizeChangesTheBoardAndQuittingGivesTheTerminalBack() throws {
        let tmux = try TmuxSession(
            arguments: ["--fresh", "--state-file", "state.json"], startsOnEnter: true)
        let before = try tmux.modes()
        try tmux.send("Enter")
        let standard = try tmux.waitFor("q quit")
        let standardRows = followRows(standard)
        try tmux.send(",")
        try tmux.waitFor("Environment: standard")
        try tmux.send("Right", "Right", "Right", "Right", "Right", "Right")
        let large = try tmux.waitFor("the board at ax3") {
            $0.contains("[ax3]") && $0.contains("locale en · ax3") && followRows($0) > standardRows
        }
        #expect(!large.contains("[l]"))
        try tmux.send("Escape")
        try tmux.waitFor("the panel closed") { !$0.contains("Environment:") && $0.contains("Inspector") }
        try tmux.send("q")
        try tmux.expectGivenBack(status: 0, modes: before)
        let saved = try String(contentsOf: tmux.stateFile, encoding: .utf8)
        #expect(saved.contains("\"contentSize\" : \"ax3\""))
    }

    @Test func runTakesTheEnvironmentOptions() throws {
        let tmux = try TmuxSession(
            arguments: ["--fresh", "--content-size", "ax1", "--appearance", "dark", "--direction", "rtl"],
            columns: 80, rows: 24)
        let screen = try tmux.waitFor("the header note") { $0.contains("theme dark · locale en · ax1 · dark · rtl") }
        #expect(screen.contains("q quit"))
    }
}
