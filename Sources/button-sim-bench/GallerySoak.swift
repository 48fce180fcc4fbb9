#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    import Foundation
    import Glibc

    /// The soak's gallery part: `gallery` of 64 buttons with 8 custom states each, in the
    /// terminal and the device look, with short titles and with 10,000-character ones (a
    /// title used to set the size of every cell: 8.2 GB for one such button). Each run's
    /// time, peak memory (`ru_maxrss`) and output size.
    enum GallerySoak {
        struct Row {
            var name: String
            var milliseconds: Double
            var peakKilobytes: Int
            var outputBytes: Int
            var line: String {
                "  \(name): \(String(format: "%.0f", milliseconds)) ms, peak \(peakKilobytes / 1024) MB, \(outputBytes / 1024) KB of output"
            }
        }

        /// The gallery's four runs, then the contract and the sheet with each kind of title.
        static func run(binary: String) throws -> [Row] {
            let folder = try Launcher.makeFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            var rows: [Row] = []
            for long in [false, true] {
                let path = folder + "/gallery-\(long ? "long" : "short").json"
                try Data(board(longTitles: long).utf8).write(to: URL(fileURLWithPath: path))
                let titles = long ? "10,000-character titles" : "short titles"
                let states = (0..<8).map { "s\($0)" }.joined(separator: ",")
                // --all: every reachable state, what the gallery drew by default when these
                // figures were first taken (the default is now the few review states).
                for (look, extra) in [("terminal", ["--all"]), ("device", ["--look", "device", "--states", states])] {
                    rows.append(
                        try measure(
                            "64 buttons x 8 states, \(titles), \(look) look", binary,
                            ["gallery", "--buttons", path] + extra, folder: folder))
                }
                // The contract and the review sheet of the same board: every reachable state.
                rows.append(
                    try measure(
                        "contract of 64 buttons x 8 states, \(titles)", binary, ["contract", "--buttons", path],
                        folder: folder))
                let sheet = folder + "/sheet.html"
                rows.append(
                    try measure(
                        "sheet of 64 buttons x 8 states, \(titles)", binary,
                        ["sheet", "--all", "--buttons", path, "--output", sheet], folder: folder, written: sheet))
            }
            return rows
        }

        /// 64 buttons; the first has its 8 states on keys (so the terminal gallery shows
        /// every combination of them), the others unkeyed.
        static func board(longTitles: Bool) -> String {
            let keys = Array("abdijk0123456789")
            let buttons = (0..<64).map { index in
                let states = (0..<8).map { state in
                    let key = index == 0 ? ", \"key\": \"\(keys[state])\"" : ""
                    return "\"s\(state)\": {\"bit\": \(16 + state)\(key)}"
                }
                let title = longTitles ? String(repeating: "W", count: 10_000) : "Button \(index)"
                return
                    "{\"id\": \"b\(index)\", \"titles\": {\"normal\": \"\(title)\"}, \"states\": {\(states.joined(separator: ", "))}}"
            }
            return "{\"buttons\": [\(buttons.joined(separator: ",\n"))]}"
        }

        /// GNU time, which reports the peak of its child alone: a child spawned straight
        /// from the benchmark inherits the benchmark's own peak in `ru_maxrss` on Linux
        /// (the high-water mark carries over `exec`).
        static let gnuTime = "/usr/bin/time"

        /// One run through posix_spawn and wait4, its output in a file; the peak from GNU
        /// time when it is installed, else from `wait4` (then at least the benchmark's own).
        /// `written` names a file the command writes, whose size is reported instead of its output's.
        /// A status other than 0 is an error unless it is in `acceptedStatuses` (`audit`
        /// exits 1 when it has findings).
        static func measure(
            _ name: String, _ binary: String, _ arguments: [String], folder: String, written: String? = nil,
            acceptedStatuses: Set<Int32> = [0]
        ) throws -> Row {
            let output = folder + "/output"
            let peakFile = folder + "/peak"
            let timed = FileManager.default.isExecutableFile(atPath: gnuTime)
            let command = timed ? [gnuTime, "-f", "%M", "-o", peakFile, binary] + arguments : [binary] + arguments
            let environment = ["HOME=\(folder)", "XDG_STATE_HOME=\(folder)/state", "PATH=/usr/bin:/bin"]
            let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
            let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
            defer { for pointer in argv + envp { free(pointer) } }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            var child: pid_t = 0
            let start = MonotonicClock.now()
            guard posix_spawn(&child, command[0], &actions, nil, argv, envp) == 0 else {
                throw BenchError("cannot start \(binary)")
            }
            var status: Int32 = 0
            var usage = rusage()
            while wait4(child, &status, 0, &usage) < 0 && errno == EINTR {}
            let milliseconds = MonotonicClock.milliseconds(MonotonicClock.now() - start)
            guard acceptedStatuses.contains(status >> 8), status & 0x7f == 0 else {
                throw BenchError("\(name): button-sim exited with status \(status)")
            }
            var info = stat()
            let bytes = stat(written ?? output, &info) == 0 ? Int(info.st_size) : 0
            let reported = timed ? (try? String(contentsOfFile: peakFile, encoding: .utf8)) : nil
            let peak = reported.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? usage.ru_maxrss
            return Row(name: name, milliseconds: milliseconds, peakKilobytes: peak, outputBytes: bytes)
        }
    }
#endif
