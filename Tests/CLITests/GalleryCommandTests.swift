import Foundation
import Testing

/// `gallery`: every state side by side, run through the built executable.
@Suite("gallery")
struct GalleryCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    /// `--all` draws what the gallery drew before the review states became its default: these
    /// snapshots are the old default's, unchanged; the review snapshots are the new default.
    @Test(arguments: [
        (["--button", "follow", "--all"], "gallery-follow.txt"),
        (["--button", "modal", "--locale", "zh", "--all"], "gallery-modal-zh.txt"),
        (["--button", "primary", "--theme", "high-contrast", "--all"], "gallery-primary-high-contrast.txt"),
        (["--all"], "gallery-all.txt"),
        (["--button", "follow", "--theme", "dark", "--format", "ansi", "--all"], "gallery-follow-dark.ansi.txt"),
        (["--button", "modal"], "gallery-modal-review.txt"),
        ([], "gallery-review.txt"),
        (["--buttons", "Buttons/examples/save.json"], "gallery-save-review.txt"),
    ])
    func snapshots(arguments: [String], snapshot: String) throws {
        let result = try cli.run(["gallery"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLISnapshot.verify(result.stdout, named: snapshot) == nil)
    }

    /// Title fallbacks (↩) and style fallbacks (↪) are marked apart; ≡ marks the alias.
    @Test func everyCombinationIsLabelledAndMarked() throws {
        let text = try cli.run(["gallery", "--button", "follow", "--all"]).stdout
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
        let every = try cli.run(["gallery", "--all"]).stdout
        for id in ["follow", "modal", "primary", "secondary", "link", "success", "danger", "on-color"] {
            #expect(text.contains(" Gallery: \(id), the flow × the review set"), "no gallery for \(id)")
            #expect(every.contains(" Gallery: \(id), every reachable state"), "no --all gallery for \(id)")
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

    /// The review states: each machine state as the machine reaches it, its entry applied,
    /// then highlighted and disabled beside it; no highlight where the machine disables.
    @Test func theDefaultIsTheFlowTimesTheReviewSet() throws {
        let text = try cli.run(["gallery", "--button", "modal"]).stdout
        let labels = text.split(separator: "\n").flatMap { line in
            line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.contains(" 0x") }
        }
        #expect(
            labels == [
                "download N 0x0", "download H 0x1", "download D 0x2", "downloading D 0x2", "install N 0x0",
                "install H 0x1", "install D 0x2", "installing D 0x2", "complete D 0x2",
            ])
        #expect(text.contains("Downloading..."))
    }

    /// `--states` chooses among every reachable state, in the terminal look too, and the
    /// title says so; `--mode` keeps one machine state's review states.
    @Test func chosenStatesAndOneMachineState() throws {
        let chosen = try cli.run(["gallery", "--button", "modal", "--states", "normal,selected+highlighted"])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(chosen.stdout.hasPrefix(" Gallery: modal, chosen states · theme default · locale en\n"))
        #expect(chosen.stdout.contains("install S|H 0x5"))
        let mode = try cli.run(["gallery", "--button", "modal", "--mode", "install"])
        #expect(mode.stdout.hasPrefix(" Gallery: modal, the flow × the review set · theme default · locale en\n"))
        let labels = mode.stdout.split(separator: "\n").flatMap { line in
            line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.contains(" 0x") }
        }
        #expect(labels == ["install N 0x0", "install H 0x1", "install D 0x2"])
    }

    /// One selection for every command: unknown names are refused with the names declared.
    @Test func theSelectionRefusesUnknownNames() throws {
        let state = try cli.run(["gallery", "--button", "follow", "--states", "normal,shiny"])
        #expect(state.status == 64)
        #expect(
            state.stderr
                == "button-sim: gallery: unknown state 'shiny' in --states; valid: normal, highlighted, disabled, selected, focused, mutual, loading\n"
        )
        let mode = try cli.run(["gallery", "--button", "modal", "--mode", "paused"])
        #expect(
            mode.stderr
                == "button-sim: gallery: modal has no machine state 'paused'; states: download, downloading, install, installing, complete\n"
        )
        let repeated = try cli.run(["gallery", "--button", "follow", "--button", "modal", "--all", "--mode", "idle"])
        #expect(
            repeated.stderr
                == "button-sim: gallery: modal has no machine state 'idle'; states: download, downloading, install, installing, complete\n"
        )
    }
}
