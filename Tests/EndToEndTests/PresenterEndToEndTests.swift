import Foundation
import Testing

/// `present` in a real terminal (tmux): steps forward and back, captions and the key
/// overlay show, and the terminal is given back as it was on quit and on a signal.
@Suite("present in tmux", .serialized)
struct PresenterEndToEndTests {
    static let talk = """
        say:"Meet the follow button"
        mark:"Mutual" m say:"Both follow each other"
        mark:"Request" e e space say:"A tap starts the request"
        """

    /// A presenter session with its pane's modes read before the program started.
    func started() throws -> (TmuxSession, before: String) {
        let tmux = try TmuxSession(
            arguments: ["present", "talk.txt", "--step-delay", "0.4"], startsOnEnter: true)
        try Self.talk.write(to: tmux.directory.appendingPathComponent("talk.txt"), atomically: true, encoding: .utf8)
        let before = try tmux.modes()
        try tmux.send("Enter")
        try tmux.waitFor("step 0/3 · press Space to start")
        return (tmux, before)
    }

    @Test func stepsForwardAndBackWithCaptionsAndTheKeyOverlayThenQuits() throws {
        let (tmux, before) = try started()
        #expect(before == TmuxSession.freshModes)
        try tmux.send("Space")
        try tmux.waitFor("the first caption") { $0.contains("Meet the follow button") && $0.contains("step 1/3") }
        try tmux.send("Right")
        let mutual = try tmux.waitFor("step 2 with its keys") {
            $0.contains("step 2/3 · Mutual") && $0.contains("keys: m") && $0.contains("Both follow each other")
        }
        #expect(mutual.contains("selected mutual"), "the inspector shows the step's state\n\(mutual)")
        try tmux.send("Space")
        try tmux.waitFor("step 3 with its keys") {
            $0.contains("step 3/3 · Request · end of the script") && $0.contains("keys: e e Space")
                && $0.contains("A tap starts the request")
        }
        // The step ends inside the tap (Mutual, highlighted); its timers then run in real
        // time: the tap lands, the request (0.4 s) runs and ends with the follow undone.
        try tmux.waitFor("the request ends") { $0.contains("title    \"Follow\"") && $0.contains("step 3/3") }
        try tmux.send("Left")
        try tmux.waitFor("back to step 2") {
            $0.contains("step 2/3 · Mutual") && $0.contains("keys: m") && !$0.contains("keys: e e Space")
        }
        try tmux.send("Left")
        try tmux.send("Left")
        let start = try tmux.waitFor("back to the start") { $0.contains("step 0/3") }
        #expect(!start.contains("Meet the follow button"))
        #expect(!start.contains("keys:"))
        try tmux.send("q")
        try tmux.expectGivenBack(status: 0, modes: before)
    }

    @Test("a signal while presenting gives the terminal back", arguments: [("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP)])
    func signal(_ name: String, _ number: Int32) throws {
        let (tmux, before) = try started()
        try tmux.send("Space")
        try tmux.waitFor("step 1/3")
        let pid = try #require(try tmux.programPID())
        kill(pid, number)
        try tmux.expectGivenBack(status: 128 + number, modes: before)
    }

    @Test func ctrlCGivesTheTerminalBackWith130() throws {
        let (tmux, before) = try started()
        try tmux.send("C-c")
        try tmux.expectGivenBack(status: 130, modes: before)
    }
}
