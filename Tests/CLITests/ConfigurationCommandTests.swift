import ButtonKitTestSupport
import Foundation
import Testing

/// Configuration buttons through the built binary: play, check and render.
@Suite("Configuration buttons on the command line")
struct ConfigurationCommandTests {
    let cli: ButtonSimCLI
    let files: ButtonsFileCommandTests

    init() throws {
        cli = try ButtonSimCLI()
        files = try ButtonsFileCommandTests()
    }

    static let example = ButtonsFileCommandTests.examples.appendingPathComponent("configuration.json")

    @Test func theSaveButtonLoadsWithItsTitleKeptThenComesBack() throws {
        let saving = try files.play(Self.example, "tab tab tab tab space wait:200ms")
        #expect(saving["save"]?.state == ["disabled", "loading"])
        #expect(saving["save"]?.title == "Save")
        #expect(saving["save"]?.mode == "saving")
        let saved = try files.play(Self.example, "tab tab tab tab space wait:200ms wait:1s")
        #expect(saved["save"]?.state == [])
        #expect(saved["save"]?.enabled == true)
    }

    @Test func theInspectorSaysWhichColoursAreApproximations() throws {
        let result = try cli.run([
            "play", "--buttons", Self.example.path, "--keys", "tab tab tab h", "--size", "160x40",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "filled configuration (primary tint), updates highlighted applied after the automatic update"))
        #expect(result.stdout.contains("from updates[highlighted] (theme.color.palette.brand-pressed)"))
        #expect(result.stdout.contains("fg       #FFFFFF  from the file (theme.color.palette.on-brand)"))
        // At rest the filled fill is the style's own, which Apple does not publish.
        let filled = try cli.run(["play", "--buttons", Self.example.path, "--keys", "tab tab tab", "--size", "160x40"])
        #expect(filled.stdout.contains("bg       #0A58CA  approximation: Apple says filled"))
        let tinted = try cli.run(["play", "--buttons", Self.example.path, "--keys", "tab tab", "--size", "160x40"])
        #expect(tinted.stdout.contains("corner   medium 8 pt  approximation: Apple publishes no system radii"))
    }

    @Test func aTokenTheThemeLacksNamesBothFiles() throws {
        let file = try files.temporaryFile(
            """
            {"buttons": [{"id": "a", "configuration": {"style": "filled", "title": "A",
              "updates": {"selected|highlighted": {"baseForegroundColor": "theme.color.palette.nope"}}}}]}
            """)
        let result = try cli.run(["buttons", "check", file.path])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "\(file.path): buttons[0].configuration.updates.\"selected|highlighted\".baseForegroundColor: token \"theme.color.palette.nope\" is not a colour in "
                    + ButtonSimCLI.packageRoot.appendingPathComponent("Themes/default.json").path))
        let render = try cli.run(["render", "--buttons", file.path, "--button", "a"])
        #expect(render.status != 0)
        #expect(
            render.stderr.contains(
                "token \"theme.color.palette.nope\" is not a colour in "
                    + ButtonSimCLI.packageRoot.appendingPathComponent("Themes/default.json").path))
    }
}
