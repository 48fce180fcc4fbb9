import Foundation
import Testing

/// The real binary in tmux: keys in, screen out. Each test has its own tmux server.
@Suite("End to end in tmux", .serialized)
struct InteractiveTests {
    /// The step delay of most tests: short, so they run quickly.
    static let quickStep = "0.4"
    /// The step delay of tests that wait for a state the machine leaves by itself: long
    /// enough that a poll on a loaded machine still sees it (0.4 s was missed at load 13).
    static let watchedStep = "2"

    func session(
        _ extra: [String] = [], columns: Int = 100, rows: Int = 30,
        environment: [String: String] = [:], stepDelay: String = quickStep
    ) throws -> TmuxSession {
        let session = try TmuxSession(
            arguments: ["--fresh", "--step-delay", stepDelay] + extra, columns: columns, rows: rows,
            environment: environment)
        try session.waitFor("q quit")
        return session
    }

    @Test func theFollowButtonGoesFollowSpinnerFollowedMutual() throws {
        let tmux = try session(stepDelay: Self.watchedStep)
        try tmux.waitFor("Follow ")
        try tmux.send("Space")
        try tmux.waitFor("a spinner") { screen in
            screen.contains("state    disabled loading")
        }
        try tmux.waitFor("Followed")
        try tmux.send("m")
        // The whole screen, inspector included: a capture can fall between two writes.
        let screen = try tmux.waitFor("Mutual") { $0.contains("Mutual") && $0.contains("0x00010004") }
        #expect(screen.contains("Selected, Mutual, button"))
    }

    @Test func theModalButtonGoesThroughAllFiveTitles() throws {
        let tmux = try session(stepDelay: Self.watchedStep)
        try tmux.send("Tab")
        try tmux.waitFor("Download")
        try tmux.send("Space")
        try tmux.waitFor("Downloading...")
        try tmux.waitFor("Install ")
        try tmux.send("Enter")
        try tmux.waitFor("Installing...")
        let screen = try tmux.waitFor("Complete!")
        #expect(screen.contains("♣ Complete!"))
    }

    @Test func aMouseClickOnTheModalButtonTapsIt() throws {
        let tmux = try session(stepDelay: Self.watchedStep)
        // SGR mouse reports, as an xterm-256color terminal sends them (terminfo kmous=\E[<):
        // ESC [ < button ; column ; row, then M for a press and m for a release (1-based).
        let press = "\u{1B}[<0;31;4M", release = "\u{1B}[<0;31;4m"
        try tmux.send("-l", press)
        // The release after the press is on screen: a terminal sends them apart, too.
        try tmux.waitFor("touchDown")
        try tmux.send("-l", release)
        let screen = try tmux.waitFor("Downloading...")
        #expect(screen.contains("target: modal"))
        #expect(screen.contains("touchUpInside"))
    }

    /// Rule 4 with a real terminal: press on the follow button, drag far out (the highlight
    /// goes), back in (it returns), release inside: the tap goes through.
    @Test func aDragOutAndBackWithSGRMouseReportsStillTaps() throws {
        let tmux = try session()
        try tmux.send("-l", "\u{1B}[<0;6;4M")  // press on the follow button
        try tmux.waitFor("touchDown")
        try tmux.send("-l", "\u{1B}[<32;60;4M")  // held, moved far right: out of the area
        let outside = try tmux.waitFor("held, outside the tracking area")
        #expect(outside.contains("touchDragExit"))
        try tmux.send("-l", "\u{1B}[<32;8;4M")  // back over the button
        try tmux.waitFor("touchDragEnter")
        try tmux.send("-l", "\u{1B}[<0;8;4m")  // released inside
        let screen = try tmux.waitFor("touchUpInside")
        #expect(screen.contains("requesting"))
    }

    @Test func chineseTitlesInASmallTerminal() throws {
        let tmux = try session(["--locale", "zh"], columns: 80, rows: 24)
        try tmux.send("m")
        let screen = try tmux.waitFor("互相关注")
        #expect(screen.contains("已选定，互相关注，按钮"))
    }

    @Test func theHelpOverlayOpensAndEscClosesIt() throws {
        let tmux = try session()
        try tmux.send("?")
        try tmux.waitFor("Keys (? or Esc closes)")
        try tmux.send("Escape")
        let screen = try tmux.waitFor("help closed") { !$0.contains("Keys (? or Esc closes)") }
        #expect(screen.contains("Inspector: follow"))
    }

    @Test func resizingToTooSmallAndBack() throws {
        let tmux = try session()
        try tmux.resize(columns: 60, rows: 20)
        try tmux.waitFor("terminal too small, need 80 x 24")
        try tmux.resize(columns: 100, rows: 30)
        let screen = try tmux.waitFor("Inspector: follow")
        #expect(!screen.contains("too small"))
    }

    @Test func theTerminalIsRestoredAfterQ() throws {
        let tmux = try session()
        try tmux.send("q")
        let screen = try tmux.waitFor(timeout: 15, "exit and stty") { $0.contains("EXITED:0") && $0.contains("icanon") }
        #expect(screen.contains("echo icanon") || (screen.contains(" echo") && screen.contains("icanon")))
        #expect(!screen.contains("-echo") && !screen.contains("-icanon"))
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(try tmux.display("#{cursor_flag}") == "1")
    }

    @Test func theTerminalIsRestoredAfterSIGTERMAndTheStateIsSaved() throws {
        let tmux = try session(["--state-file", "state.json"])
        try tmux.send("m")
        try tmux.waitFor("Mutual")
        let pid = try #require(try tmux.programPID())
        kill(pid, SIGTERM)
        // 128 + SIGTERM, as a shell reports a program ended by it (the README's exit codes).
        let screen = try tmux.waitFor(timeout: 15, "exit and stty") {
            $0.contains("EXITED:143") && $0.contains("icanon")
        }
        #expect(!screen.contains("-echo") && !screen.contains("-icanon"))
        #expect(try tmux.display("#{alternate_on}") == "0")
        let saved = try String(contentsOf: tmux.directory.appendingPathComponent("state.json"), encoding: .utf8)
        #expect(saved.contains("65540"))
    }

    @Test func theStateIsRestoredOnTheNextLaunch() throws {
        let first = try TmuxSession(arguments: [
            "--state-file", "/tmp/buttonsim-e2e-restore-\(getpid()).json", "--fresh",
        ])
        try first.waitFor("q quit")
        try first.send("s", "Tab")
        try first.waitFor("target: modal")
        try first.send("q")
        try first.waitFor("EXITED:0")
        let second = try TmuxSession(arguments: ["--state-file", "/tmp/buttonsim-e2e-restore-\(getpid()).json"])
        let screen = try second.waitFor("restored the state")
        #expect(screen.contains("Followed"))
        #expect(screen.contains("target: modal"))
        try? FileManager.default.removeItem(atPath: "/tmp/buttonsim-e2e-restore-\(getpid()).json")
    }
}
