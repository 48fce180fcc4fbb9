import ArgumentParser
import Platform
import Simulator
import TerminalUI

/// The interactive simulator in the terminal.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the interactive simulator (the default).",
        discussion: "Keys: " + KeyBindings.summary(builtIn: BoardSource.builtInBoard)
    )

    @OptionGroup var options: SimulatorOptions
    @OptionGroup(title: "Environment") var display: EnvironmentOptions

    func validate() throws {
        // One screen shows one environment: a grid is for render, gallery and play.
        if !display.permute.isEmpty || display.environments().count > 1 {
            throw ValidationError("run shows one environment: give one value per option, without --permute")
        }
    }

    func run() throws {
        // ArgumentParser calls run() on the main thread; the simulator lives on the main actor.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        let environment = ProcessInfo.processInfo.environment
        do {
            _ = try TerminalPreflight(environment: environment).check()
        } catch {
            CommandError.print("\(error.message)")
            throw ExitCode(LaunchError.terminalExitCode)
        }
        let prepared: AppLauncher.Prepared
        do {
            var launch = options.launchOptions
            launch.environment = display.isSet ? display.environments().first : nil
            prepared = try AppLauncher.prepare(
                launch, size: TerminalSize(columns: 80, rows: 24),
                monochrome: false, useDefaultStateFile: true)
        } catch {
            CommandError.print("\(error.message)")
            throw ExitCode(error.exitCode)
        }
        do {
            try CursesLauncher.run(prepared)
        } catch {
            CommandError.print("\(error.message)")
            throw ExitCode(LaunchError.terminalExitCode)
        }
    }
}
