#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    import Glibc

    /// One `button-sim` process on its own pseudo-terminal of a fixed size, as a user's
    /// terminal would run it: the benchmark reads every byte it writes, with the time each
    /// read returned, and types keys into it.
    ///
    /// Every read has a deadline, and ``stop()`` always ends and reaps the child (quit key,
    /// then SIGTERM, then SIGKILL), so the benchmark cannot hang on a misbehaving binary.
    final class PTYSession {
        struct LaunchError: Error, CustomStringConvertible {
            let description: String
        }

        let pid: pid_t
        /// Monotonic nanoseconds just before `fork`.
        let launchedAt: UInt64
        private let master: Int32
        private var stripper = EscapeStripper()
        /// Whether the terminal hung up: the child closed it, normally by exiting.
        private(set) var hungUp = false
        private var reaped = false

        /// Starts `binary` with `arguments` (not including argv[0]) and exactly `environment`,
        /// in `directory` (a relative `binary` is found from the benchmark's own directory).
        init(
            binary given: String, arguments: [String], environment: [String: String], directory: String,
            columns: Int, rows: Int
        ) throws {
            let binary = given.hasPrefix("/") ? given : Self.currentDirectory() + "/" + given
            guard access(binary, X_OK) == 0 else { throw LaunchError(description: "not an executable file: \(binary)") }
            var masterFD: Int32 = -1
            var slaveFD: Int32 = -1
            var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
            guard openpty(&masterFD, &slaveFD, nil, nil, &size) == 0 else {
                throw LaunchError(description: "openpty failed: \(String(cString: strerror(errno)))")
            }
            // Everything the child needs is prepared before fork: after fork only
            // async-signal-safe calls are made (login_tty, close, chdir, execve, _exit).
            let argv = CStringArray([binary] + arguments)
            let envp = CStringArray(environment.map { "\($0.key)=\($0.value)" }.sorted())
            guard let folder = strdup(directory) else { throw LaunchError(description: "out of memory") }
            defer {
                argv.free()
                envp.free()
                Glibc.free(folder)
            }
            launchedAt = MonotonicClock.now()
            let child = fork()
            if child == 0 {
                close(masterFD)
                // New session, the pty as controlling terminal, and as stdin, stdout and stderr.
                if login_tty(slaveFD) != 0 { _exit(126) }
                if chdir(folder) != 0 { _exit(125) }
                execve(binary, argv.pointers, envp.pointers)
                _exit(127)
            }
            close(slaveFD)
            guard child > 0 else {
                close(masterFD)
                throw LaunchError(description: "fork failed: \(String(cString: strerror(errno)))")
            }
            pid = child
            master = masterFD
        }

        /// The benchmark's working directory ("." if it cannot be read).
        private static func currentDirectory() -> String {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            guard getcwd(&buffer, buffer.count) != nil else { return "." }
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        deinit {
            stop()
            close(master)
        }

        /// Types `text` as if on the keyboard. Returns the monotonic time just before the write.
        @discardableResult
        func send(_ text: String) -> UInt64 {
            let bytes = Array(text.utf8)
            let time = MonotonicClock.now()
            _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            return time
        }

        /// Waits until `deadline` for output and returns one read's worth; `nil` on timeout
        /// or once the terminal hung up.
        func readChunk(deadline: UInt64) -> OutputChunk? {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while !hungUp {
                let now = MonotonicClock.now()
                guard now < deadline else { return nil }
                var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                let waitMilliseconds = Int32(min(UInt64(Int32.max), (deadline - now + 999_999) / 1_000_000))
                let ready = poll(&poller, 1, waitMilliseconds)
                if ready < 0 && errno == EINTR { continue }
                guard ready > 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                let time = MonotonicClock.now()
                if count > 0 {
                    let bytes = Array(buffer[0..<count])
                    stripper.consume(bytes)
                    return OutputChunk(time: time, bytes: bytes)
                }
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                // EIO (Linux) or end of file: no process holds the terminal any more.
                hungUp = true
            }
            return nil
        }

        /// Everything written from now until `duration` nanoseconds have passed.
        func collect(for duration: UInt64) -> [OutputChunk] {
            let deadline = MonotonicClock.now() + duration
            var chunks: [OutputChunk] = []
            while let chunk = readChunk(deadline: deadline) { chunks.append(chunk) }
            return chunks
        }

        /// Everything each of `sessions` writes from now until `duration` nanoseconds have
        /// passed, read as it comes from all of them at once (programs measured side by side).
        static func collect(_ sessions: [PTYSession], for duration: UInt64) -> [[OutputChunk]] {
            let deadline = MonotonicClock.now() + duration
            var chunks = Array(repeating: [OutputChunk](), count: sessions.count)
            // A hung-up terminal stays readable (POLLHUP): it is left out (fd -1) instead.
            var pollers = sessions.map { pollfd(fd: $0.hungUp ? -1 : $0.master, events: Int16(POLLIN), revents: 0) }
            while case let now = MonotonicClock.now(), now < deadline {
                let waitMilliseconds = Int32(min(UInt64(Int32.max), (deadline - now + 999_999) / 1_000_000))
                for index in pollers.indices { pollers[index].revents = 0 }
                guard poll(&pollers, nfds_t(pollers.count), waitMilliseconds) > 0 else { continue }
                for (index, poller) in pollers.enumerated() where poller.revents != 0 {
                    // Readable now: the read does not wait.
                    if let chunk = sessions[index].readChunk(deadline: MonotonicClock.now() + 1_000_000) {
                        chunks[index].append(chunk)
                    }
                    if sessions[index].hungUp { pollers[index].fd = -1 }
                }
            }
            return chunks
        }

        /// The response to something just done: waits up to `timeout` for the first byte, then
        /// keeps reading until no byte has come for `quiet` after the last one (at most
        /// `timeout` in all). The quiet window is how "end of the redraw" is detected; the
        /// caller uses the last chunk's own time, so the window itself is never counted.
        func response(timeout: UInt64, quiet: UInt64) -> [OutputChunk] {
            let limit = MonotonicClock.now() + timeout
            guard let first = readChunk(deadline: limit) else { return [] }
            var chunks = [first]
            while let last = chunks.last, let next = readChunk(deadline: min(limit, last.time + quiet)) {
                chunks.append(next)
            }
            return chunks
        }

        /// Reads until the text drawn so far holds every one of `markers`; returns the chunks
        /// read, or `nil` when `timeout` passed first.
        func waitForText(_ markers: [String], timeout: UInt64) -> [OutputChunk]? {
            let deadline = MonotonicClock.now() + timeout
            var chunks: [OutputChunk] = []
            while !markers.allSatisfy({ stripper.contains($0) }) {
                guard let chunk = readChunk(deadline: deadline) else { return nil }
                chunks.append(chunk)
            }
            return chunks
        }

        /// Ends the child and reaps it: the quit key first (a clean exit that saves to the
        /// benchmark's own state file), SIGTERM after a second, SIGKILL after another.
        /// Returns the wait status, or `nil` when it had been reaped already.
        @discardableResult
        func stop() -> Int32? {
            guard !reaped else { return nil }
            if !hungUp { send("q") }
            for signalNumber in [0, SIGTERM, SIGKILL] {
                if signalNumber != 0 { kill(pid, signalNumber) }
                let deadline = MonotonicClock.now() + 1_000_000_000
                while true {
                    var status: Int32 = 0
                    if waitpid(pid, &status, WNOHANG) == pid {
                        reaped = true
                        return status
                    }
                    guard MonotonicClock.now() < deadline else { break }
                    // Drain what it writes while leaving, so it never blocks on a full terminal.
                    _ = readChunk(deadline: MonotonicClock.now() + 10_000_000)
                    if hungUp { usleep(1000) }
                }
            }
            var status: Int32 = 0
            waitpid(pid, &status, 0)  // After SIGKILL this returns.
            reaped = true
            return status
        }
    }

    /// A NULL-terminated array of C strings for execve, allocated before fork.
    private struct CStringArray {
        let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>

        init(_ strings: [String]) {
            pointers = .allocate(capacity: strings.count + 1)
            for (index, string) in strings.enumerated() { pointers[index] = strdup(string) }
            pointers[strings.count] = nil
        }

        func free() {
            var index = 0
            while let string = pointers[index] {
                Glibc.free(string)
                index += 1
            }
            pointers.deallocate()
        }
    }
#endif
