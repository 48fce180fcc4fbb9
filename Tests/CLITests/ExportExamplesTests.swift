import Foundation
import Testing

/// `docs/export/`: the files `export swift` writes for the follow and save buttons, as an
/// engineer reads them, kept current (re-made with `BUTTONSIM_RECORD=1`).
@Suite("docs export examples")
struct ExportExamplesTests {
    @Test(arguments: [
        (
            ["--button", "follow"], "follow",
            ["FollowButton.swift", "FollowButton+Previews.swift", "FollowButtonTests.swift"]
        ),
        (
            ["--buttons", "Buttons/examples/configuration.json", "--button", "save"], "save",
            ["SaveButton.swift", "SaveButton+Previews.swift", "SaveButtonTests.swift"]
        ),
    ])
    func theExportedFilesInDocsAreCurrent(arguments: [String], folder: String, files: [String]) throws {
        let cli = try ButtonSimCLI()
        let output = cli.home.appendingPathComponent("out")
        let result = try cli.run(["export", "swift"] + arguments + ["--output", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        // The examples pass the audit, so the export has nothing to say about them.
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        // The asset catalog's files, and no colour set in docs that the export no longer writes.
        let colors = try Self.files(under: output, in: "Colors.xcassets")
        let documented = try Self.files(
            under: ButtonSimCLI.packageRoot.appendingPathComponent("docs/export/\(folder)"), in: "Colors.xcassets")
        #expect(colors.contains("Colors.xcassets/Contents.json"))
        #expect(colors.count >= 2, "\(colors)")
        for name in files + ["Localizable.xcstrings"] + colors {
            let made = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
            let url = ButtonSimCLI.packageRoot.appendingPathComponent("docs/export/\(folder)/\(name)")
            #expect(CLISnapshot.verify(made, at: url) == nil, "\(name)")
        }
        #expect(Set(documented).subtracting(colors).isEmpty, "\(Set(documented).subtracting(colors))")
    }

    /// The files under `folder/sub`, as paths relative to `folder`, sorted.
    static func files(under folder: URL, in sub: String) throws -> [String] {
        let root = folder.appendingPathComponent(sub)
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.map { "\(sub)/\($0)" }.sorted()
    }

    @Test func exportingAButtonThatFailsTheAuditSaysSoInOneLine() throws {
        let cli = try ButtonSimCLI()
        let file = cli.home.appendingPathComponent("tiny.json")
        try Data(#"{"buttons": [{"id": "tiny", "size": "small", "titles": {"normal": "Go"}}]}"#.utf8).write(to: file)
        let output = cli.home.appendingPathComponent("tiny-out")
        let result = try cli.run([
            "export", "swift", "--buttons", file.path, "--button", "tiny", "--output", output.path,
        ])
        // The files are written all the same: the audit informs, the export does not refuse.
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("TinyButton.swift").path))
        #expect(
            result.stderr
                == "button-sim: export swift: 'tiny' fails the audit in theme default (1 finding: hit-target); "
                + "button-sim audit --buttons '\(file.path)' lists them\n")
        // The command it names audits the theme exported.
        let dark = try cli.run([
            "export", "swift", "--buttons", file.path, "--button", "tiny", "--theme", "dark", "--output",
            output.path, "--force",
        ])
        #expect(dark.status == 0)
        #expect(
            dark.stderr
                == "button-sim: export swift: 'tiny' fails the audit in theme dark (1 finding: hit-target); "
                + "button-sim audit --buttons '\(file.path)' --theme 'dark' lists them\n")
    }
}
