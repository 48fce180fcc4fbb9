#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    import Foundation
    import Glibc

    /// `button-sim-bench --soak [--binary PATH] [--rewrites N] [--keys N] [--seed N]`: the
    /// simulator runs on a theme file that is rewritten N times (1,000 by default: the two
    /// shipped light and dark files in turn, in place and by rename as editors save, and every
    /// 50th time a broken file), with N random keys (10,000) typed in between, never `q`, Esc
    /// or `t`. Resident memory and open descriptors are sampled every tenth of the run; after
    /// a warm-up they should stay flat. Run from the package root (it reads `Themes/`).
    enum SoakScenario {
        /// What the soak run found.
        struct Result: Codable {
            var rewrites: Int
            var keys: Int
            /// Rewrites the simulator answered with a redraw before any key was typed.
            var reloadsSeen: Int
            var seconds: Double
            /// VmRSS in kilobytes and open descriptors: after warm-up, at each tenth, at the end.
            var residentKilobytes: [Int]
            var descriptors: [Int]
            var peakResidentKilobytes: Int
            /// Whether the simulator still redrew for a last rewrite at the end.
            var answersAtTheEnd: Bool
        }

        static func main(arguments: [String], progress: (String) -> Void) -> Int32 {
            do {
                // `--galleries-only`: the last part alone, without the long reload run.
                let galleriesOnly = arguments.contains("--galleries-only")
                let arguments = arguments.filter { $0 != "--galleries-only" }
                let binary =
                    arguments.firstIndex(of: "--binary").map { arguments[$0 + 1] } ?? ".build/release/button-sim"
                if !galleriesOnly {
                    let result = try run(arguments: arguments, progress: progress)
                    print(render(result))
                    progress("soak: hostile inputs at one and two times their size")
                    print(try InputDoubling.run(binary: binary).map(\.line).joined(separator: "\n"))
                }
                progress("soak: galleries of 64 buttons x 8 states")
                print(try GallerySoak.run(binary: binary).map(\.line).joined(separator: "\n"))
                progress("soak: recordings of a spinner for 1 and 10 virtual minutes")
                print(try RecordingSoak.run(binary: binary).map(\.line).joined(separator: "\n"))
                return 0
            } catch {
                FileHandle.standardError.write(Data("button-sim-bench --soak: \(error)\n".utf8))
                return 1
            }
        }

        static func run(arguments: [String], progress: (String) -> Void) throws -> Result {
            var binary = ".build/release/button-sim"
            var rewrites = 30_000
            var keyCount = 0
            var generator = SoakGenerator(state: 0x50A4)
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                guard let value = rest.popFirst() else { throw BenchError("\(argument) needs a value") }
                switch argument {
                case "--binary": binary = value
                case "--rewrites": rewrites = max(10, Int(value) ?? rewrites)
                case "--keys": keyCount = max(0, Int(value) ?? keyCount)
                case "--seed": generator = SoakGenerator(state: UInt64(value) ?? 0x50A4)
                default: throw BenchError("unknown soak argument \(argument)")
                }
            }
            let light = try Data(contentsOf: URL(fileURLWithPath: "Themes/default.json"))
            let dark = try Data(contentsOf: URL(fileURLWithPath: "Themes/dark.json"))
            let broken = light.prefix(light.count / 2)

            let folder = try Launcher.makeFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let themePath = folder + "/soak.json"
            try light.write(to: URL(fileURLWithPath: themePath))
            let launcher = Launcher(
                binary: binary, columns: 100, rows: 30, term: "xterm-256color",
                extraArguments: ["--theme", themePath], folder: folder)
            let settings = BenchSettings()
            let session = try launcher.launch()
            defer { session.stop() }
            _ = try StartupScenario.firstFrame(of: session, settings: settings)

            let keysPerRewrite = keyCount / rewrites
            let warmUp = max(1, rewrites / 10)
            var resident: [Int] = []
            var descriptors: [Int] = []
            var reloadsSeen = 0
            let start = MonotonicClock.now()
            for index in 0..<rewrites {
                let content = index % 50 == 49 ? broken : (index % 2 == 0 ? dark : light)
                try rewrite(themePath, with: content, byRename: index % 4 < 2)
                // A redraw right after the rewrite, before any key, is the live reload.
                if !session.response(
                    timeout: MonotonicClock.nanoseconds(milliseconds: 1000),
                    quiet: MonotonicClock.nanoseconds(milliseconds: 5)
                ).isEmpty {
                    reloadsSeen += 1
                }
                for _ in 0..<keysPerRewrite { session.send(keys[Int.random(in: 0..<keys.count, using: &generator)]) }
                // Keys behind the help overlay draw nothing, so the wait for their redraw is short.
                if keysPerRewrite > 0 {
                    _ = session.response(
                        timeout: MonotonicClock.nanoseconds(milliseconds: 200),
                        quiet: MonotonicClock.nanoseconds(milliseconds: 5))
                }
                if session.hungUp { throw BenchError("button-sim exited after \(index + 1) rewrites") }
                if (index + 1) % warmUp == 0 {
                    resident.append(
                        ProcFile.read("/proc/\(session.pid)/status").flatMap { ProcFile.value(named: "VmRSS", in: $0) }
                            ?? 0)
                    descriptors.append(
                        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(session.pid)/fd")) ?? []).count)
                    progress(
                        "soak: \(index + 1) rewrites, \(resident.last ?? 0) kB resident, \(descriptors.last ?? 0) descriptors"
                    )
                }
            }
            let seconds = MonotonicClock.milliseconds(MonotonicClock.now() - start) / 1000
            while session.readChunk(deadline: MonotonicClock.now() + settings.pause) != nil {}
            // Still alive and reloading: one more rewrite must redraw.
            try rewrite(themePath, with: rewrites % 2 == 0 ? dark : light, byRename: true)
            let answered = !session.response(timeout: settings.timeout, quiet: settings.quiet).isEmpty
            let peak = ProcessSample.peakResidentKilobytes(pid: session.pid) ?? 0
            return Result(
                rewrites: rewrites, keys: keysPerRewrite * rewrites, reloadsSeen: reloadsSeen, seconds: seconds,
                residentKilobytes: resident,
                descriptors: descriptors, peakResidentKilobytes: peak, answersAtTheEnd: answered)
        }

        /// Every key the simulator knows except the ones that quit or leave the soak theme.
        static let keys = [
            "s", "m", "l", "h", "e", "f", "r", "g", "?", "x", " ", "\r", "\t", "\u{1B}[Z",
            "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D",
        ]

        /// Replaces the file's content in place (truncate and write) or as editors save (a new
        /// file renamed over it).
        static func rewrite(_ path: String, with content: Data, byRename: Bool) throws {
            if byRename {
                try content.write(to: URL(fileURLWithPath: path + ".new"))
                guard rename(path + ".new", path) == 0 else { throw BenchError("cannot rename over \(path)") }
            } else {
                let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
                guard descriptor >= 0 else { throw BenchError("cannot open \(path)") }
                defer { close(descriptor) }
                let written = content.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                guard written == content.count else { throw BenchError("short write to \(path)") }
            }
        }

        static func render(_ result: Result) -> String {
            let first = result.residentKilobytes.first ?? 0, last = result.residentKilobytes.last ?? 0
            return """
                soak: \(result.rewrites) theme rewrites and \(result.keys) random keys in \(String(format: "%.1f", result.seconds)) s
                  rewrites redrawn by live reload: \(result.reloadsSeen)
                  resident kB after warm-up, then each tenth: \(result.residentKilobytes.map(String.init).joined(separator: " "))
                  resident growth after warm-up: \(last - first) kB; peak \(result.peakResidentKilobytes) kB
                  open descriptors: \(result.descriptors.map(String.init).joined(separator: " "))
                  still reloads at the end: \(result.answersAtTheEnd ? "yes" : "no")
                """
        }
    }

    /// SplitMix64, so a soak run can be repeated key for key.
    struct SoakGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }

    /// The parsers on hostile inputs of size N and 2N, through the command line: a doubled
    /// input should take about twice as long (the median of 5 runs each, process start included).
    enum InputDoubling {
        struct Row {
            var input: String
            var single: Double
            var double: Double
            var line: String {
                "  \(input): \(String(format: "%.1f", single)) ms, doubled \(String(format: "%.1f", double)) ms (x\(String(format: "%.2f", double / single)))"
            }
        }

        static func run(binary: String) throws -> [Row] {
            let folder = try Launcher.makeFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            var rows: [Row] = []
            func measure(_ name: String, _ make: (Int) throws -> [String]) throws {
                let times = try [1, 2].map { scale in
                    let arguments = try make(scale)
                    return (0..<5).map { _ in time(binary, arguments, folder: folder) }.sorted()[2]
                }
                rows.append(Row(input: name, single: times[0], double: times[1]))
            }
            try measure("theme with an alias cycle of 10,000 tokens (themes check)") { scale in
                let count = 10_000 * scale
                let members = (0..<count).map {
                    "\"c\($0)\": {\"$type\": \"color\", \"$value\": \"{cycle.c\(($0 + 1) % count)}\"}"
                }
                let path = folder + "/cycle-\(scale).json"
                try Data(("{\"cycle\": {" + members.joined(separator: ",\n") + "}}").utf8).write(
                    to: URL(fileURLWithPath: path))
                return ["themes", "check", path]
            }
            try measure("play script of 200,000 keys (play --keys-file)") { scale in
                let path = folder + "/keys-\(scale).txt"
                try Data(Array(repeating: "s", count: 200_000 * scale).joined(separator: " ").utf8).write(
                    to: URL(fileURLWithPath: path))
                return ["play", "--keys-file", path, "--format", "json"]
            }
            try measure("machine of 2,000 states (export swift: class, previews, tests, catalog)") { scale in
                let count = 2_000 * scale
                let states = (0..<count).map { "\"s\($0)\": {\"on\": {\"tap\": \"s\(($0 + 1) % count)\"}}}" }
                let path = folder + "/machine-\(scale).json"
                try Data(
                    ("{\"buttons\": [{\"id\": \"big\", \"machine\": {\"initial\": \"s0\", \"states\": {"
                        + states.joined(separator: ", ") + "}}}]}").utf8
                ).write(to: URL(fileURLWithPath: path))
                return [
                    "export", "swift", "--buttons", path, "--button", "big", "--output", folder + "/export-\(scale)",
                ]
            }
            try measure("state file of 1.8 MB (play --state-file)") { scale in
                let path = folder + "/state-\(scale).json"
                let padding = Array(repeating: "12345", count: 300_000 * scale).joined(separator: ",")
                try Data("{\"version\": 1, \"padding\": [\(padding)]}".utf8).write(
                    to: URL(fileURLWithPath: path + ".source"))
                return ["play", "--keys", "s", "--state-file", path]
            }
            return rows
        }

        /// Milliseconds one run takes; a state file is first copied from its `.source`.
        static func time(_ binary: String, _ arguments: [String], folder: String) -> Double {
            if let index = arguments.firstIndex(of: "--state-file") {
                let path = arguments[index + 1]
                try? FileManager.default.removeItem(atPath: path)
                try? FileManager.default.copyItem(atPath: path + ".source", toPath: path)
            }
            // posix_spawn and waitpid: Foundation's Process notices an exit only every 50 ms.
            let environment = ["HOME=\(folder)", "XDG_STATE_HOME=\(folder)/state", "PATH=/usr/bin:/bin"]
            let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { text in strdup(text) } + [nil]
            let envp: [UnsafeMutablePointer<CChar>?] = environment.map { text in strdup(text) } + [nil]
            defer { for pointer in argv + envp { free(pointer) } }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            var child: pid_t = 0
            let start = MonotonicClock.now()
            guard posix_spawn(&child, binary, &actions, nil, argv, envp) == 0 else { return .nan }
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
            return MonotonicClock.milliseconds(MonotonicClock.now() - start)
        }
    }
#endif
