import Foundation
import Testing

/// `themes check THEME --buttons FILE`: the states of that board, or without it the theme's
/// own states, never the built-in board's; a button file that cannot be read is refused
/// with one line.
@Suite("themes check --buttons")
struct ThemesCheckBoardTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    /// The state names of the pairs a verbose check lists.
    func states(_ arguments: [String]) throws -> Set<String> {
        let result = try cli.run(["themes", "check", "--verbose"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let pairs = result.stdout.components(separatedBy: "  contrast:\n").last ?? ""
        return Set(
            pairs.split(separator: "\n").compactMap { $0.split(separator: " ").dropFirst().first.map(String.init) })
    }

    @Test func aBoardsOwnStatesAreMeasured() throws {
        let board = try states(["default", "--buttons", "Buttons/examples/confirm-delete.json"])
        #expect(board.isSuperset(of: ["default", "pressed", "armed", "pressed-armed", "deleting", "armed-deleting"]))
        // The built-in board's follow states mean nothing to this board.
        #expect(!board.contains("mutual") && !board.contains("loading"))
    }

    /// The variants of the pairs a verbose check lists.
    func variants(_ arguments: [String]) throws -> Set<String> {
        let result = try cli.run(["themes", "check", "--verbose"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let pairs = result.stdout.components(separatedBy: "  contrast:\n").last ?? ""
        return Set(pairs.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
    }

    @Test func onlyTheVariantsTheBoardUsesAreMeasured() throws {
        // save.json's buttons are primary, secondary and danger: success is not on that board.
        let board = try variants(["default", "--buttons", "Buttons/examples/save.json"])
        #expect(board == ["primary", "secondary", "danger"])
        let own = try variants(["default"])
        #expect(own.isSuperset(of: ["primary", "secondary", "danger", "success", "link"]))
    }

    @Test func withoutAButtonFileOnlyTheThemesOwnStates() throws {
        let own = try states(["default"])
        // The default theme's own words (it styles loading and mutual), none of a board's.
        #expect(own.isSuperset(of: ["default", "pressed", "loading", "mutual"]))
        #expect(!own.contains("armed"))
    }

    @Test func aButtonFileThatCannotBeReadIsRefusedInOneLine() throws {
        let missing = try cli.run(["themes", "check", "default", "--buttons", "no-such-board.json"])
        #expect(missing.status == 1)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr == "button-sim: no-such-board.json: (file): cannot read the file (no such file)\n")
        let broken = cli.home.appendingPathComponent("broken.json")
        try Data("{\"buttons\": [".utf8).write(to: broken)
        let invalid = try cli.run(["themes", "check", "default", "--buttons", broken.path])
        #expect(invalid.status == 1)
        #expect(
            invalid.stderr
                == "button-sim: \(broken.path): line 1, column 14: invalid JSON (unexpected end of input, expected a value)\n"
        )
    }
}
