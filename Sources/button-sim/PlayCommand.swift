import ArgumentParser
import Platform
import Rendering
import Runtime
import Simulator

/// The simulator driven by a key script on a virtual clock, headless.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Run the simulator headless from a key script and print the final screen or state.",
        discussion: """
            SCRIPT is space-separated tokens: a printable character is that key; space enter tab \
            backtab esc up down left right are named keys; wait:DURATION (wait:1.5s, wait:200ms) \
            advances the virtual clock; resize:COLSxROWS; click:COL,ROW (0-based cells) taps \
            with the mouse; press:COL,ROW, move:COL,ROW and release:COL,ROW are a finger held \
            down, dragged and lifted (press:5,3 move:40,3 release:40,3 drags out of a button); \
            event:NAME sends an event the target button declares to its machine, as its key does; \
            expect:BUTTON.FIELD=VALUE (fields title mode state enabled raw reads) and \
            expect:event=NAME check what shows and stop with exit 1 when it differs; mark:"LABEL" \
            is a marker in the recording; say:"TEXT" a caption. Double quotes keep spaces in a token. \
            A tap holds its highlight for 150 ms of virtual time, so `space wait:200ms` completes it. \
            Numbers are plain decimals; a wait is at most 3600s and a script at most 24 h of virtual time.
            """
    )

    @Option(name: .customLong("keys"), help: "The key script.", completion: Completions.scriptTokens)
    var keys: String?

    @Option(
        name: .customLong("keys-file"),
        help: ArgumentHelp("A file holding the key script (- for standard input).", valueName: "path"),
        completion: .file())
    var keysFile: String?

    /// Script files larger than this are refused: a script of a million keys is far less.
    static let largestScriptFile = 16 * 1024 * 1024

    @Option(help: "Terminal size COLSxROWS.")
    var size: String = "100x30"

    @Option(
        help: "text (the final screen), json (the state), ansi (the final screen in colour) or svg (a picture of it).")
    var format = FormatChoice<PlayResult>(.text)

    @Option(
        help: "Write an asciicast recording of the session, as long as the script (asciinema play FILE.cast).",
        completion: .file(extensions: ["cast"]))
    var record: String?

    @Flag(name: .customLong("record-keys"), help: "With --record: also record the keys the script presses.")
    var recordKeys = false

    @OptionGroup var write: WriteOptions

    // Unconditional, so `--cast-version -1` reaches validate() and gets the range message.
    @Option(
        name: .customLong("cast-version"), parsing: .unconditional,
        help: "With --record: the asciicast version written, 2 (default) or 3.")
    var castVersion: Int = 2

    @OptionGroup var device: DeviceOptions

    @OptionGroup var environment: EnvironmentOptions

    @OptionGroup var options: SimulatorOptions

    func validate() throws {
        switch (keys, keysFile) {
        case (nil, nil):
            throw ValidationError("give the script with --keys SCRIPT or --keys-file PATH (- for standard input)")
        case (.some, .some): throw ValidationError("give the script with --keys or --keys-file, not both")
        default: break
        }
        if device.look == .device && format.format != .svg && format.format != .text {
            throw ValidationError("--look device draws SVG; use --format svg")
        }
        guard castVersion == 2 || castVersion == 3 else { throw ValidationError("--cast-version must be 2 or 3") }
        if record == nil, recordKeys || castVersion != 2 {
            throw ValidationError("--record-keys and --cast-version need --record FILE.cast")
        }
        guard TerminalSize(parsing: size) != nil else {
            throw ValidationError("--size must be COLSxROWS with decimal sizes 1...1000, such as 100x30")
        }
    }

    /// The script text from `--keys`, or read from `--keys-file`.
    private func scriptText() throws(ScriptFileError) -> String {
        if let keys { return keys }
        let path = keysFile ?? "-"
        let name = path == "-" ? "standard input" : path
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .init("\(path): cannot be read (\(Self.describe(errno)))") }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= Self.largestScriptFile {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .init("\(name): cannot be read (\(Self.describe(errno)))") }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        guard bytes.count <= Self.largestScriptFile else {
            throw .init("\(name): script larger than \(Self.largestScriptFile) bytes")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .init("\(name): the script is not UTF-8 text")
        }
        return text
    }

    /// `strerror` in lower case, to sit inside a sentence.
    private static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return (text.first?.lowercased() ?? "") + text.dropFirst()
    }

    /// Why `--keys-file` could not be read, as one line.
    private struct ScriptFileError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    func run() throws {
        // ArgumentParser calls run() on the main thread; the simulator lives on the main actor.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        if let record { try PlayOutput.checkRecordingTarget(record, write: write) }
        let script: PlayScript
        do {
            script = try PlayScript(parsing: try scriptText())
        } catch let error as ScriptFileError {
            CommandError.print("play: \(error.message)")
            throw ExitCode.validationFailure
        } catch let error as PlayScript.ParseError {
            CommandError.print("play: \(error.message)")
            throw ExitCode.validationFailure
        }
        let prepared: AppLauncher.Prepared
        do {
            prepared = try AppLauncher.prepare(
                options.launchOptions, size: TerminalSize(parsing: size) ?? TerminalSize(columns: 100, rows: 30),
                monochrome: ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false,
                useDefaultStateFile: false)
        } catch {
            CommandError.print("\(error.message)")
            throw ExitCode(error.exitCode)
        }
        let clock = ManualScheduler()
        clock.firingLimit = HeadlessPlayer.largestTimerCount
        let program = Program(
            state: prepared.state, scheduler: clock, catalog: prepared.catalog, stateStore: prepared.store)
        program.send(.started)
        let failure: String?
        if let record {
            let size = program.state.size
            let cast = Asciicast(
                version: castVersion == 3 ? .v3 : .v2, columns: size.columns, rows: size.rows,
                title: keys.map { "button-sim play --keys \"\($0)\"" }
                    ?? "button-sim play --keys-file \(keysFile ?? "-")",
                colors: !(ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false))
            failure = try PlayOutput.record(
                script, program: program, clock: clock, to: record, cast: cast, keys: recordKeys, write: write)
        } else {
            failure = HeadlessPlayer.play(script, program: program, clock: clock)
        }
        if clock.isOverBudget {
            CommandError.print(HeadlessPlayer.overBudgetMessage(clock))
            throw ExitCode.failure
        }
        if let failure {
            CommandError.print("play: \(failure)")
            throw ExitCode.failure
        }
        // The device look draws only SVG, whatever --format says (text is its default).
        let shown = device.look == .device ? OutputFormat.svg : format.format
        PlayResult(program: program, device: device, environment: environment).print(as: shown)
        if let failure = program.saveError {
            CommandError.print(failure)
            throw ExitCode.failure
        }
    }
}
