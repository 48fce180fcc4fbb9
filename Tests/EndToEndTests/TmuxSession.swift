import Foundation

/// The real `button-sim` in a tmux pane of a fixed size, on a private tmux server so tests
/// can run side by side. Waits for screen content with a bounded poll.
final class TmuxSession {
    let socket: String
    /// The server's socket, inside ``directory`` (`-S`), so removing the folder removes it:
    /// `-L NAME` left one socket per test in tmux's own folder.
    let socketPath: String
    let directory: URL
    let stateFile: URL
    private static let counter = Counter()

    /// The command line that runs `button-sim ARGUMENTS` with the test's environment.
    let programCommand: String
    /// What a fresh pane's modes are (``modes()``), before any program changed them.
    static let freshModes = "alternate 0 keypad 0 cursor-keys 0 mouse 0/0/0/0 cursor 1 insert 0 origin 0 wrap 1"

    /// Starts `button-sim ARGUMENTS` in a `columns` x `rows` pane. After the program exits
    /// the pane prints its exit code, whether `stty -g` is what it was before the program
    /// (STTY:SAME or STTY:CHANGED) and the terminal settings, then waits to be read.
    /// - Parameters:
    ///   - arguments: the program's arguments.
    ///   - columns: the pane's width.
    ///   - rows: the pane's height.
    ///   - environment: added to the program's environment.
    ///   - startsOnEnter: the pane waits for Enter before starting the program, so its
    ///     modes can be read before.
    ///   - interactiveShell: the pane runs an interactive bash with job control instead;
    ///     type ``programCommand`` into it.
    init(
        arguments: [String], columns: Int = 100, rows: Int = 30, environment: [String: String] = [:],
        startsOnEnter: Bool = false, interactiveShell: Bool = false
    ) throws {
        guard let binary = BuiltBinary.url else { throw TmuxError("button-sim is not built") }
        socket = "buttonsim-e2e-\(getpid())-\(Self.counter.next())"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        stateFile = directory.appendingPathComponent("state.json")
        socketPath = directory.appendingPathComponent("tmux.sock").path
        var variables = [
            "LANG": "C.UTF-8", "TERM": "xterm-256color", "HOME": directory.path,
            "XDG_STATE_HOME": directory.path,
        ]
        variables.merge(environment) { $1 }
        let exports = variables.map { "\($0.key)=\(Self.quote($0.value))" }.sorted().joined(separator: " ")
        programCommand =
            "env -i PATH=/usr/bin:/bin \(exports) \(Self.quote(binary.path)) "
            + arguments.map(Self.quote).joined(separator: " ")
        let command: String
        if interactiveShell {
            command =
                "cd \(Self.quote(directory.path)) && env -i PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 "
                + "HOME=\(Self.quote(directory.path)) PS1='$ ' bash --norc --noprofile -i"
        } else {
            command =
                "cd \(Self.quote(directory.path)) && before=$(stty -g); " + (startsOnEnter ? "read -r _; " : "")
                + programCommand
                + "; echo \"EXITED:$?\"; if [ \"$(stty -g)\" = \"$before\" ]; then echo STTY:SAME; else echo STTY:CHANGED; fi"
                + "; stty -a | tr -s ' ;' '\\n\\n' | grep -E '^-?(echo|icanon)$' | tr '\\n' ' '; echo; sleep 600"
        }
        // The server this starts daemonizes and inherits the client's descriptors, so
        // Foundation's Process (which watches a descriptor to see its child exit) would
        // wait for the server too: spawn and reap this one client directly.
        let status = Self.spawnAndWait([
            "tmux", "-S", socketPath, "-f", "/dev/null", "new-session", "-d", "-s", "main",
            "-x", "\(columns)", "-y", "\(rows)", command,
        ])
        guard status == 0 else { throw TmuxError("tmux new-session failed (\(status))") }
    }

