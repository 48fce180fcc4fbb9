import Foundation

/// The report as a plain-text table: one column per mode, and the target beside each row.
/// It states figures only; nothing here passes or fails.
enum ReportTable {
    static func render(_ report: BenchReport) -> String {
        var lines = [
            "button-sim benchmark: \(report.binary), \(report.columns)x\(report.rows), TERM=\(report.term)",
            "machine: \(report.machine.cpuModel), \(report.machine.processors) CPUs, \(report.machine.kernel), \(report.machine.date)",
            "",
        ]
        let header = ["measure"] + report.modes.map(\.mode) + ["target"]
        var rows: [[String]] = []
        func row(_ name: String, _ target: String, _ value: (ModeResult) -> String) {
            rows.append([name] + report.modes.map(value) + [target])
        }
        row("start to first full frame, median ms", "< 30") { ms($0.startup.firstFrameMilliseconds.median) }
        row("  min / max ms", "") { "\(ms($0.startup.firstFrameMilliseconds.min)) / \(ms($0.startup.firstFrameMilliseconds.max))" }
        row("  first frame bytes", "") { "\($0.startup.firstFrameBytes)" }
        row("idle 5 s: bytes to terminal", "0") { "\($0.idle.terminalBytes)" }
        row("idle 5 s: write calls", "0") { "\($0.idle.cost.writeCalls)" }
        row("idle 5 s: CPU ms (stat ticks; schedstat)", "0") { "\(ms($0.idle.cost.cpuMilliseconds)); \(ms($0.idle.cost.runMilliseconds))" }
        row("idle 5 s: context switches", "0") { "\($0.idle.cost.contextSwitches)" }
        row("spinner 5 s: frames (per second)", "50 (10)") { "\($0.spinner.frames) (\(one($0.spinner.framesPerSecond)))" }
        row("spinner: bytes per frame", "<= 6") { one($0.spinner.bytesPerFrame) }
        row("spinner: CPU % of one core", "< 0.5") { two($0.spinner.cpuPercentOfOneCore) }
        row("spinner: write calls", "") { "\($0.spinner.cost.writeCalls)" }
        row("spinner: bytes in 1 s after stop", "0") { "\($0.spinner.bytesInSecondAfterStop)" }
        row("key s: first byte median / p95 ms", "") { "\(ms($0.keyPress.firstByteMilliseconds.median)) / \(ms($0.keyPress.firstByteMilliseconds.p95))" }
        row("key s: end of redraw median / p95 ms", "p95 < 3") { "\(ms($0.keyPress.lastByteMilliseconds.median)) / \(ms($0.keyPress.lastByteMilliseconds.p95))" }
        row("key s: bytes per press median (max)", "< 40") { "\(Int($0.keyPress.bytesPerPress.median)) (\(Int($0.keyPress.bytesPerPress.max)))" }
        row("key s: presses (unanswered)", ">= 50") { "\($0.keyPress.presses) (\($0.keyPress.unanswered))" }
        row("peak memory VmHWM MB", "< 15") { two(Double($0.peakResidentKilobytes) / 1024) }
        row("threads at the end", "") { "\($0.threads)" }

        let all = [header] + rows
        let widths = (0..<header.count).map { column in all.map { $0[column].count }.max() ?? 0 }
        for (index, cells) in all.enumerated() {
            let padded = cells.enumerated().map { column, text in
                column == 0 ? text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - text.count) + text
            }
            lines.append(padded.joined(separator: "  "))
            if index == 0 { lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
        return lines.joined(separator: "\n")
    }

    private static func ms(_ value: Double) -> String { String(format: "%.2f", value) }
    private static func one(_ value: Double) -> String { String(format: "%.1f", value) }
    private static func two(_ value: Double) -> String { String(format: "%.2f", value) }
}
