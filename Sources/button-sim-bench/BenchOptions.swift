#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    /// The command line of `button-sim-bench`, parsed by hand: the target links nothing but
    /// the standard library and Foundation, so it can measure any build as a black box.
    struct BenchOptions {
        var binary = ".build/release/button-sim"
        var jsonPath: String?
        var columns = 100
        var rows = 30
        var term = "xterm-256color"
        var settings = BenchSettings()
        var largeColumns = 400
        var largeRows = 100
        var floorSource = FloorProgram.defaultSource
        var modes = BenchOptions.allModes
        /// Programs whose start-up is measured beside button-sim's (`--reference`).
        var references: [String] = []
        /// Only the `play` figures (`--play-only`): a quick look at a build's script speed.
        var playOnly = false
        /// Only the scale figures (`--scale-only`): audit, contract, sheet and parity of boards of
        /// 1, 16 and 64 Send buttons, `scaleRuns` runs each.
        var scaleOnly = false
        var scaleRuns = 3
        /// `--write-scale-board N FILE`: write the scale board of N buttons and exit.
        var scaleBoard: (buttons: Int, path: String)?
        /// Every mode, in the order they run.
        static let allModes = ["default", "no-animation", "board-40x4", "floor"]

        static let usage = """
            usage: button-sim-bench [--binary PATH] [--json PATH] [--launches N] [--presses N]
                                    [--idle-seconds S] [--spinner-seconds S] [--windows N] [--size COLSxROWS]
                                    [--large-size COLSxROWS] [--floor-source FILE.c]
                                    [--only default|no-animation|board-40x4|floor] [--timeout MS]
                                    [--reference PATH]... [--play-only]
                                    [--scale-only [--scale-runs N]] [--write-scale-board N FILE]

            --only may be given more than once; the chosen modes run in the order above.
            With both default and floor, their spinners are also measured at the same time in
            --windows windows (3), and the median window is reported.
            Runs the release build of button-sim, and a plain C ncurses program doing the same
            (the floor, built with cc in this run), in pseudo-terminals, and reports start-up
            time, idle cost, spinner cost (also on the large size), key press latency and peak
            memory as a table, with each figure as a ratio to the floor's, and the time of
            `button-sim audit` over the built-in board in every environment (and as JSON with
            --json). It measures and reports; it checks nothing. Linux only (pseudo-terminals
            and /proc). --timeout bounds every wait for the program (default 5000 ms; longer
            for a binary run under a profiler). Each --reference program (one that draws the
            floor's screen, such as Benchmarks/SwiftFloor's) has its start-up measured too,
            with button-sim's arguments: when the default mode runs, button-sim, the floor and the
            references are launched in turn (one launch of each a round), and the start-up ratios
            come from those launches. Last, `play` of 200,000 `s` keys
            and of 100,000 mixed tokens (space, wait:20ms, tab, h, s, e, f), 3 runs each;
            --play-only measures only that. --scale-only measures `audit`, `contract`, `sheet` and
            `parity --all` of boards of 1, 16 and 64 copies of a Send button with an outcome flow (a loading
            state, a toggle state, two locales), --scale-runs times each (3), and prints their
            median times, as multiples of one button's, and peak memory;
            --write-scale-board N FILE writes such a board of N buttons, for profiling.
            """

        static func parse(_ arguments: [String]) throws -> BenchOptions {
            var options = BenchOptions()
            var chosenModes: Set<String> = []
            var rest = arguments[...]
            func value(_ name: String) throws -> String {
                guard let next = rest.popFirst() else { throw BenchError("\(name) needs a value") }
                return next
            }
            func number(_ name: String) throws -> Double {
                guard let parsed = Double(try value(name)), parsed.isFinite, parsed > 0 else {
                    throw BenchError("\(name) needs a positive number")
                }
                return parsed
            }
            while let argument = rest.popFirst() {
                switch argument {
                case "--binary": options.binary = try value(argument)
                case "--json": options.jsonPath = try value(argument)
                case "--launches": options.settings.launches = max(1, Int(try number(argument)))
                case "--presses": options.settings.presses = max(2, Int(try number(argument)))
                case "--idle-seconds": options.settings.idleSeconds = try number(argument)
                case "--spinner-seconds": options.settings.spinnerSeconds = try number(argument)
                case "--windows": options.settings.sideBySideWindows = max(1, Int(try number(argument)))
                case "--size":
                    (options.columns, options.rows) = try size(value(argument), argument)
                case "--large-size":
                    (options.largeColumns, options.largeRows) = try size(value(argument), argument)
                case "--floor-source": options.floorSource = try value(argument)
                case "--timeout": options.settings.timeoutMilliseconds = try number(argument)
                case "--reference": options.references.append(try value(argument))
                case "--play-only": options.playOnly = true
                case "--scale-only": options.scaleOnly = true
                case "--scale-runs": options.scaleRuns = max(1, Int(try number(argument)))
                case "--write-scale-board":
                    let count = max(1, Int(try number(argument)))
                    options.scaleBoard = (count, try value(argument))
                case "--only":
                    let mode = try value(argument)
                    guard allModes.contains(mode) else {
                        throw BenchError("--only takes default, no-animation, board-40x4 or floor")
                    }
                    chosenModes.insert(mode)
                    options.modes = allModes.filter(chosenModes.contains)
                case "-h", "--help": throw BenchError(usage)
                default: throw BenchError("unknown argument \(argument)\n\n\(usage)")
                }
            }
            return options
        }

        private static func size(_ text: String, _ name: String) throws -> (Int, Int) {
            let parts = text.split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
                throw BenchError("\(name) takes COLSxROWS, such as 100x30")
            }
            return (parts[0], parts[1])
        }
    }
#endif
