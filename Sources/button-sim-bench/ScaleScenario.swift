#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    import Foundation

    /// `--scale-only`: `audit` (its default 96 environments), `contract`, `sheet` and
    /// `parity` (every reachable state, `--all`) of the
    /// scale board (ScaleBoard) at each of its sizes, on the binary under test: the median
    /// wall time of a few runs, and the peak memory of the median run, as a table.
    enum ScaleScenario {
        /// One command at one board size.
        struct Row {
            var buttons: Int
            var command: String
            var milliseconds: Summary
            var peakKilobytes: Int
            var outputBytes: Int
        }

        /// The commands measured, with their arguments after the board's `--buttons FILE`.
        static func commands(output: String) -> [(name: String, arguments: [String], written: String?)] {
            [
                ("audit", ["audit"], nil),
                ("contract", ["contract"], nil),
                ("sheet", ["sheet", "--output", output], output),
                ("parity", ["parity", "--all"], nil),
            ]
        }

        /// Measures every command at every size, `runs` times each.
        static func run(binary: String, runs: Int, progress: (String) -> Void) throws -> [Row] {
            let folder = try Launcher.makeFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            var rows: [Row] = []
            for size in ScaleBoard.sizes {
                let board = folder + "/scale-\(size).json"
                try Data(ScaleBoard.json(buttons: size).utf8).write(to: URL(fileURLWithPath: board))
                for command in commands(output: folder + "/sheet.html") {
                    progress("scale: \(command.name) of \(size) button\(size == 1 ? "" : "s"), \(runs) runs")
                    var samples: [GallerySoak.Row] = []
                    for _ in 0..<runs {
                        samples.append(
                            try GallerySoak.measure(
                                "\(command.name) of \(size) buttons", binary,
                                [command.arguments[0], "--buttons", board] + command.arguments.dropFirst(),
                                folder: folder, written: command.written, acceptedStatuses: [0, 1]))
                    }
                    let median = samples.sorted { $0.milliseconds < $1.milliseconds }[samples.count / 2]
                    rows.append(
                        Row(
                            buttons: size, command: command.name,
                            milliseconds: Summary(samples.map(\.milliseconds)), peakKilobytes: median.peakKilobytes,
                            outputBytes: median.outputBytes))
                }
            }
            return rows
        }

        /// The table: one line per size, each command's median seconds and peak memory, and
        /// each command's time as a multiple of one button's.
        static func lines(_ rows: [Row]) -> [String] {
            let names = commands(output: "").map(\.name)
            var lines = [
                "| buttons | " + names.map { "\($0) s (x one button), peak MB" }.joined(separator: " | ") + " |",
                "|---:|" + String(repeating: "---:|", count: names.count),
            ]
            for size in ScaleBoard.sizes {
                let cells = names.map { name -> String in
                    guard let row = rows.first(where: { $0.buttons == size && $0.command == name }),
                        let one = rows.first(where: { $0.buttons == 1 && $0.command == name })
                    else { return "" }
                    let ratio = row.milliseconds.median / max(one.milliseconds.median, 0.001)
                    return String(
                        format: "%.2f (x%.1f), %.1f", row.milliseconds.median / 1000, ratio,
                        Double(row.peakKilobytes) / 1024)
                }
                lines.append("| \(size) | " + cells.joined(separator: " | ") + " |")
            }
            return lines
        }
    }
#endif
