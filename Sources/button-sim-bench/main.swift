import Foundation

#if os(Linux)
    import Glibc

    // A child that exits early must not take the benchmark down with SIGPIPE-like signals;
    // writes to a hung-up pty master fail with EIO instead.
    signal(SIGPIPE, SIG_IGN)

    func progress(_ message: String) {
        FileHandle.standardError.write(Data("· \(message)\n".utf8))
    }

    func runBenchmark() throws -> BenchReport {
        let options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
        let folder = try Launcher.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        if let board = options.scaleBoard {
            try Data(ScaleBoard.json(buttons: board.buttons).utf8).write(to: URL(fileURLWithPath: board.path))
            exit(0)
        }
        if options.scaleOnly {
            let rows = try ScaleScenario.run(binary: options.binary, runs: options.scaleRuns, progress: progress)
            print(ScaleScenario.lines(rows).joined(separator: "\n"))
            exit(0)
        }
        if options.playOnly {
            print(
                ReportTable.playLines(try PlayScenario.run(binary: options.binary, folder: folder)).joined(
                    separator: "\n"))
            exit(0)
        }
        var modes: [ModeResult] = []
        var launchers: [String: Launcher] = [:]
        let floor =
            options.modes.contains("floor") ? try FloorProgram.build(source: options.floorSource, into: folder) : ""
        for mode in options.modes {
            let extra: [String] =
                switch mode {
                case "no-animation": ["--no-animation"]
                case "board-40x4": ["--buttons", try LargeBoard.write(into: folder)]
                default: []
                }
            var launcher = Launcher(
                binary: mode == "floor" ? floor : options.binary, columns: options.columns,
                rows: options.rows, term: options.term, extraArguments: extra, folder: folder)
            launcher.isFloor = mode == "floor"
            if mode == "board-40x4" {
                launcher = launcher.resized(columns: LargeBoard.size.columns, rows: LargeBoard.size.rows)
            }
            launchers[mode] = launcher
            modes.append(
                try ModeRun.run(
                    mode: mode, launcher: launcher, large: (options.largeColumns, options.largeRows),
                    settings: options.settings, progress: progress))
        }
        var sideBySide: SideBySideSpinnerResult?
        if let measured = launchers["default"], let floor = launchers["floor"] {
            let windows = options.settings.sideBySideWindows
            progress("default and floor side by side: spinner \(windows) x \(options.settings.spinnerSeconds) s")
            sideBySide = try SideBySideSpinner.run(
                measured: measured, floor: floor, count: windows, settings: options.settings)
        }
        let referenceLaunchers = options.references.map { binary in
            Launcher(
                binary: binary, columns: options.columns, rows: options.rows, term: options.term,
                extraArguments: [], folder: folder)
        }
        // With the default mode measured, the references start in turn with it and the floor
        // (the ratios come from there); else each on its own, as before.
        var interleaved: InterleavedStartup?
        var references: [ReferenceStartup] = []
        if let measured = launchers["default"], !referenceLaunchers.isEmpty {
            interleaved = try InterleavedStartup.run(
                measured: measured, floor: launchers["floor"], references: referenceLaunchers,
                settings: options.settings, progress: progress)
            references = interleaved?.references ?? []
        } else {
            references = try referenceLaunchers.map {
                try ReferenceStartup.run($0, settings: options.settings, progress: progress)
            }
        }
        progress("audit: the built-in board in every environment, 5 runs")
        let audit = try AuditScenario.run(binary: options.binary, folder: folder)
        progress("play: 200,000 s keys and 100,000 mixed tokens, 3 runs each")
        let play = try PlayScenario.run(binary: options.binary, folder: folder)
        let report = BenchReport(
            machine: .current(), binary: options.binary, columns: options.columns, rows: options.rows,
            largeColumns: options.largeColumns, largeRows: options.largeRows,
            floorSource: options.floorSource, term: options.term, quietMilliseconds: options.settings.quietMilliseconds,
            burstGapMilliseconds: options.settings.burstGapMilliseconds, idleSeconds: options.settings.idleSeconds,
            spinnerSeconds: options.settings.spinnerSeconds, modes: modes, sideBySideSpinner: sideBySide,
            audit: audit, play: play, references: references,
            interleavedStartup: interleaved)
        print(ReportTable.render(report))
        if let path = options.jsonPath {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(report).write(to: URL(fileURLWithPath: path))
            progress("JSON written to \(path)")
        }
        return report
    }

    // The soak run has options of its own (SoakScenario.swift).
    if CommandLine.arguments.dropFirst().first == "--soak" {
        exit(SoakScenario.main(arguments: Array(CommandLine.arguments.dropFirst(2)), progress: progress))
    }

    do {
        _ = try runBenchmark()
    } catch {
        FileHandle.standardError.write(Data("button-sim-bench: \(error)\n".utf8))
        exit(1)
    }
#else
    // The benchmark reads /proc and drives pseudo-terminals the Linux way: it runs on Linux
    // only, and says so elsewhere instead of measuring something else.
    FileHandle.standardError.write(
        Data("button-sim-bench: runs on Linux only (it needs /proc and pseudo-terminals)\n".utf8))
    exit(2)
#endif
