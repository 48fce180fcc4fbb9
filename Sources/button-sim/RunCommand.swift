import ArgumentParser
import ButtonKit
import Platform
import Simulator
import TerminalUI

/// The interactive simulator in the terminal.
struct RunCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the interactive simulator (the default).",
        discussion: "Keys: " + KeyBindings.summary(builtIn: BoardSource.builtInBoard)
    )

    @OptionGroup var options: SimulatorOptions
    @OptionGroup(title: "Environment") var display: EnvironmentSettingOptions

    func validate() throws {
        _ = try chosenEnvironment()
    }

    /// The environment asked for, `nil` when no option was given; one value per axis, as
    /// one screen shows one environment (a grid is for render, gallery and play).
    func chosenEnvironment() throws -> DisplayEnvironment? {
        var environment = DisplayEnvironment.standard
        var given = false
        for (axis, value) in display.named {
            guard let value else { continue }
            switch EnvironmentAxis.parse("\(axis.rawValue)=\(value)") {
            case .failure(let problem):
                throw ValidationError("--\(problem.message)")
            case .success(let parsed) where parsed.values.count > 1:
                throw ValidationError("--\(axis.rawValue): run shows one environment; give one value")
            case .success(let parsed):
                axis.set(parsed.values[0], in: &environment)
                given = true
            }
        }
        return given ? environment : nil
    }

    @MainActor
    func runOnMain() throws {
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
            launch.environment = try? chosenEnvironment()
            prepared = try AppLauncher.prepare(
                launch, size: TerminalSize(columns: 80, rows: 24),
                monochrome: false, useDefaultStateFile: true,
                themeFolders: ThemeCatalog.userFolders(environment: environment), environment: environment)
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
