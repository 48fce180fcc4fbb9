import ButtonKitTestSupport
import Foundation
import Testing

/// `export swiftui`: the twin's files written into a folder, one line for bad input, an edited
/// file kept unless `--force`, and the catalog shared with `export swift` (one set of keys).
@Suite("export swiftui: the command")
struct ExportSwiftUICommandTests {
    let cli: ButtonSimCLI

    init() throws {
        cli = try ButtonSimCLI()
    }

    @Test func writesTheTwinItsTestsAndTheCatalogs() throws {
        defer { try? FileManager.default.removeItem(at: cli.home) }
        let folder = cli.home.appendingPathComponent("twin")
        let result = try cli.run(["export", "swiftui", "--button", "follow", "--output", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let written = result.stdout.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }
        #expect(
            Array(written.prefix(3)) == [
                "FollowButton.swift", "FollowButtonSwiftUITests.swift", "Localizable.xcstrings",
            ])
        let twin = try String(contentsOf: folder.appendingPathComponent("FollowButton.swift"), encoding: .utf8)
        #expect(twin.contains("struct FollowButtonStyle: ButtonStyle"))
        #expect(twin.contains("@Observable\n@MainActor\nfinal class FollowButtonModel"))
    }

    @Test func bothExportsShareOneCatalogWithTheSameKeys() throws {
        defer { try? FileManager.default.removeItem(at: cli.home) }
        let uikit = cli.home.appendingPathComponent("uikit")
        let swiftUI = cli.home.appendingPathComponent("swiftui")
        #expect(try cli.run(["export", "swift", "--button", "follow", "--output", uikit.path]).status == 0)
        #expect(try cli.run(["export", "swiftui", "--button", "follow", "--output", swiftUI.path]).status == 0)
        func keys(_ folder: URL) throws -> Set<String> {
            let data = try Data(contentsOf: folder.appendingPathComponent("Localizable.xcstrings"))
            let catalog = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return Set((catalog["strings"] as? [String: Any] ?? [:]).keys)
        }
        let twinKeys = try keys(swiftUI)
        let uikitKeys = try keys(uikit)
        #expect(!twinKeys.isEmpty)
        #expect(twinKeys.isSubset(of: uikitKeys), "\(twinKeys.subtracting(uikitKeys))")
    }

    @Test func anUnknownButtonIsOneLineAndExit64() throws {
        defer { try? FileManager.default.removeItem(at: cli.home) }
        let result = try cli.run(["export", "swiftui", "--button", "nope", "--output", cli.home.path])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("button-sim: export swiftui: unknown button 'nope'; valid: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func anEditedTwinIsKeptUnlessForced() throws {
        defer { try? FileManager.default.removeItem(at: cli.home) }
        let folder = cli.home.appendingPathComponent("twin")
        let arguments = ["export", "swiftui", "--button", "follow", "--output", folder.path]
        #expect(try cli.run(arguments).status == 0)
        let twin = folder.appendingPathComponent("FollowButton.swift")
        let edited = try String(contentsOf: twin, encoding: .utf8) + "// mine\n"
        try edited.write(to: twin, atomically: true, encoding: .utf8)
        let refused = try cli.run(arguments)
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "button-sim: export swiftui: '\(twin.path)' was edited since it was exported; nothing written (--force replaces it)\n"
        )
        #expect(try String(contentsOf: twin, encoding: .utf8) == edited)
        #expect(try cli.run(arguments + ["--force"]).status == 0)
        #expect(try String(contentsOf: twin, encoding: .utf8) != edited)
    }

    @Test func aConfigurationButtonIsRefusedWithOneLine() throws {
        defer { try? FileManager.default.removeItem(at: cli.home) }
        let file = BuiltProduct.packageRoot.appendingPathComponent("Buttons/examples/configuration.json").path
        let result = try cli.run([
            "export", "swiftui", "--buttons", file, "--button", "plain", "--output", cli.home.path,
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("has no SwiftUI twin yet"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
