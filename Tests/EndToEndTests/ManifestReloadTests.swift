import Foundation
import Testing

/// Live reload of a theme manifest: an edit of any token file the manifest reads reloads
/// the theme (a broken edit keeps the last good theme and says why).
@Suite("Manifest live reload", .serialized)
struct ManifestReloadTests {
    @Test func editingATokenFileTheManifestReadsReloadsTheTheme() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "manifest-reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shipped = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Themes/default.json"), encoding: .utf8)
        let tokens = folder.appendingPathComponent("brand-tokens.json")
        try Data(shipped.utf8).write(to: tokens)
        let manifest = folder.appendingPathComponent("brand.theme.json")
        try Data(#"{"tokens": ["brand-tokens.json"]}"#.utf8).write(to: manifest)
        let tmux = try TmuxSession(arguments: ["--fresh", "--theme", manifest.path])
        try tmux.waitFor("theme brand")
        // The first alias of the token file now points nowhere.
        let broken = shipped.replacingOccurrences(
            of: "\"{", with: "\"{nowhere.", options: [], range: shipped.range(of: "\"{"))
        try Data(broken.utf8).write(to: tokens)
        let screen = try tmux.waitFor("unresolved alias")
        #expect(screen.contains("brand-tokens.json:"))
        try Data(shipped.utf8).write(to: tokens)
        try tmux.waitFor(timeout: 15, "the reload") { !$0.contains("unresolved alias") && $0.contains("theme brand") }
    }
}
