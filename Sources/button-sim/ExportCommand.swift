import ArgumentParser

/// `button-sim export`: hand-offs made from a button file.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Hand a button over as code: a UIKit class (swift) or a SwiftUI twin (swiftui).",
        subcommands: [ExportSwiftCommand.self, ExportSwiftUICommand.self]
    )
}
