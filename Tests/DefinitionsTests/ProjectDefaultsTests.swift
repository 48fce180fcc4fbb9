import ButtonKit
import Definitions
import Foundation
import Testing

/// `.button-sim.json`: found in the working folder or a parent, paths taken from its own
/// folder and kept inside it, every problem one line.
@Suite("Project defaults")
struct ProjectDefaultsTests {
    /// A fresh folder with `files` (relative path to content); removed by the caller.
    func project(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "button-sim-project-\(UUID().uuidString)")
        for (path, content) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        return root.resolvingSymlinksInPath()
    }

    @Test func theNearestFileAboveTheWorkingFolderGivesPathsFromItsOwnFolder() throws {
        let root = try project([
            ".button-sim.json": #"{"buttons": "Buttons/save.json", "theme": "dark", "locale": "zh"}"#,
            "Buttons/save.json": "{}", "app/Sources/.keep": "",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try #require(ProjectDefaults.find(from: root.appendingPathComponent("app/Sources").path))
        let defaults = try found.get()
        #expect(defaults.buttons == root.appendingPathComponent("Buttons/save.json").path)
        #expect(defaults.theme == "dark")
        #expect(defaults.locale == LocaleTag(rawValue: "zh"))
        #expect(defaults.file == root.appendingPathComponent(".button-sim.json").path)
    }

    @Test func noFileMeansNoDefaults() throws {
        let root = try project(["a/.keep": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        // The temporary folder's parents hold no .button-sim.json.
        #expect(ProjectDefaults.find(from: root.appendingPathComponent("a").path) == nil)
    }

    @Test(arguments: [
        (
            #"{"buttons": "/etc/passwd"}"#,
            #"buttons: "/etc/passwd" is an absolute path: the files it names must lie in its folder or below it"#
        ),
        (
            #"{"theme": "../x.theme.json"}"#,
            #"theme: "../x.theme.json" leads out of the file's folder with '..': the files it names must lie in its folder or below it"#
        ),
        (#"{"colour": "red"}"#, #"colour: unknown key "colour"; expected buttons, theme or locale"#),
        (#"{"locale": 3}"#, "locale: expected a non-empty string, found a number"),
        ("[1]", "(root): expected an object, found an array"),
    ])
    func aFileThatCannotBeUsedIsOneLine(content: String, expected: String) throws {
        let root = try project([".button-sim.json": content])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try #require(ProjectDefaults.find(from: root.path))
        let file = root.appendingPathComponent(".button-sim.json").path
        guard case .failure(let problem) = result else {
            Issue.record("expected a problem, got \(result)")
            return
        }
        #expect(problem.line == "\(file): \(expected)")
    }

    @Test func aLinkOutOfTheFolderIsRefused() throws {
        let outside = try project(["secret.json": "{}"])
        let root = try project([".button-sim.json": #"{"buttons": "link/secret.json"}"#])
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("link"), withDestinationURL: outside)
        let result = try #require(ProjectDefaults.find(from: root.path))
        guard case .failure(let problem) = result else {
            Issue.record("expected a problem, got \(result)")
            return
        }
        #expect(
            problem.message.hasPrefix(#""link/secret.json" leads out of the file's folder through a symbolic link"#))
    }
}
