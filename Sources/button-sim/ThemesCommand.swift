import ArgumentParser

/// `themes`: work with theme files.
struct ThemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes",
        abstract: "Work with design-token theme files.",
        subcommands: [ThemesCheckCommand.self]
    )
}