    /// The pane's terminal modes as tmux tracks them: alternate screen, keypad
    /// (application keypad and cursor keys), mouse reporting (any, button, standard, SGR),
    /// cursor shown, insert, origin and wrap modes.
    func modes() throws -> String {
        try display(
            "alternate #{alternate_on} keypad #{keypad_flag} cursor-keys #{keypad_cursor_flag} "
                + "mouse #{mouse_any_flag}/#{mouse_button_flag}/#{mouse_standard_flag}/#{mouse_sgr_flag} "
                + "cursor #{cursor_flag} insert #{insert_flag} origin #{origin_flag} wrap #{wrap_flag}")
    }

    /// Types `text` literally (no key names), then Enter.
    func type(_ text: String) throws {
        try send("-l", text)
        try send("Enter")
    }

    deinit {
        // kill-server was seen to leave the server running; ending the session ends the
        // server, and the processes are killed outright in case anything still hangs on.
        // The pane's process group goes first, so the program cannot save into the folder
        // after it is removed.
        let pids = (try? display("#{pid} #{pane_pid}"))?.split(separator: " ").compactMap { Int32($0) } ?? []
        if pids.count == 2 { kill(-pids[1], SIGKILL) }
        _ = try? tmux(["kill-session", "-t", "main"])
        if let server = pids.first { kill(server, SIGKILL) }
        try? FileManager.default.removeItem(at: directory)
    }

    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "main"] + keys)
    }

    func capture() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "main"])
    }

    /// The pane's text; with `escapes`, with its colours and attributes as SGR sequences.
    func capturePane(escapes: Bool) throws -> String {
        try tmux(["capture-pane", "-p"] + (escapes ? ["-e", "-N"] : []) + ["-t", "main"])
    }

    func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "main", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The pid of button-sim: the child of the pane's shell.
    func programPID() throws -> Int32? {
        // The pane's process leads its session, and the program is in that session however
        // many shells lie between them (bash -c forks where dash execs).
        let shell = try display("#{pane_pid}")
        let output = try Self.run("/usr/bin/pgrep", ["-s", shell, "-x", "button-sim"])
        return output.split(separator: "\n").first.flatMap { Int32($0) }
    }

    /// The process state letter `ps` shows for `pid` (T when stopped).
    static func processState(_ pid: Int32) throws -> String {
        try run("/usr/bin/ps", ["-o", "stat=", "-p", "\(pid)"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen every 50 ms until `predicate` holds, for at most `timeout` seconds,
    /// and returns it once two captures in a row agree: a capture can fall between two
    /// writes of one frame, showing part of the new screen and part of the old. (A spinner
    /// keeps changing; when the time runs out the last screen that satisfied `predicate`
    /// is returned.)
    @discardableResult
    func waitFor(timeout: Double = 15, _ what: String = "", _ predicate: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = try capture()
        var satisfied: String?
        while true {
            if predicate(screen) {
                if satisfied == screen { return screen }
                satisfied = screen
            }
            guard Date() < deadline else {
                if let satisfied { return satisfied }
                throw TmuxError("timed out waiting for \(what); screen was:\n\(screen)")
            }
            usleep(50_000)
            screen = try capture()
        }
    }

    @discardableResult
    func waitFor(_ text: String, timeout: Double = 15) throws -> String {
        try waitFor(timeout: timeout, "'\(text)'") { $0.contains(text) }
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try Self.run("/usr/bin/env", ["tmux", "-S", socketPath, "-f", "/dev/null"] + arguments)
    }

    @discardableResult
    static func run(_ executable: String, _ arguments: [String], captureOutput: Bool = true) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = captureOutput ? output : FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = captureOutput ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// posix_spawn with stdin, stdout and stderr on /dev/null, then waitpid.
    static func spawnAndWait(_ arguments: [String]) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in Int32(0)...2 {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status >> 8) & 0xFF
    }

    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        func next() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
    }
}

struct TmuxError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
