import ArgumentParser
import Headless
import Platform
import Simulator
import TerminalUI

/// A script presented live in the terminal, one step (up to the next `mark:`) at a time.
struct PresentCommand: MainActorCommand {
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

    @MainActor
    func runOnMain() throws {
        let script = try ScriptFile.presenterScript(scriptFile)
        do {
            _ = try TerminalPreflight(environment: ProcessInfo.processInfo.environment).check()
        } catch {
            CommandError.print("\(error.message)")
            throw ExitCode(LaunchError.terminalExitCode)
        }
        let prepared: AppLauncher.Prepared
        do {
            // The interactive start: the curses launcher sizes the screen to the terminal.
            prepared = try AppLauncher.prepare(
                options.launchOptions, size: TerminalSize(columns: 80, rows: 24), monochrome: false,
                useDefaultStateFile: false)
        } catch {
            throw HeadlessFailure(error)
        }
        let steps = PlayScript(steps: script.chapters.flatMap(\.steps))
        if let problem = steps.problem(on: prepared.state.simulator.board) {
            throw HeadlessFailure.invalidArgument("present: \(scriptFile): \(problem.message)")
        }
        do {
            try CursesLauncher.run(prepared, presenting: script)
        } catch {
            CommandError.print("\(error.message)")
            throw ExitCode(LaunchError.terminalExitCode)
        }
    }
}
