#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    import Foundation
    import Glibc

    /// How fast `button-sim play` runs a script: tokens a second, start to exit.
    struct PlayResult: Codable {
        /// One script's runs.
        struct Script: Codable {
            /// What the script holds.
            let name: String
            let tokens: Int
            let runs: Int
            /// Start to exit, seconds.
            let seconds: Summary
            /// User and system CPU of the run, seconds (steadier than the wall on a busy machine).
            let cpuSeconds: Summary
            /// Tokens a second by the median wall time.
            var tokensPerSecond: Double { seconds.median > 0 ? Double(tokens) / seconds.median : 0 }
        }
        let scripts: [Script]
    }

    enum PlayScenario {
        /// The mixed script's tokens: a keyboard tap, a wait, Tab and the flag keys.
        static let mixedTokens = ["space", "wait:20ms", "tab", "h", "s", "e", "f"]

        /// Runs `play --keys-file` of 200,000 `s` keys and of 100,000 mixed tokens (seeded, so
        /// every run plays the same script), `runs` times each, with an empty HOME in `folder`.
        static func run(binary: String, folder: String, runs: Int = 3) throws -> PlayResult {
            var generator = SoakGenerator(state: 0x9A7_5C41)
            let mixed = (0..<100_000).map { _ in mixedTokens.randomElement(using: &generator) ?? "s" }
            let scripts = [
                ("200,000 s keys", Array(repeating: "s", count: 200_000)),
                ("100,000 mixed tokens (space, wait:20ms, tab, h, s, e, f)", mixed),
            ]
            return PlayResult(
                scripts: try scripts.enumerated().map { index, script in
                    let path = folder + "/play-\(index).keys"
                    try Data(script.1.joined(separator: " ").utf8).write(to: URL(fileURLWithPath: path))
                    let measured = (0..<runs).map { _ in time(binary, ["play", "--keys-file", path], folder: folder) }
                    return PlayResult.Script(
                        name: script.0, tokens: script.1.count, runs: runs, seconds: Summary(measured.map(\.wall)),
                        cpuSeconds: Summary(measured.map(\.cpu)))
                })
        }

        /// One run's wall and CPU seconds (`posix_spawn` and `wait4`; output to /dev/null).
        static func time(_ binary: String, _ arguments: [String], folder: String) -> (wall: Double, cpu: Double) {
            let environment = ["HOME=\(folder)", "XDG_STATE_HOME=\(folder)/state", "PATH=/usr/bin:/bin"]
            let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
            let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
            defer { for pointer in argv + envp { free(pointer) } }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            var child: pid_t = 0
            let start = MonotonicClock.now()
            guard posix_spawn(&child, binary, &actions, nil, argv, envp) == 0 else { return (.nan, .nan) }
            var status: Int32 = 0
            var usage = rusage()
            while wait4(child, &status, 0, &usage) < 0 && errno == EINTR {}
            let wall = MonotonicClock.milliseconds(MonotonicClock.now() - start) / 1000
            func seconds(_ value: timeval) -> Double { Double(value.tv_sec) + Double(value.tv_usec) / 1_000_000 }
            return (wall, seconds(usage.ru_utime) + seconds(usage.ru_stime))
        }
    }
#endif
