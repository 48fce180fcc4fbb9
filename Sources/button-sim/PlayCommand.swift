import ArgumentParser
import Headless
import Simulator

/// The simulator driven by a key script on a virtual clock, headless.
struct PlayCommand: MainActorCommand {
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

    // Unconditional, so `--size -5x3` reaches validate() and gets the range message.
    @Option(parsing: .unconditional, help: "Terminal size COLSxROWS.")
    var size: String = "100x30"

    @Option(help: ArgumentHelp(FormatChoice<PlayResult>.help()))
    var format = FormatChoice<PlayResult>(.text)

    @OptionGroup var recording: RecordingOptions

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
        guard TerminalSize(parsing: size) != nil else {
            throw ValidationError("--size must be COLSxROWS with decimal sizes 1...1000, such as 100x30")
        }
    }

    @MainActor
    func runOnMain() throws {
        try recording.checkTarget()
        let script = try ScriptFile.playScript(keys: keys, keysFile: keysFile)
        let prepared = try PlayJob.prepare(
            options.launchOptions, size: TerminalSize(parsing: size) ?? TerminalSize(columns: 100, rows: 30),
            monochrome: NoColor.isSet)
        let title = keys.map { "button-sim play --keys \"\($0)\"" } ?? "button-sim play --keys-file \(keysFile ?? "-")"
        let program = try PlayJob.run(script, prepared: prepared, recording: recording.recording(title: title))
        // The device look draws only SVG, whatever --format says (text is its default).
        let shown = device.look == .device ? OutputFormat.svg : format.format
        PlayResult(program: program, device: device, grid: environment.grid).print(as: shown)
        if let failure = program.saveError { throw HeadlessFailure(failure) }
    }
}
