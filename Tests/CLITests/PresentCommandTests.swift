import Foundation
import Testing

/// `present SCRIPT_FILE` refuses bad input before it takes the terminal: one line naming
/// the file and the problem, exit 64, and nothing else on the terminal.
@Suite("present: bad input")
struct PresentCommandTests {
    let cli: ButtonSimCLI
    init() throws { cli = try ButtonSimCLI() }

    /// Writes a script into the test's folder and returns its path.
    func script(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = cli.home.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    func expectRefused(_ arguments: [String], _ line: String) throws {
        let result = try cli.run(["present"] + arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr == "button-sim: present: \(line)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func aMissingFile() throws {
        let path = cli.home.appendingPathComponent("nope.txt").path
        try expectRefused([path], "\(path): cannot be presented (no such file)")
    }

    @Test func aFolder() throws {
        try expectRefused([cli.home.path], "\(cli.home.path): cannot be presented (it is a directory)")
    }

    @Test func standardInput() throws {
        try expectRefused(
            ["-"], "give the script as a file: standard input is the terminal the presenter reads keys from")
    }

    @Test func aFileThatIsNotUTF8() throws {
        let path = try script("latin1.txt", [0x6D, 0x20, 0xE9])
        try expectRefused([path], "\(path): the script is not UTF-8 text")
    }

    @Test func aBadTokenNamesItsPosition() throws {
        let path = try script("bad.txt", Array("m mark:\"Intro\" wait:soon".utf8))
        try expectRefused(
            [path],
            "\(path): token 3 'wait:soon': expected a duration: a decimal number of s (up to 3 decimals) or ms, at most 3600s, such as wait:1.5s or wait:200ms"
        )
    }

    @Test func anUnclosedQuote() throws {
        let path = try script("quote.txt", Array("say:\"Hello".utf8))
        try expectRefused([path], "\(path): token 1 'say:\"Hello': the quote is not closed")
    }

    @Test func anEmptyScript() throws {
        let path = try script("empty.txt", Array(" \n\t".utf8))
        try expectRefused([path], "\(path): the script has no tokens to present")
    }

    @Test func aTooLargeScript() throws {
        let path = try script("large.txt", [UInt8](repeating: 0x6D, count: 16 * 1024 * 1024 + 1))
        try expectRefused([path], "\(path): cannot be presented (script too large (16777217 bytes; at most 16777216))")
    }

    @Test func aControlCharacterInThePathIsEscaped() throws {
        let path = cli.home.appendingPathComponent("a\u{1B}[31mb").path
        let result = try cli.run(["present", path])
        #expect(result.status == 64)
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func aGoodScriptWithoutATerminalIsRefusedWithExit4() throws {
        let path = try script("good.txt", Array("mark:\"One\" m".utf8))
        let result = try cli.run(["present", path])
        #expect(result.status == 4, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("button-sim: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func noScriptIsAnArgumentError() throws {
        let result = try cli.run(["present"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("script-file"), "\(result.stderr)")
    }

    @Test func helpListsThePresentersKeys() throws {
        let result = try cli.run(["present", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Space, Right: next step"))
        #expect(result.stdout.contains("Left: previous step"))
    }
}
