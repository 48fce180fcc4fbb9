import Foundation
import Testing

/// the README's exit codes with the real binary in tmux: whatever ends the program, the
/// pane's modes and `stty` settings afterwards equal those before, the state file holds
/// the last state, and the exit status is as specified.
@Suite("The terminal contract in tmux", .serialized)
struct TerminalContractTests {
    /// A session that waits for Enter, so the pane's modes can be read before the program.
    func started(_ extra: [String] = [], environment: [String: String] = [:]) throws -> (TmuxSession, before: String) {
        let tmux = try TmuxSession(
            arguments: ["--fresh", "--state-file", "state.json"] + extra,
            environment: environment, startsOnEnter: true)
        let before = try tmux.modes()
        try tmux.send("Enter")
        try tmux.waitFor("q quit")
        #expect(try tmux.modes() != before, "the program set no mode at all")
        try tmux.send("m")
        try tmux.waitFor("Mutual")
        return (tmux, before)
    }

    /// Waits for the exit line and checks status, stty, modes and the saved state.
    func expectGivenBack(_ tmux: TmuxSession, before: String, status: Int32) throws {
        try tmux.expectGivenBack(status: status, modes: before)
        let saved = try String(contentsOf: tmux.stateFile, encoding: .utf8)
        #expect(saved.contains("65540"), "the last state (follow selected and mutual) was not saved")
    }

