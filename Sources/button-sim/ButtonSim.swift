import ArgumentParser

/// `button-sim`: how an iOS UIButton looks and behaves in every state, in a terminal.
@main
struct ButtonSim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "button-sim",
        abstract: "Simulate how an iOS UIButton looks and behaves in every state.",
        discussion: """
        With no subcommand, runs the interactive simulator (`run`).

        Exit codes: 0 success; 1 a failed check (themes check) or an unexpected error; \
        3 a missing or invalid theme; 4 the terminal cannot be used (TERM unset or unknown, \
        or stdin/stdout not a terminal); 64 invalid arguments.
        """,
        subcommands: [RunCommand.self, PlayCommand.self, RenderCommand.self, GalleryCommand.self, ThemesCommand.self],
        defaultSubcommand: RunCommand.self
    )
}
