import ArgumentParser
import Platform

/// `button-sim`: how an iOS UIButton looks and behaves in every state, in a terminal.
@main
struct ButtonSim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "button-sim",
        abstract: "Simulate how an iOS UIButton looks and behaves in every state.",
        discussion: """
            With no subcommand, runs the interactive simulator (`run`).

            Exit codes: 0 success; 1 an invalid button file (or one naming a variant or token the \
            theme lacks), a failed buttons or themes check, an audit with findings, or an unexpected \
            error; 3 a missing or \
            invalid theme; 4 the terminal cannot be used (TERM unset or unknown, or stdin/stdout \
            not a terminal); 64 invalid arguments; 128+N when signal N ended the simulator (the \
            state is saved and the terminal given back first).
            """,
        version: ButtonSim.version,
        subcommands: [
            RunCommand.self, PlayCommand.self, RenderCommand.self, GalleryCommand.self, ButtonsCommand.self,
            ThemesCommand.self, ExportCommand.self, AuditCommand.self, ContractCommand.self, DiffCommand.self,
            SheetCommand.self, PresentCommand.self, FactsCommand.self, FigmaCommand.self, ParityCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )

    /// What `button-sim --version` prints.
    static let version = "0.1.0"

    /// Runs the command; bad arguments get one line on stderr (`button-sim: ...`) and the
    /// exit code ArgumentParser gives them, instead of its error, usage and hint lines.
    static func main() {
        let command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exitWithOneLine(error)
        }
        do {
            var mutable = command
            try mutable.run()
        } catch {
            exitWithOneLine(error)
        }
    }

    private static func exitWithOneLine(_ error: Error) -> Never {
        let code = exitCode(for: error)
        // Help, version and our own ExitCodes (whose line is already printed) pass through.
        if code == .success || error is ExitCode { exit(withError: error) }
        let text = self.message(for: error)
        // An ExitCode thrown by an option group's validate() arrives wrapped, its line printed.
        if text.isEmpty { CommandError.exitProcess(code.rawValue) }
        let message = text.split(separator: "\n").first.map(String.init) ?? "invalid arguments"
        CommandError.print(message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message)
        CommandError.exitProcess(code.rawValue)
    }
}
