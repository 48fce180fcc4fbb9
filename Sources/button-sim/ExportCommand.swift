import ArgumentParser

/// `button-sim export`: hand-offs made from a button file.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Hand a button over as code.",
        subcommands: [ExportSwiftCommand.self]
    )
}
