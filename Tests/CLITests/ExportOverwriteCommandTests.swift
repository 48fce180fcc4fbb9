import Foundation
import Testing

/// `export swift` into a folder that already holds its files: generated files left as they
/// were are replaced, edited ones and strangers' are kept unless `--force`, a linked catalog
/// is written through its link, and a refused or failed export writes nothing.
@Suite("export swift: existing files")
struct ExportOverwriteCommandTests {
    let cli: ButtonSimCLI

    init() throws {
        cli = try ButtonSimCLI()
    }

    /// Every file under `folder` (the asset catalog's included), by its path in the folder.
    func contents(_ folder: URL) throws -> [String: String] {
        var out: [String: String] = [:]
        for case let name as String in FileManager.default.enumerator(atPath: folder.path) ?? .init() {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            out[name] = try String(contentsOf: url, encoding: .utf8)
        }
        return out
    }

    @Test func aSecondExportWithoutForceRefusesAnEditedFile() throws {
        let folder = cli.home.appendingPathComponent("ui")
        let arguments = ["export", "swift", "--button", "follow", "--output", folder.path]
        #expect(try cli.run(arguments).status == 0)
        // Unchanged: exported again without a word.
        let again = try cli.run(arguments)
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
        let swift = folder.appendingPathComponent("FollowButton.swift")
        try (try String(contentsOf: swift, encoding: .utf8) + "// mine\n").write(
            to: swift, atomically: true, encoding: .utf8)
        let before = try contents(folder)
        let refused = try cli.run(arguments)
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "button-sim: export swift: '\(swift.path)' was edited since it was exported; nothing written (--force replaces it)\n"
        )
        #expect(try contents(folder) == before)
        let forced = try cli.run(arguments + ["--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try !String(contentsOf: swift, encoding: .utf8).contains("// mine"))
    }

    @Test func aFileTheExportDidNotWriteIsKept() throws {
        let folder = cli.home.appendingPathComponent("ui")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let tests = folder.appendingPathComponent("FollowButtonTests.swift")
        try "final class FollowButtonTests {}\n".write(to: tests, atomically: true, encoding: .utf8)
        let result = try cli.run(["export", "swift", "--button", "follow", "--output", folder.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("was not written by export swift; nothing written (--force replaces it)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["FollowButtonTests.swift"])
    }

    /// A read-only file among the targets: the export fails before anything is written.
    @Test func aFailedExportLeavesNothingHalfWritten() throws {
        let folder = cli.home.appendingPathComponent("ui")
        let arguments = ["export", "swift", "--button", "follow", "--output", folder.path]
        #expect(try cli.run(arguments).status == 0)
        let previews = folder.appendingPathComponent("FollowButton+Previews.swift").path
        #expect(chmod(previews, 0o444) == 0)
        defer { chmod(previews, 0o644) }
        let before = try contents(folder)
        let failed = try cli.run(["export", "swift", "--button", "modal", "--output", folder.path])
        #expect(failed.status == 0, "another button's files are other files")
        let after = try cli.run(arguments + ["--theme", "dark"])
        #expect(after.status == 1)
        #expect(after.stderr.contains("it is read-only; nothing written"), "\(after.stderr)")
        let now = try contents(folder)
        for (name, text) in before where !name.hasPrefix("Modal") && name != "Localizable.xcstrings" {
            #expect(now[name] == text, "\(name)")
        }
    }

    /// The catalog is a link (to a shared folder): refused unless `--follow-links`; with
    /// it, the link stays a link and its target is merged into.
    @Test func aLinkedCatalogIsWrittenThroughTheLinkOnlyWhenAsked() throws {
        let folder = cli.home.appendingPathComponent("ui")
        let shared = cli.home.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        let target = shared.appendingPathComponent("Localizable.xcstrings")
        try #"{"sourceLanguage" : "en", "strings" : {"Keep" : {"shouldTranslate" : false}}, "version" : "1.0"}"#
            .write(to: target, atomically: true, encoding: .utf8)
        let link = folder.appendingPathComponent("Localizable.xcstrings").path
        #expect(symlink(target.path, link) == 0)
        let refused = try cli.run(["export", "swift", "--button", "follow", "--output", folder.path])
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "button-sim: export swift: cannot write into '\(folder.path)': \(link): it is a symbolic link to '\(target.path)'; writes do not follow links (--follow-links writes through it); nothing written\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Localizable.xcstrings"])
        let result = try cli.run(
            ["export", "swift", "--button", "follow", "--output", folder.path, "--follow-links"])
        #expect(result.status == 0, "\(result.stderr)")
        var info = stat()
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        let merged = try String(contentsOf: target, encoding: .utf8)
        #expect(merged.contains("\"Keep\" : {\n      \"shouldTranslate\" : false\n    }"))
        #expect(merged.contains("\"follow.title.normal\""))
    }

    @Test func aConflictIsOneLineAndTheCatalogsTranslationStays() throws {
        let folder = cli.home.appendingPathComponent("ui")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        try #"""
        {"sourceLanguage" : "en", "strings" : {"follow.title.normal" : {"localizations" : {
          "zh-Hans" : {"stringUnit" : {"state" : "needs_review", "value" : "关注我们"}}}}}, "version" : "1.0"}
        """#.write(to: catalog, atomically: true, encoding: .utf8)
        let result = try cli.run(["export", "swift", "--button", "follow", "--output", folder.path])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "button-sim: export swift: '\(catalog.path)': follow.title.normal [zh-Hans]: kept the catalog's \"关注我们\" over the button file's \"关注\"\n"
        )
        let merged = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any]
        let strings = merged?["strings"] as? [String: [String: Any]]
        let chinese =
            (strings?["follow.title.normal"]?["localizations"] as? [String: Any])?["zh-Hans"] as? [String: Any]
        #expect((chinese?["stringUnit"] as? [String: String]) == ["state": "needs_review", "value": "关注我们"])
    }

    @Test func aCatalogInAnotherLanguageIsRefusedAndKept() throws {
        let folder = cli.home.appendingPathComponent("ui")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        let german = #"{"sourceLanguage" : "de", "strings" : {}, "version" : "1.0"}"#
        try german.write(to: catalog, atomically: true, encoding: .utf8)
        let result = try cli.run(["export", "swift", "--button", "follow", "--output", folder.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"has source language "de", the button file's first locale is "en""#))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Localizable.xcstrings"])
        #expect(try String(contentsOf: catalog, encoding: .utf8) == german)
    }

    @Test func applesChineseNameIsAcceptedForAFilesZh() throws {
        let result = try cli.run(["render", "--locale", "zh-Hans", "--button", "follow"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("关注"))
    }

    @Test func theTestsImportTheModuleNamed() throws {
        let folder = cli.home.appendingPathComponent("ui")
        let result = try cli.run(["export", "swift", "--button", "follow", "--module", "Shop", "--output", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let tests = try String(contentsOf: folder.appendingPathComponent("FollowButtonTests.swift"), encoding: .utf8)
        #expect(tests.contains("\n@testable import Shop\n"))
    }
}
