#if os(Linux)  // a pseudo-terminal and /proc/PID/syscall
    import Foundation
    import Testing

    /// A terminal that stops reading output (a frozen emulator, a stalled connection) must
    /// not keep SIGTERM from saving: the program's writes block, and after a bounded wait it
    /// drops what the terminal never took, saves and exits (the README's exit codes).
    @Suite("A terminal that stopped reading", .serialized)
    struct StalledTerminalTests {
        @Test func sigtermStillSavesAndExits() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stalled-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let state = folder.appendingPathComponent("state.json")
            let terminal = try PseudoTerminal(
                arguments: ["--fresh", "--state-file", state.path],
                environment: ["TERM=xterm-256color", "LANG=C.UTF-8", "HOME=\(folder.path)"])
            defer { terminal.end() }
            try terminal.read(until: "q quit")
            terminal.type("m")
            try terminal.read(until: "Mutual")

            // From here on nothing is read: the gallery on and off, a full redraw each, until
            // a write blocks.
            try poll("the program blocked writing to the terminal") {
                terminal.type("g")
                return terminal.isBlockedWritingOutput
            }
            kill(terminal.pid, SIGTERM)
            var status: Int32 = 0
            try poll("exit after SIGTERM", timeout: 15) { waitpid(terminal.pid, &status, WNOHANG) == terminal.pid }
            terminal.reaped = true
            #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 128 + SIGTERM)
            #expect(try String(contentsOf: state, encoding: .utf8).contains("65540"))
        }

        @Test func aTerminalThatGoesAwayWithoutSIGHUPIsAHangUp() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gone-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let state = folder.appendingPathComponent("state.json")
            // Not the controlling terminal: closing it sends no SIGHUP, stdin just ends.
            let terminal = try PseudoTerminal(
                arguments: ["--fresh", "--state-file", state.path],
                environment: ["TERM=xterm-256color", "LANG=C.UTF-8", "HOME=\(folder.path)"],
                controlling: false)
            defer { terminal.end() }
            try terminal.read(until: "q quit")
            terminal.type("m")
            try terminal.read(until: "Mutual")
            terminal.closeMaster()
            var status: Int32 = 0
            try poll("exit after the terminal went away") { waitpid(terminal.pid, &status, WNOHANG) == terminal.pid }
            terminal.reaped = true
            #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 128 + SIGHUP)
            #expect(try String(contentsOf: state, encoding: .utf8).contains("65540"))
        }

        /// Polls every 20 ms until `condition` holds, for at most `timeout` seconds.
        func poll(_ what: String, timeout: Double = 10, _ condition: () -> Bool) throws {
            let deadline = Date().addingTimeInterval(timeout)
            while !condition() {
                guard Date() < deadline else { throw TmuxError("timed out waiting for \(what)") }
                usleep(20_000)
            }
        }
    }

    /// `button-sim` on a pseudo-terminal of its own (new session, the terminal as its
    /// controlling terminal), whose output the test reads only when it wants to.
    final class PseudoTerminal {
        let pid: pid_t
        private(set) var master: Int32
        var reaped = false
        private var seen = ""

        /// - Parameters:
        ///   - arguments: the program's arguments.
        ///   - environment: its whole environment (PATH is added).
        ///   - controlling: whether the terminal becomes its controlling terminal (in a new
        ///     session); otherwise closing it sends no SIGHUP.
        init(arguments: [String], environment: [String], controlling: Bool = true) throws {
            guard let binary = BuiltBinary.url else { throw TmuxError("button-sim is not built") }
            var master: Int32 = -1, slave: Int32 = -1
            var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
            guard openpty(&master, &slave, nil, nil, &size) == 0, let name = ttyname(slave) else {
                throw TmuxError("openpty failed")
            }
            let slavePath = String(cString: name)
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            // POSIX_SPAWN_SETSID (glibc 2.26), which Swift does not see behind _GNU_SOURCE.
            if controlling { posix_spawnattr_setflags(&attributes, 0x80) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addclose(&actions, master)
            posix_spawn_file_actions_addclose(&actions, slave)
            // Opened after setsid, the terminal becomes the controlling terminal.
            posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR | (controlling ? 0 : O_NOCTTY), 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
            var argv: [UnsafeMutablePointer<CChar>?] = ([binary.path] + arguments).map { strdup($0) } + [nil]
            var envp: [UnsafeMutablePointer<CChar>?] = (environment + ["PATH=/usr/bin:/bin"]).map { strdup($0) } + [nil]
            defer { for pointer in argv + envp { free(pointer) } }
            var child: pid_t = 0
            let result = posix_spawn(&child, binary.path, &actions, &attributes, &argv, &envp)
            close(slave)
            guard result == 0 else {
                close(master)
                throw TmuxError("posix_spawn failed (\(result))")
            }
            pid = child
            self.master = master
        }

        func type(_ text: String) {
            _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }

        /// Reads output until its text contains `needle`, for at most 10 seconds.
        func read(until needle: String) throws {
            let deadline = Date().addingTimeInterval(10)
            var buffer = [UInt8](repeating: 0, count: 65536)
            while !seen.contains(needle) {
                guard Date() < deadline else { throw TmuxError("timed out waiting for \(needle)") }
                var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&ready, 1, 100) > 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
                guard count > 0 else { throw TmuxError("the terminal closed before \(needle)") }
                seen += String(decoding: buffer[0..<count], as: UTF8.self)
            }
        }

        /// Whether a thread of the program sits in write(2) on its standard output
        /// (/proc/PID/task/TID/syscall: syscall 1 on descriptor 1).
        var isBlockedWritingOutput: Bool {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
            return tasks.contains { task in
                (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/syscall", encoding: .utf8))?.hasPrefix("1 0x1 ")
                    == true
            }
        }

        /// Closes the terminal's other end, as a terminal emulator that goes away does.
        func closeMaster() {
            guard master >= 0 else { return }
            close(master)
            master = -1
        }

        /// Kills and reaps the program if it is still there, and closes the terminal.
        func end() {
            if !reaped {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
            closeMaster()
        }
    }
#endif
