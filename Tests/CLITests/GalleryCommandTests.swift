import Foundation
import Testing

/// `gallery`: every state side by side, run through the built executable.
@Suite("gallery")
struct GalleryCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    @Test(arguments: [
        (["--button", "follow"], "gallery-follow.txt"),
        (["--button", "modal", "--locale", "zh"], "gallery-modal-zh.txt"),
        (["--button", "primary", "--theme", "high-contrast"], "gallery-primary-high-contrast.txt"),
        ([], "gallery-all.txt"),
        (["--button", "follow", "--theme", "dark", "--format", "ansi"], "gallery-follow-dark.ansi.txt"),
    ])
    func snapshots(arguments: [String], snapshot: String) throws {
        let result = try cli.run(["gallery"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLISnapshot.verify(result.stdout, named: snapshot) == nil)
    }

    /// Title fallbacks (↩) and style fallbacks (↪) are marked apart; ≡ marks the alias.
    @Test func everyCombinationIsLabelledAndMarked() throws {
        let text = try cli.run(["gallery", "--button", "follow"]).stdout
        for label in [
            "N 0x0", "H 0x1 ↩", "D 0x2 ↩", "D|H 0x3 ↩", "S 0x4", "S|H 0x5", "S|D 0x6 ↩", "S|D|H 0x7 ≡0x5",
            "S|M 0x10004", "S|H|M 0x10005", "S|D|M 0x10006 ↩↪", "S|D|H|M 0x10007 ≡0x10005",
            "D|L 0x20002 ↪", "D|H|L 0x20003 ↩↪", "S|D|M|L 0x30006", "F 0x8 ↩↪", "S|F 0xC ↩↪",
        ] {
            #expect(text.contains(label), "missing \(label)")
        }
    }

    @Test func withNoButtonEveryButtonOfTheBoardIsShown() throws {
        let text = try cli.run(["gallery"]).stdout
        for id in ["follow", "modal", "primary", "secondary", "link", "success", "danger", "on-color"] {
            #expect(text.contains(" Gallery: \(id), every reachable state"), "no gallery for \(id)")
        }
        // The design system's loading has no bit: raw 0x2, marked L, text hidden.
        let danger = try cli.run(["gallery", "--button", "danger"]).stdout
        #expect(danger.contains("D|L 0x2"))
        #expect(!danger.contains("Gallery: primary"))
    }

    @Test func anUnknownButtonIsOneLineAndExit64() throws {
        let result = try cli.run(["gallery", "--button", "nope"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("button-sim: gallery: unknown button 'nope'; valid: follow, modal,"))
    }
}
