/// The command line of `button-sim-bench`, parsed by hand: the target links nothing but
/// the standard library and Foundation, so it can measure any build as a black box.
struct BenchOptions {
    var binary = ".build/release/button-sim"
    var jsonPath: String?
    var columns = 100
    var rows = 30
    var term = "xterm-256color"
    var settings = BenchSettings()
    var modes = ["default", "no-animation"]

    static let usage = """
    usage: button-sim-bench [--binary PATH] [--json PATH] [--launches N] [--presses N]
                            [--idle-seconds S] [--spinner-seconds S] [--size COLSxROWS]
                            [--only default|no-animation]

    Runs the release build of button-sim in a pseudo-terminal and reports start-up time,
    idle cost, spinner cost, key press latency and peak memory as a table (and as JSON
    with --json). It measures and reports; it checks nothing.
    """

    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
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
            case "--size":
                let parts = try value(argument).split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { throw BenchError("--size takes COLSxROWS, such as 100x30") }
                options.columns = parts[0]
                options.rows = parts[1]
            case "--only":
                let mode = try value(argument)
                guard ["default", "no-animation"].contains(mode) else { throw BenchError("--only takes default or no-animation") }
                options.modes = [mode]
            case "-h", "--help": throw BenchError(usage)
            default: throw BenchError("unknown argument \(argument)\n\n\(usage)")
            }
        }
        return options
    }
}
