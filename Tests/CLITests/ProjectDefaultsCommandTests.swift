import Foundation
import Testing

/// `.button-sim.json` in the working folder or a parent fills in the board, theme and
/// locale the command line leaves out; the command line wins; a file that cannot be used
/// stops the command with its one line.
@Suite("project defaults from .button-sim.json")
struct ProjectDefaultsCommandTests {
    let cli: ButtonSimCLI
    let project: URL

    init() throws {
        cli = try ButtonSimCLI()
        project = cli.home.appendingPathComponent("project")
        let buttons = project.appendingPathComponent("Buttons")
        try FileManager.default.createDirectory(at: buttons, withIntermediateDirectories: true)
        let board = #"""
            {"locales": ["en", "zh"], "buttons": [
              {"id": "save", "titles": {"normal": {"en": "Save", "zh": "保存"}}}
            ]}
            """#
        try Data(board.utf8).write(to: buttons.appendingPathComponent("save.json"))
        try Data(#"{"buttons": "Buttons/save.json", "locale": "zh"}"#.utf8)
            .write(to: project.appendingPathComponent(".button-sim.json"))
    }

    @Test func aCommandInTheProjectOrBelowUsesItsBoardAndLocale() throws {
        let below = project.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: below, withIntermediateDirectories: true)
        for folder in [project, below] {
            let result = try cli.run(["render", "--button", "save"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("保存"), "\(result.stdout)")
        }
    }

    @Test func theCommandLineWins() throws {
        let result = try cli.run(["render", "--button", "save", "--locale", "en"], in: project)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Save"))
        #expect(!result.stdout.contains("保存"))
        let explicitBoard = try cli.run(["render", "--buttons", "Buttons/save.json", "--button", "save"], in: project)
        #expect(explicitBoard.stdout.contains("保存"))
    }

    @Test func aFileThatLeadsOutOfTheProjectIsOneLineAndNothingRuns() throws {
        try Data(#"{"buttons": "../elsewhere.json"}"#.utf8).write(
            to: project.appendingPathComponent(".button-sim.json"))
        let result = try cli.run(["render", "--button", "save"], in: project)
        #expect(result.status == 64)
        let file = project.resolvingSymlinksInPath().appendingPathComponent(".button-sim.json").path
        #expect(
            result.stderr
                == "button-sim: \(file): buttons: \"../elsewhere.json\" leads out of the file's folder with '..': the files it names must lie in its folder or below it\n"
        )
        #expect(result.stdout.isEmpty)
    }
}
