import Foundation
import Testing

/// The `container-disabled` environment, roles and control size as a user meets them on
/// the command line (DESIGN section 19): SwiftUI's rules only, UIKit's outputs untouched.
@Suite("container-disabled, role and control size on the command line")
struct SwiftUIEnvironmentCommandTests {
    let cli: ButtonSimCLI
    typealias CLIResult = ButtonSimCLI.Result

    init() throws { cli = try ButtonSimCLI() }

    func records(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try cli.run(["facts", "--locale", "en"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try result.stdout.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test("facts --environments all: SwiftUI adds a disabled container, where nothing is enabled")
    func factsInAContainer() throws {
        let swiftUI = try records(["--button", "primary", "--framework", "swiftui", "--environments", "all"])
        let inContainer = swiftUI.filter {
            ($0["environment"] as? [String])?.contains("container-disabled=on") ?? false
        }
        #expect(!inContainer.isEmpty)
        #expect(
            inContainer.allSatisfy {
                $0["enabled"] as? Bool == false && ($0["tapEvents"] as? [String])?.isEmpty == true
            })
        #expect(swiftUI.contains { $0["enabled"] as? Bool == true }, "out of the container it is enabled")
        #expect(swiftUI.allSatisfy { $0["controlSize"] as? String == "regular" })
        let uiKit = try records(["--button", "primary", "--environments", "all"])
        #expect(uiKit.allSatisfy { ($0["environment"] as? [String])?.count == 6 && $0["controlSize"] == nil })
        #expect(Set(uiKit.map { "\($0["environment"] ?? "")" }).count == 96)
    }

    @Test("render --container-disabled on: a SwiftUI button drawn as disabled, a UIKit one as it is")
    func renderInAContainer() throws {
        func picture(_ arguments: [String]) throws -> [Substring] {
            let result = try cli.run(["render", "--button", "primary", "--format", "ansi"] + arguments)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout.split(separator: "\n").dropFirst().map { $0 }  // under the heading
        }
        // The same cells, the picture under a heading only padded to the heading's width.
        func drawsAs(_ picture: [Substring], _ plain: CLIResult) -> Bool {
            let lines = plain.stdout.split(separator: "\n")
            return picture.count == lines.count
                && zip(picture, lines).allSatisfy { $0.hasPrefix($1.replacing("\u{1B}[0m", with: "")) }
        }
        let inContainer = try picture(["--framework", "swiftui", "--container-disabled", "on"])
        let disabled = try cli.run(["render", "--button", "primary", "--format", "ansi", "--state", "disabled"])
        #expect(drawsAs(inContainer, disabled))
        let plain = try cli.run(["render", "--button", "primary", "--format", "ansi", "--framework", "swiftui"])
        #expect(!drawsAs(inContainer, plain))
        let uiKit = try picture(["--container-disabled", "on"])
        let uiKitPlain = try cli.run(["render", "--button", "primary", "--format", "ansi"])
        #expect(drawsAs(uiKit, uiKitPlain))
        #expect(!drawsAs(uiKit, disabled))
    }

    @Test("audit covers the container under SwiftUI (192 environments), UIKit stays at 96")
    func auditEnvironments() throws {
        let swiftUI = try cli.run(["audit", "--button", "primary", "--framework", "swiftui"])
        #expect(swiftUI.stdout.contains("in 192 environments"), "\(swiftUI.stdout)")
        let uiKit = try cli.run(["audit", "--button", "primary"])
        #expect(uiKit.stdout.contains("in 96 environments"), "\(uiKit.stdout)")
    }

    @Test("a bad --container-disabled value is one line and exit 64")
    func badValue() throws {
        let result = try cli.run(["render", "--button", "primary", "--container-disabled", "maybe\u{1B}[2J"])
        #expect(result.status == 64)
        let lines = result.stderr.split(separator: "\n").filter { !$0.isEmpty }
        #expect(lines.first?.contains("container-disabled: unknown value") == true, "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"))
    }

    @Test("facts under SwiftUI: VoiceOver's name for follow does not change with focus")
    func nameIgnoresFocus() throws {
        let facts = try records(["--button", "follow", "--framework", "swiftui", "--mode", "idle"])
        func label(_ state: String) -> String? {
            facts.first { $0["state"] as? String == state }?["label"] as? String
        }
        #expect(label("disabled selected loading") == "Followed")
        #expect(label("disabled selected focused loading") == "Followed")
    }

    @Test("a close button without a title shows and reads the system label under SwiftUI, its role in the facts")
    func closeRole() throws {
        let file = cli.home.appendingPathComponent("close.json")
        try #"{"buttons": [{"id": "dismiss", "variant": "secondary", "role": "close"}]}"#.write(
            to: file, atomically: true, encoding: .utf8)
        let swiftUI = try records(["--buttons", file.path, "--framework", "swiftui", "--states", "normal"])
        #expect(swiftUI.first?["image"] as? String == "✕")
        #expect(swiftUI.first?["reads"] as? String == "Close, button")
        #expect(swiftUI.first?["role"] as? String == "close")
        let uiKit = try records(["--buttons", file.path, "--states", "normal"])
        #expect(uiKit.first?["image"] == nil && uiKit.first?["role"] == nil)
    }
}
