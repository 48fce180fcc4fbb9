import ArgumentParser

/// `buttons`: commands on button files.
struct ButtonsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "buttons",
        abstract: "Work with button files.",
        subcommands: [ButtonsCheckCommand.self]
    )
}
