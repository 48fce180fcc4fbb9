import ArgumentParser
import Headless

/// A subcommand whose work runs on the main actor, where the simulator and the headless
/// jobs live. ArgumentParser calls `run()` on the main thread, so `run()` enters the main
/// actor there; a ``HeadlessFailure`` becomes its lines on stderr and its exit code.
protocol MainActorCommand: ParsableCommand, Sendable {
    /// The command's work, on the main actor.
    @MainActor func runOnMain() throws
}

extension MainActorCommand {
    /// Runs ``runOnMain()`` on the main actor, printing a headless job's failure.
    func run() throws {
        try MainActor.assumeIsolated {
            do {
                try runOnMain()
            } catch let failure as HeadlessFailure {
                for message in failure.messages { CommandError.print(message) }
                throw ExitCode(failure.exitCode)
            }
        }
    }
}