    static let signals: [(name: String, number: Int32)] = [
        ("SIGINT", SIGINT), ("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP), ("SIGQUIT", SIGQUIT), ("SIGPIPE", SIGPIPE),
        ("SIGUSR1", SIGUSR1), ("SIGUSR2", SIGUSR2), ("SIGALRM", SIGALRM),
    ]

    @Test("each signal saves, gives the terminal back and exits with 128 + signal", arguments: signals)
    func signal(_ name: String, _ number: Int32) throws {
        let (tmux, before) = try started()
        #expect(before == TmuxSession.freshModes)
        let pid = try #require(try tmux.programPID())
        kill(pid, number)
        try expectGivenBack(tmux, before: before, status: 128 + number)
    }

    @Test(
        "a crash resets every mode the program set",
        arguments: [("SIGSEGV", SIGSEGV), ("SIGABRT", SIGABRT), ("SIGILL", SIGILL)])
    func crash(_ name: String, _ number: Int32) throws {
        let (tmux, before) = try started()
        let pid = try #require(try tmux.programPID())
        kill(pid, number)
        // No state can be saved from a crash handler; the terminal is still given back.
        let screen = try tmux.waitFor(timeout: 15, "exit") { $0.contains("EXITED:") && $0.contains("STTY:") }
        #expect(screen.contains("EXITED:\(128 + number)\n"), "\(screen)")
        #expect(screen.contains("STTY:SAME"))
        #expect(try tmux.modes() == before)
    }

    @Test(
        "q, Esc, Ctrl-C and Ctrl-\\ exit as specified",
        arguments: [("q", 0), ("Escape", 0), ("C-c", 130), ("C-\\", 131)])
    func key(_ key: String, _ status: Int32) throws {
        let (tmux, before) = try started()
        try tmux.send(key)
        try expectGivenBack(tmux, before: before, status: status)
    }

    @Test func aTerminalWithoutAnAlternateScreenIsClearedOnExit() throws {
        for term in ["linux", "vt100"] {
            let (tmux, before) = try started(environment: ["TERM": term])
            try tmux.send("q")
            try expectGivenBack(tmux, before: before, status: 0)
            let screen = try tmux.capture()
            #expect(!screen.contains("Inspector"), "TERM=\(term) left the UI on screen:\n\(screen)")
        }
    }

    @Test func ctrlZAndSIGTSTPSuspendAndFgRepaintsEverything() throws {
        let tmux = try TmuxSession(arguments: ["--fresh", "--state-file", "state.json"], interactiveShell: true)
        try tmux.waitFor("$")
        try tmux.type("before=$(stty -g)")
        let before = try tmux.modes()
        try tmux.type(tmux.programCommand)
        try tmux.waitFor("q quit")
        try tmux.send("m")
        try tmux.waitFor("Mutual")
        let pid = try #require(try tmux.programPID())
        for (round, suspend) in ["Ctrl-Z", "SIGTSTP"].enumerated() {
            if suspend == "Ctrl-Z" { try tmux.send("C-z") } else { kill(pid, SIGTSTP) }
            try tmux.waitFor(timeout: 10, "\(suspend): stopped") {
                $0.components(separatedBy: "Stopped").count == round + 2
            }
            #expect(try TmuxSession.processState(pid).hasPrefix("T"))
            #expect(try tmux.modes() == before, "\(suspend) left modes set")
            try tmux.type("[ \"$(stty -g)\" = \"$before\" ] && echo SUSPENDED-STTY-\(round):SAME")
            try tmux.waitFor("SUSPENDED-STTY-\(round):SAME")
            try tmux.type("fg")
            let screen = try tmux.waitFor(timeout: 10, "full repaint") {
                $0.contains("q quit") && $0.contains("Mutual") && $0.contains("Inspector") && !$0.contains("Stopped")
            }
            #expect(!screen.contains("$ fg"), "the shell's lines were not repainted over:\n\(screen)")
            #expect(try tmux.modes() != before)
        }
        try tmux.send("q")
        try tmux.waitFor(timeout: 10, "the program's exit") { _ in kill(pid, 0) != 0 }
        try tmux.type("echo \"EXITED:$?\"; [ \"$(stty -g)\" = \"$before\" ] && echo STTY:SAME")
        let screen = try tmux.waitFor("STTY:SAME")
        #expect(screen.contains("EXITED:0"))
        #expect(try tmux.modes() == before)
        #expect(try String(contentsOf: tmux.stateFile, encoding: .utf8).contains("65540"))
    }

    @Test func controlCharactersFromAThemeAndAScriptArePrintedEscaped() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("escapes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // A theme whose alias and colour carry a title change, a screen clear and a bell.
        let theme = directory.appendingPathComponent("evil\u{1B}]0;pwned\u{07}.json")
        let source = try String(
            contentsOf: BuiltProductLocation.themes.appendingPathComponent("default.json"), encoding: .utf8)
        let evil =
            source
            .replacingOccurrences(of: "{theme.color.palette.text-muted}", with: "{theme.color.palette.\\u001b[2Jmuted}")
            .replacingOccurrences(of: "\"#ffffff\"", with: "\"#ff\\u001b]0;x\\u0007\"")
        try evil.write(to: theme, atomically: true, encoding: .utf8)

        let check = try CommandRun.run(["themes", "check", theme.path])
        #expect(check.status != 0)
        let play = try CommandRun.run(["play", "--theme", theme.path, "--keys", "s"])
        #expect(play.status == 3)
        let token = try CommandRun.run(["play", "--keys", "s \u{1B}]0;pwned\u{07} \u{9B}31m"])
        #expect(token.status != 0)
        for output in [check.stdout, check.stderr, play.stderr, token.stderr] {
            #expect(
                !output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) },
                "a raw control character in: \(output.debugDescription)")
        }
        #expect(check.stdout.contains("evil\\x1B]0;pwned\\x07.json"))
        #expect(check.stdout.contains("\\x1B[2Jmuted"))
        #expect(play.stderr.contains("\\x1B[2Jmuted"))
        #expect(token.stderr.contains("\\x1B]0;pwned\\x07"))
    }
}

/// Runs the built binary with stdin, stdout and stderr captured.
enum CommandRun {
    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        guard let binary = BuiltBinary.url else { throw TmuxError("button-sim is not built") }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = ["HOME": FileManager.default.temporaryDirectory.path, "LANG": "C.UTF-8"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}

/// Where the package's files are, from this file's place in it.
enum BuiltProductLocation {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let themes = package.appendingPathComponent("Themes")
}
