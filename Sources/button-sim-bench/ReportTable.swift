#if os(Linux)  // The benchmark needs pseudo-terminals and /proc: see main.swift.
    import Foundation

    /// The report as a plain-text table: one column per mode, and the target beside each row.
    /// It states figures only; nothing here passes or fails.
    enum ReportTable {
        static func render(_ report: BenchReport) -> String {
            var lines = [
                "button-sim benchmark: \(report.binary), \(report.columns)x\(report.rows) and \(report.largeColumns)x\(report.largeRows), TERM=\(report.term)",
                "machine: \(report.machine.cpuModel), \(report.machine.processors) CPUs, \(report.machine.kernel), \(report.machine.date)",
                "floor: \(report.floorSource), built with cc against ncursesw in this run",
                "",
            ]
            let floor = report.modes.first { $0.mode == "floor" }
            let measured = report.modes.first { $0.mode == "default" }
            let header = ["measure"] + report.modes.map(\.mode) + ["default ÷ floor", "target"]
            var rows: [[String]] = []
            /// One row: each mode's figure, the ratio of the default mode's `ratio` to the
            /// floor's (when both are there and the floor's is not 0), and the target.
            func row(
                _ name: String, _ target: String, ratio: ((ModeResult) -> Double)? = nil,
                _ value: (ModeResult) -> String
            ) {
                var quotient = ""
                if let ratio, let floor, let measured, ratio(floor) > 0 {
                    quotient = String(format: "%.2fx", ratio(measured) / ratio(floor))
                }
                rows.append([name] + report.modes.map(value) + [quotient, target])
            }
            let start = { (mode: ModeResult) in mode.startup.firstFrameMilliseconds.median }
            // Section 9's start-up target is a ratio to the parsed Swift floor: with that
            // reference measured in the run, the row's ratio is to it, the C floor's beside it.
            // Launched in turn with the references, the ratios are those launches' medians.
            if let turn = report.interleavedStartup, let parsed = parsedFloorMedian(report), parsed > 0 {
                let measuredMedian = turn.measured.firstFrameMilliseconds.median
                let cFloor =
                    turn.floor.map {
                        String(format: "; %.2fx the C floor", measuredMedian / $0.firstFrameMilliseconds.median)
                    } ?? ""
                rows.append(
                    ["start to first full frame, median ms"] + report.modes.map { ms(start($0)) } + ["", ""])
                rows.append(
                    ["  launched in turn with the references"]
                        + report.modes.map { mode in
                            switch mode.mode {
                            case "default": ms(measuredMedian)
                            case "floor": turn.floor.map { ms($0.firstFrameMilliseconds.median) } ?? ""
                            default: ""
                            }
                        }
                        + [String(format: "%.2fx parsed", measuredMedian / parsed) + cFloor, "<= 1.5x parsed"])
            } else if let parsed = parsedFloorMedian(report), parsed > 0, let measured {
                let cFloor = floor.map { String(format: "; %.2fx the C floor", start(measured) / start($0)) } ?? ""
                rows.append(
                    ["start to first full frame, median ms"] + report.modes.map { ms(start($0)) }
                        + [String(format: "%.2fx parsed", start(measured) / parsed) + cFloor, "<= 1.5x parsed"])
            } else {
                row("start to first full frame, median ms", "<= 1.5x parsed (--reference)", ratio: start) {
                    ms(start($0))
                }
            }
            row("  min / max ms", "") {
                "\(ms($0.startup.firstFrameMilliseconds.min)) / \(ms($0.startup.firstFrameMilliseconds.max))"
            }
            row("  first frame bytes", "", ratio: { Double($0.startup.firstFrameBytes) }) {
                "\($0.startup.firstFrameBytes)"
            }
            row("idle \(seconds(report.idleSeconds)) s: bytes to terminal", "0") { "\($0.idle.terminalBytes)" }
            row("idle \(seconds(report.idleSeconds)) s: write calls", "0") { "\($0.idle.cost.writeCalls)" }
            row("idle \(seconds(report.idleSeconds)) s: CPU ms (stat ticks; schedstat)", "0") {
                "\(ms($0.idle.cost.cpuMilliseconds)); \(ms($0.idle.cost.runMilliseconds))"
            }
            row("idle \(seconds(report.idleSeconds)) s: context switches", "0") { "\($0.idle.cost.contextSwitches)" }
            row("spinner \(seconds(report.spinnerSeconds)) s: frames (per second)", "10 per second") {
                "\($0.spinner.frames) (\(one($0.spinner.framesPerSecond)))"
            }
            row("spinner: bytes per frame", "<= 1x; <= 6", ratio: { $0.spinner.bytesPerFrame }) {
                one($0.spinner.bytesPerFrame)
            }
            row("spinner: CPU ms per frame", "<= 1.5x", ratio: { $0.spinner.cpuMillisecondsPerFrame }) {
                three($0.spinner.cpuMillisecondsPerFrame)
            }
            if let together = report.sideBySideSpinner, let median = together.median {
                // Not a figure of every mode: the default's and the floor's, measured together.
                let values = report.modes.map { mode in
                    switch mode.mode {
                    case "default": three(median.measured.cpuMillisecondsPerFrame)
                    case "floor": three(median.floor.cpuMillisecondsPerFrame)
                    default: ""
                    }
                }
                let name = "  the same, side by side (median of \(together.windows.count))"
                rows.append([name] + values + [String(format: "%.2fx", median.ratio), "<= 1.5x"])
                let each = together.windows.map { String(format: "%.2fx", $0.ratio) }.joined(separator: " ")
                rows.append(["  each window's ratio"] + report.modes.map { _ in "" } + [each, ""])
            }
            row(
                "spinner \(report.columns)x\(report.rows): CPU % of one core", "<= 1.5x",
                ratio: { $0.spinner.cpuPercentOfOneCore }
            ) {
                two($0.spinner.cpuPercentOfOneCore)
            }
            row(
                "spinner \(report.largeColumns)x\(report.largeRows): CPU % of one core", "<= the line above",
                ratio: { $0.largeSpinner?.cpuPercentOfOneCore ?? 0 }
            ) { mode in
                mode.largeSpinner.map { two($0.cpuPercentOfOneCore) } ?? "-"
            }
            row(
                "spinner \(report.largeColumns)x\(report.largeRows): bytes per frame", "",
                ratio: { $0.largeSpinner?.bytesPerFrame ?? 0 }
            ) { mode in
                mode.largeSpinner.map { one($0.bytesPerFrame) } ?? "-"
            }
            row("spinner: write calls", "") { "\($0.spinner.cost.writeCalls)" }
            row("spinner: bytes in 1 s after stop", "0") { "\($0.spinner.bytesInSecondAfterStop)" }
            row("key s: first byte median / p95 ms", "", ratio: { $0.keyPress.firstByteMilliseconds.median }) {
                "\(ms($0.keyPress.firstByteMilliseconds.median)) / \(ms($0.keyPress.firstByteMilliseconds.p95))"
            }
            row(
                "key s: end of redraw median / p95 ms", "median <= max(2 ms, 2x); p95 < 3",
                ratio: { $0.keyPress.lastByteMilliseconds.median }
            ) {
                "\(ms($0.keyPress.lastByteMilliseconds.median)) / \(ms($0.keyPress.lastByteMilliseconds.p95))"
            }
            row("key s: bytes per press median (max)", "", ratio: { $0.keyPress.bytesPerPress.median }) {
                "\(Int($0.keyPress.bytesPerPress.median)) (\(Int($0.keyPress.bytesPerPress.max)))"
            }
            row("key s: presses (unanswered)", ">= 50") { "\($0.keyPress.presses) (\($0.keyPress.unanswered))" }
            row("peak memory VmHWM MB", "<= 12.5", ratio: { Double($0.peakResidentKilobytes) }) {
                two(Double($0.peakResidentKilobytes) / 1024)
            }
            row("threads at the end", "") { "\($0.threads)" }

            let all = [header] + rows
            let widths = (0..<header.count).map { column in all.map { $0[column].count }.max() ?? 0 }
            for (index, cells) in all.enumerated() {
                let padded = cells.enumerated().map { column, text in
                    column == 0
                        ? text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                        : String(repeating: " ", count: widths[column] - text.count) + text
                }
                lines.append(padded.joined(separator: "  "))
                if index == 0 { lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
            }
            let audit = report.audit
            lines.append("")
            lines.append(
                "audit of the built-in board, 96 environments: median \(two(audit.seconds.median)) s "
                    + "(min \(two(audit.seconds.min)), max \(two(audit.seconds.max)), \(audit.runs) runs, "
                    + "\(audit.passed ? "passed" : "FAILED")); target < 2 s")
            lines += playLines(report.play)
            for reference in report.references {
                let median = reference.startup.firstFrameMilliseconds.median
                let floorMedian =
                    (report.interleavedStartup?.floor ?? floor?.startup)?.firstFrameMilliseconds.median ?? 0
                let ratio = floorMedian > 0 ? String(format: ", %.2fx the floor", median / floorMedian) : ""
                let name = URL(fileURLWithPath: reference.binary).lastPathComponent
                lines.append(
                    "reference \(name): start to first full frame, median \(ms(median)) ms"
                        + " (min \(ms(reference.startup.firstFrameMilliseconds.min)), max "
                        + "\(ms(reference.startup.firstFrameMilliseconds.max))\(ratio))")
            }
            return lines.joined(separator: "\n")
        }

        /// The median start of the `swift-floor-parsed` reference (Benchmarks/SwiftFloor), when
        /// the run measured it.
        static func parsedFloorMedian(_ report: BenchReport) -> Double? {
            report.references.first { URL(fileURLWithPath: $0.binary).lastPathComponent == "swift-floor-parsed" }?
                .startup.firstFrameMilliseconds.median
        }

        /// Seconds as given, without a needless ".0".
        private static func seconds(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
        }
        private static func ms(_ value: Double) -> String { String(format: "%.2f", value) }
        private static func one(_ value: Double) -> String { String(format: "%.1f", value) }
        private static func two(_ value: Double) -> String { String(format: "%.2f", value) }

        /// One line for each `play` script: its median time and tokens a second.
        static func playLines(_ play: PlayResult) -> [String] {
            play.scripts.map { script in
                "play of \(script.name): median \(two(script.seconds.median)) s, "
                    + String(format: "%.0f", script.tokensPerSecond) + " tokens/s (min \(two(script.seconds.min)), max "
                    + "\(two(script.seconds.max)); CPU median \(two(script.cpuSeconds.median)) s, \(script.runs) runs); "
                    + "target >= 500,000 tokens/s"
            }
        }
        private static func three(_ value: Double) -> String { String(format: "%.3f", value) }
    }
#endif
