import Foundation
import Testing

/// `render`: one button in one state, run through the built executable.
@Suite("render")
struct RenderCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    @Test(arguments: [
        (["--button", "follow", "--state", "mutual"], "render-follow-mutual.txt"),
        (["--button", "follow", "--state", "selected,disabled"], "render-follow-selected-disabled.txt"),
        (["--button", "modal", "--state", "disabled", "--locale", "zh"], "render-modal-disabled-zh.txt"),
        (["--button", "primary", "--size", "small"], "render-primary-small.txt"),
        (["--button", "on-color", "--state", "focused", "--theme", "dark"], "render-on-color-focused-dark.txt"),
        (["--button", "follow", "--state", "mutual", "--format", "ansi"], "render-follow-mutual.ansi.txt"),
        (
            ["--button", "on-color", "--state", "highlighted", "--format", "ansi"],
            "render-on-color-highlighted.ansi.txt"
        ),
    ])
    func snapshots(arguments: [String], snapshot: String) throws {
        let result = try cli.run(["render"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(CLISnapshot.verify(result.stdout, named: snapshot) == nil)
    }

    @Test func theFamousFallbackIsVisible() throws {
        // selected + disabled has no title slot: the normal title shows, not "Followed".
        let result = try cli.run(["render", "--button", "follow", "--state", "selected,disabled"])
        #expect(result.stdout.contains("Follow"))
        #expect(!result.stdout.contains("Followed"))
        // While selected + highlighted, which the follow button does set, reads Followed.
        #expect(
            try cli.run(["render", "--button", "follow", "--state", "selected,highlighted"]).stdout.contains("Followed")
        )
    }

    @Test func mutualImpliesSelectedAndLoadingImpliesDisabled() throws {
        let mutual = try cli.run(["render", "--button", "follow", "--state", "mutual"]).stdout
        #expect(mutual == (try cli.run(["render", "--button", "follow", "--state", "mutual,selected"]).stdout))
        let loading = try cli.run(["render", "--button", "primary", "--state", "loading"]).stdout
        #expect(loading == (try cli.run(["render", "--button", "primary", "--state", "loading,disabled"]).stdout))
        #expect(!loading.contains("Continue"))  // the title hides while loading
    }

    @Test func ansiUses256ColourEscapesAndResetsEveryLine() throws {
        let result = try cli.run(["render", "--button", "primary", "--format", "ansi"])
        #expect(result.stdout.contains("\u{1B}[0;"))
        #expect(result.stdout.contains(";38;5;"))
        #expect(result.stdout.contains(";48;5;"))
        for line in result.stdout.split(separator: "\n") { #expect(line.hasSuffix("\u{1B}[0m")) }
    }

    @Test func noColorKeepsAttributesOnly() throws {
        let result = try cli.run(
            ["render", "--button", "follow", "--state", "selected", "--format", "ansi"], environment: ["NO_COLOR": "1"])
        #expect(!result.stdout.contains("38;5;"))
        #expect(result.stdout.contains("\u{1B}[0;1"))  // bold for selected
    }

    @Test func anUnknownButtonIsOneLineAndExit64() throws {
        let result = try cli.run(["render", "--button", "fllow"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "button-sim: render: unknown button 'fllow'; valid: follow, modal, primary, secondary, link, success, danger, on-color\n"
        )
    }

    @Test func anUnknownStateIsOneLineAndExit64() throws {
        let result = try cli.run(["render", "--button", "follow", "--state", "selected,pressed"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "button-sim: render: unknown state 'pressed'; valid: highlighted, disabled, selected, focused, mutual, loading\n"
        )
    }

    @Test func anUnknownThemeExits3() throws {
        let result = try cli.run(["render", "--button", "follow", "--theme", "sepia"])
        #expect(result.status == 3)
        #expect(result.stderr.contains("sepia"))
    }

    @Test func aThemeByPath() throws {
        let byPath = try cli.run(["render", "--button", "primary", "--theme", "Themes/dark.json", "--format", "ansi"])
        let byName = try cli.run(["render", "--button", "primary", "--theme", "dark", "--format", "ansi"])
        #expect(byPath.status == 0)
        #expect(byPath.stdout == byName.stdout)
    }

    @Test func renderTouchesNoStateFile() throws {
        #expect(try cli.run(["render", "--button", "follow", "--state", "mutual"]).status == 0)
        #expect(try cli.run(["gallery"]).status == 0)
        #expect(cli.filesWritten().isEmpty)
    }
}
