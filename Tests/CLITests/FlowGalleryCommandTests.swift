import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `gallery --flow` and `render --mode`: a machine state as the machine alone reaches it,
/// its entry applied, as `play` shows it.
@Suite("gallery --flow and render --mode: the flow")
struct FlowGalleryCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    @Test func renderModeAppliesTheEntryAsPlayShowsIt() throws {
        let rendered = try cli.run([
            "render", "--buttons", "Buttons/examples/subscribe.json", "--button", "subscribe", "--mode", "requesting",
        ])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(rendered.stdout.contains("Pending…"), "\(rendered.stdout)")
        #expect(!rendered.stdout.contains("Subscribe"))
    }

    @Test func theModalsFlowInTextIsItsFiveStepsInOrder() throws {
        let result = try cli.run(["gallery", "--flow", "--button", "modal", "--format", "text"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == " Flow: modal, each machine state as the machine reaches it · theme default · locale en")
        let labels = lines.filter { $0.hasPrefix("  1 ") || $0.hasPrefix("  4 ") }
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(
            labels == [
                "1 download 2 downloading ← tap 3 install ← after step", "4 installing ← tap 5 complete ← after step",
            ])
        let titles = ["♥ Download", "⠋ Downloading...", "♥ Install", "⠋ Installing...", "♣ Complete!"]
        var position = result.stdout.startIndex
        for title in titles {
            let found = try #require(
                result.stdout.range(of: title, range: position..<result.stdout.endIndex), "\(title)")
            position = found.upperBound
        }
    }

    @Test func aFlowSaysWhereABranchComesFromAndUsesTheEventsLabel() throws {
        let result = try cli.run(["gallery", "--flow", "--buttons", "Buttons/examples/send.json", "--format", "text"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("3 sent ← The request succeeds"))
        #expect(result.stdout.contains("4 failed ← sending · The request fails"))
        #expect(result.stdout.contains("⠋ Sending…"))
    }

    @Test func theDeviceFlowHeadsEachCellWithItsStep() throws {
        let result = try cli.run(["gallery", "--flow", "--button", "modal", "--look", "device"])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = result.stdout
        #expect(svg.contains(">modal · flow · theme default · en<"))
        for heading in ["1 download", "2 downloading", "← tap", "5 complete", "← after step"] {
            #expect(svg.contains(">\(heading)<"), "\(heading)")
        }
        #expect(svg.contains("Downloading...") && svg.contains("Complete!"))
        _ = try XMLDocument(xmlString: svg)
    }

    @Test func buttonsWithoutAMachineAreLeftOutOrRefusedWithAReason() throws {
        let mixed = try cli.run(["gallery", "--flow", "--format", "text"])
        #expect(mixed.status == 0)
        #expect(mixed.stdout.contains("Flow: modal") && !mixed.stdout.contains("Flow: primary"))
        let bare = try cli.run(["gallery", "--flow", "--button", "primary"])
        #expect(bare.status == 64)
        #expect(bare.stderr == "button-sim: gallery: primary has no machine, so --flow does not apply\n")
        let refused = try cli.run(["gallery", "--flow", "--mode", "install", "--button", "modal"])
        #expect(refused.status == 64)
        #expect(refused.stderr == "button-sim: --flow shows every machine state: no --states, --mode or --all\n")
    }
}
