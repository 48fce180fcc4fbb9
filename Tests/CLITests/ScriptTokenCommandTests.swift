import Foundation
import Testing

/// `expect:`, `mark:` and `say:` in `play` scripts: each field passes when it holds, and a
/// failed or malformed token is one exact line with the exit code.
@Suite("play script tokens")
struct ScriptTokenCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    @Test(
        "every expectation that holds passes",
        arguments: [
            "expect:follow.title=Follow expect:follow.mode=idle expect:follow.state=normal",
            "expect:follow.enabled=true expect:follow.raw=0x0 expect:follow.raw=0 expect:event=none",
            "expect:follow.reads=\"Follow, button\" say:\"A caption\" mark:\"A \\\"quoted\\\" marker\"",
            "s h expect:follow.state=highlighted,selected expect:follow.state=selected+highlighted expect:follow.raw=0x5",
            "space wait:200ms expect:event=primaryActionTriggered",
        ])
    func passing(_ script: String) throws {
        let result = try cli.run(["play", "--keys", script])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
    }

    @Test(
        "a failed expectation names the token, its position, the time, what was expected and what was found",
        arguments: [
            (
                "space wait:200ms expect:follow.title=\"Following\"",
                "play: token 3 'expect:follow.title=\"Following\"' at 0.2s: expected follow.title \"Following\", found \"\""
            ),
            (
                "space wait:200ms expect:event=touchDown",
                "play: token 3 'expect:event=touchDown' at 0.2s: expected event \"touchDown\", found \"primaryActionTriggered\""
            ),
            (
                "e expect:follow.enabled=true",
                "play: token 2 'expect:follow.enabled=true' at 0s: expected follow.enabled \"true\", found \"false\""
            ),
            (
                "wait:1.25s expect:follow.raw=0x4",
                "play: token 2 'expect:follow.raw=0x4' at 1.25s: expected follow.raw \"0x4\", found \"0x0\""
            ),
            (
                "expect:follow.mode=following",
                "play: token 1 'expect:follow.mode=following' at 0s: expected follow.mode \"following\", found \"idle\""
            ),
            (
                "s expect:follow.state=normal",
                "play: token 2 'expect:follow.state=normal' at 0s: expected follow.state \"normal\", found \"selected\""
            ),
            (
                "expect:follow.reads=Follow",
                "play: token 1 'expect:follow.reads=Follow' at 0s: expected follow.reads \"Follow\", found \"Follow, button\""
            ),
            (
                "expect:nope.title=x",
                "play: token 1 'expect:nope.title=x' at 0s: no button 'nope'; buttons: follow, modal, primary, secondary, link, success, danger, on-color"
            ),
        ])
    func failing(_ script: String, _ message: String) throws {
        let result = try cli.run(["play", "--keys", script])
        #expect(result.status == 1)
        #expect(result.stderr == "button-sim: \(message)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test(
        "a malformed token is refused before anything runs (exit 64)",
        arguments: [
            (
                "s expect:follow.colour=red",
                "play: token 2 'expect:follow.colour=red': expected expect:BUTTON.FIELD=VALUE (fields title mode state enabled raw reads) or expect:event=NAME"
            ),
            (
                "expect:follow.title",
                "play: token 1 'expect:follow.title': expected expect:BUTTON.FIELD=VALUE (fields title mode state enabled raw reads) or expect:event=NAME"
            ),
            ("expect:follow.enabled=maybe", "play: token 1 'expect:follow.enabled=maybe': enabled is true or false"),
            (
                "expect:follow.raw=zz",
                "play: token 1 'expect:follow.raw=zz': raw is a hex value such as 0x4 or a decimal"
            ),
            ("s mark:\"unclosed", "play: token 2 'mark:\"unclosed': the quote is not closed"),
            (
                "mark:",
                "play: token 1 'mark:': expected mark:\"TEXT\" with 1...200 characters in double quotes, such as mark:\"Loading\""
            ),
            (
                "say:\"a\"b",
                "play: token 1 'say:\"a\"b': expected say:\"TEXT\" with 1...200 characters in double quotes, such as say:\"Loading\""
            ),
        ])
    func malformed(_ script: String, _ message: String) throws {
        let result = try cli.run(["play", "--keys", script])
        #expect(result.status == 64)
        #expect(result.stderr == "button-sim: \(message)\n")
    }

    @Test("a quoted value keeps its spaces across line breaks of a script file")
    func quotedAcrossLines() throws {
        let file = cli.home.appendingPathComponent("script.keys")
        try "mark:\"Two  spaces\"\nexpect:follow.reads=\"Follow, button\"\n".write(
            to: file, atomically: true, encoding: .utf8)
        let cast = cli.home.appendingPathComponent("m.cast")
        let result = try cli.run(["play", "--keys-file", file.path, "--record", cast.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: cast, encoding: .utf8).contains("[0.000000, \"m\", \"Two  spaces\"]\n"))
    }
}
