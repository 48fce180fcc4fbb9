import ArgumentParser

/// `figma`: commands on saved Figma responses.
struct FigmaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figma",
        abstract: "Compare a button with its Figma component set, from a saved Figma REST response.",
        subcommands: [FigmaCheckCommand.self]
    )
}
