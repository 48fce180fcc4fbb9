import Foundation
import Testing

@testable import Theming

/// Manifests from an untrusted pull request: each file read once however often it is listed,
/// at most 64 files, and nothing read from outside the manifest's own folder unless the
/// manifest lies in a trusted folder (the user's own themes folder).
@Suite("Manifest bounds")
struct ManifestBoundsTests {
    static func manifest(tokens: [String]) -> String {
        ManifestFixture.manifest.replacingOccurrences(
            of: "\"tokens\": [\"primitives.json\", \"buttons.json\"]",
            with: "\"tokens\": [" + tokens.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
    }

    @Test func aFileListedTenTimesIsReadOnce() throws {
        let tokens = ["primitives.json"] + Array(repeating: "buttons.json", count: 9) + ["./buttons.json"]
        let team = try ManifestFixture.team(manifest: Self.manifest(tokens: tokens))
        defer { team.remove() }
        let theme = try team.load().get()
        #expect(
            theme.sourceFiles.map { URL(fileURLWithPath: $0).lastPathComponent } == [
                "team.theme.json", "primitives.json", "buttons.json",
            ])
    }

    @Test func moreThanSixtyFourTokenFilesAreRefused() throws {
        let team = try ManifestFixture.team(
            manifest: Self.manifest(tokens: Array(repeating: "buttons.json", count: 65)))
        defer { team.remove() }
        #expect(team.problemLines() == ["team.theme.json: tokens: lists 65 token files (at most 64 are allowed)"])
    }

    @Test func anAbsolutePathIsRefused() throws {
        let outside = try ManifestFixture([
            "secret.json": "{\"secret\": {\"$type\": \"color\", \"$value\": \"#010203\"}}"
        ])
        defer { outside.remove() }
        let path = outside.url("secret.json").path
        let team = try ManifestFixture.team(manifest: Self.manifest(tokens: ["primitives.json", "buttons.json", path]))
        defer { team.remove() }
        #expect(
            team.problemLines() == [
                "team.theme.json: tokens: \"\(path)\" is an absolute path: the files a manifest names must lie in its folder or below it"
            ])
    }

    @Test func dotDotOutOfTheFolderIsRefused() throws {
        let team = try ManifestFixture.team(
            manifest: Self.manifest(tokens: ["primitives.json", "./buttons.json", "../secret.json"]))
        defer { team.remove() }
        #expect(
            team.problemLines() == [
                "team.theme.json: tokens: \"../secret.json\" leads out of the manifest's folder with '..': the files a manifest names must lie in its folder or below it"
            ])
    }

    @Test func aSymbolicLinkOutOfTheFolderIsRefused() throws {
        let outside = try ManifestFixture(["buttons.json": ManifestFixture.buttons])
        defer { outside.remove() }
        let team = try ManifestFixture([
            "primitives.json": ManifestFixture.primitives, "team.theme.json": ManifestFixture.manifest,
        ])
        defer { team.remove() }
        try FileManager.default.createSymbolicLink(
            at: team.url("buttons.json"), withDestinationURL: outside.url("buttons.json"))
        #expect(
            team.problemLines() == [
                "team.theme.json: tokens: \"buttons.json\" leads out of the manifest's folder through a symbolic link: the files a manifest names must lie in its folder or below it"
            ])
        // The same manifest in a trusted folder may reach outside.
        let trusted = ThemeLoader.load(contentsOf: team.url("team.theme.json"), trustedFolders: [team.folder])
        #expect((try? trusted.get()) != nil)
    }

    @Test func aCounterpartOutsideTheFolderIsRefused() throws {
        let manifest = ManifestFixture.manifest.replacingOccurrences(
            of: "\"map\": {", with: "\"dark\": \"/etc/passwd\",\n  \"map\": {")
        let team = try ManifestFixture.team(manifest: manifest)
        defer { team.remove() }
        #expect(
            team.problemLines() == [
                "team.theme.json: dark: \"/etc/passwd\" is an absolute path: the files a manifest names must lie in its folder or below it"
            ])
    }
}
