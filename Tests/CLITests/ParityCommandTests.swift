import Foundation
import Testing

/// `parity` and `--framework` (DESIGN section 19): the built-in follow button's known
/// differences with their reasons, the JSON shape, waivers and exit codes, Markdown that
/// stays inert, and the same button drawn under each framework's rules.
@Suite("parity and --framework")
struct ParityCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    struct Report: Decodable {
        struct Button: Decodable {
            var id: String
            var differences: [Difference]
        }
        struct Difference: Decodable, Equatable {
            var state: String
            var field: String
            var uikit: String
            var swiftui: String
            var why: String
            var waived: String?
        }
        var buttons: [Button]
    }

    func report(_ arguments: [String]) throws -> (status: Int32, report: Report) {
        let result = try cli.run(["parity", "--format", "json"] + arguments)
        return (result.status, try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8)))
    }

    @Test("follow: selected+focused and selected+disabled show Followed under SwiftUI, Follow under UIKit")
    func followTitles() throws {
        for state in ["selected,focused", "selected,disabled"] {
            let uiKit = try cli.run(["render", "--button", "follow", "--state", state, "--framework", "uikit"])
            let swiftUI = try cli.run(["render", "--button", "follow", "--state", state, "--framework", "swiftui"])
            #expect(uiKit.status == 0 && swiftUI.status == 0)
            #expect(uiKit.stdout.contains(" Follow ") && !uiKit.stdout.contains("Followed"))
            #expect(swiftUI.stdout.contains("Followed"))
        }
        let (status, parsed) = try report(["--button", "follow"])
        #expect(status == 1)
        let differences = try #require(parsed.buttons.first { $0.id == "follow" }).differences
        for state in ["selected|focused", "disabled|selected"] {
            #expect(
                differences.contains(
                    Report.Difference(
                        state: state, field: "title", uikit: "Follow", swiftui: "Followed",
                        why:
                            "in en, UIKit: \(state == "selected|focused" ? "0xC" : "0x6") has no value, fell back to normal; SwiftUI: ladder: selected (slot 0x4)",
                        waived: nil)),
                "\(state)")
        }
        let pressedDisabled = try #require(differences.first { $0.state == "highlighted|disabled" })
        #expect(pressedDisabled.field == "reachable")
        #expect(pressedDisabled.uikit == "yes" && pressedDisabled.swiftui == "no")
        #expect(pressedDisabled.why.contains("isPressed only while enabled"))
    }

    @Test("the same file gives the same bytes on every run, machine states in file order")
    func byteIdentical() throws {
        let arguments = ["parity", "--buttons", "Buttons/examples/send.json"]
        let first = try cli.run(arguments), second = try cli.run(arguments)
        #expect(first.status == 1)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains("reachable highlighted|disabled (idle, sending, sent, failed): "))
        #expect(first.stdout.hasSuffix("waived\n"))
    }

    @Test("a waived state is reported with its reason and does not fail; an unwaived one exits 1")
    func waivers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ waive: String) throws -> String {
            let url = folder.appendingPathComponent("twin-\(waive.count).json")
            try """
            {"buttons": [{"id": "twin", "titles": {"normal": "Off", "selected": "On"}, "parity": {"waive": {\(waive)}}}]}
            """.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let some = try file("\"selected|focused\": \"the twin keeps On\"")
        let (status, parsed) = try report(["--buttons", some])
        #expect(status == 1)
        let differences = parsed.buttons[0].differences
        #expect(differences.contains { $0.state == "selected|focused" && $0.waived == "the twin keeps On" })
        #expect(differences.contains { $0.waived == nil })
        let text = try cli.run(["parity", "--buttons", some])
        #expect(text.stdout.contains("    waived: the twin keeps On"))
        let unwaived = Set(differences.filter { $0.waived == nil }.map(\.state))
        let all = try file(
            (["selected|focused"] + unwaived.sorted()).map { "\"\($0)\": \"accepted\"" }.joined(separator: ", "))
        let passing = try cli.run(["parity", "--buttons", all])
        #expect(passing.status == 0, "\(passing.stdout)")
    }

    @Test("markdown escapes what a button file writes, as the other pull-request markdown does")
    func markdownIsInert() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parity-md-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("b.json")
        try """
        {"buttons": [{"id": "b", "titles": {"normal": "[x](https://e.test) @team", "selected": "a|b`c"},
          "parity": {"waive": {"selected|focused": "ok <b>@team</b>"}}}]}
        """.write(to: url, atomically: true, encoding: .utf8)
        let result = try cli.run(["parity", "--buttons", url.path, "--format", "markdown"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("## Parity: UIKit and SwiftUI\n"))
        #expect(result.stdout.contains("| ``a\\|b`c`` |"))
        #expect(!result.stdout.contains("<b>"))
        #expect(result.stdout.contains("@\u{200B}team"))
    }

    @Test("bad arguments get one line and exit 64")
    func badArguments() throws {
        let unknown = try cli.run(["parity", "--button", "nope"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("button-sim: parity: unknown button 'nope'; valid: follow,"))
        let framework = try cli.run(["render", "--button", "follow", "--framework", "appkit"])
        #expect(framework.status == 64)
        #expect(framework.stderr.split(separator: "\n").count == 1)
        let states = try cli.run(["parity", "--states", "normal"])
        #expect(states.status == 64)
    }

    @Test("play under SwiftUI refuses h with a status line and keeps a disabled button unpressed")
    func playUnderSwiftUI() throws {
        let result = try cli.run(["play", "--framework", "swiftui", "--keys", "h", "--size", "100x30"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("pressed comes only from a touch"))
        #expect(result.stdout.hasPrefix(" ButtonSim   theme default · locale en · SwiftUI rules "))
        let uiKit = try cli.run(["play", "--keys", "h", "--size", "100x30"])
        #expect(uiKit.stdout.hasPrefix(" ButtonSim   theme default · locale en   "))
    }
}
