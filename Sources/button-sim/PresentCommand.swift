import ArgumentParser
import FileAccess
import Platform
import Rendering
import Simulator
import TerminalUI

/// A script presented live in the terminal, one step (up to the next `mark:`) at a time.
struct PresentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "present",
        abstract: "Present a script live in the terminal, step by step, with captions and a key overlay.",
        discussion: """
            SCRIPT_FILE holds tokens as for play --keys-file; each mark:"LABEL" starts a step. \
            Presenter keys: \(PresenterKeys.summary). A step shows the board the script leaves \
            there, replayed on the virtual clock from the start, with the latest say:"TEXT" as the \
            caption and the keys the step pressed in the key overlay; timers and spinners then run \
            in real time. Every other key works as in run (Enter taps, Tab moves the target, q quits).
            """
    )

    @Argument(
        help: ArgumentHelp("The script file (tokens as for play).", valueName: "script-file"),
        completion: .file())
    var scriptFile: String

    @OptionGroup var options: SimulatorOptions

    func run() throws {
        // ArgumentParser calls run() on the main thread; the simulator lives on the main actor.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        let script: PresenterScript
        switch Self.load(scriptFile) {
        case .success(let loaded): script = loaded
        case .failure(let problem):
            CommandError.print("present: \(problem.message)")
            throw ExitCode.validationFailure
        }
        do {
            _ = try TerminalPreflight(environment: ProcessInfo.processInfo.environment).check()
        } catch {
            CommandError.print("\(error.message)")
            throw ExitCode(LaunchError.terminalExitCode)
        }
        let prepared: AppLauncher.Prepared
        do {
            prepared = try AppLauncher.prepare(
                options.launchOptions, size: TerminalSize(columns: 80, rows: 24), monochrome: false,
                useDefaultStateFile: false)
        } catch {
            CommandError.print("\(error.message)")
            throw ExitCode(error.exitCode)
        }
        do {
            try CursesLauncher.run(prepared, presenting: script)
        } catch {
            CommandError.print("\(error.message)")
            throw ExitCode(LaunchError.terminalExitCode)
        }
    }

    /// Script files larger than this are refused, as `play` refuses them.
    static let largestScriptFile = 16 * 1024 * 1024

    /// Why a script cannot be presented, as one line.
    struct Problem: Error, Equatable {
        var message: String
    }

    /// The script in a file, cut at its marks, or the one line saying why not.
    /// - Parameter path: The script file.
    static func load(_ path: String) -> Result<PresenterScript, Problem> {
        let shown = ControlCharacterEscaping.escaped(path)
        guard path != "-" else {
            return .failure(
                Problem(
                    message: "give the script as a file: standard input is the terminal the presenter reads keys from"))
        }
        let bytes: [UInt8]
        switch BoundedFileReader.bytes(of: path, limit: largestScriptFile) {
        case .success(let read): bytes = read
        case .failure(let failure):
            let reason =
                switch failure {
                case .missing: "no such file"
                case .directory: "it is a directory"
                case .special(let kind): "it is \(kind)"
                case .unreadable(let code): String(cString: strerror(code)).lowercased()
                case .tooLarge(let size): "script too large (\(size) bytes; at most \(largestScriptFile))"
                }
            return .failure(Problem(message: "\(shown): cannot be presented (\(reason))"))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(Problem(message: "\(shown): the script is not UTF-8 text"))
        }
        let parsed: PlayScript
        do {
            parsed = try PlayScript(parsing: text)
        } catch {
            return .failure(Problem(message: "\(shown): \(error.message)"))
        }
        let script = PresenterScript(parsed)
        guard script.count > 0 else {
            return .failure(Problem(message: "\(shown): the script has no tokens to present"))
        }
        return .success(script)
    }
}
