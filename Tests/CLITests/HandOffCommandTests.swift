import Foundation
import Testing

/// The hand-off options on the command line: `--look device`, `--scale`, `--columns`,
/// `--theme a,b`, and `export swift`.
@Suite("hand-off commands")
struct HandOffCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    @Test func deviceLookOptions() throws {
        let render = try cli.run([
            "render", "--button", "follow", "--state", "mutual", "--look", "device", "--theme", "default,dark",
            "--scale", "1",
        ])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.hasPrefix("<?xml") && render.stdout.contains("data-scale=\"1\""))
        #expect(
            render.stdout.components(separatedBy: "class=\"panel\"").count - 1 == 4,
            "two panels (a group and its rect each)")
        let gallery = try cli.run(["gallery", "--button", "modal", "--look", "device", "--columns", "2"])
        #expect(gallery.status == 0 && gallery.stdout.contains("class=\"button\""))
        let terminal = try cli.run(["gallery", "--button", "follow", "--columns", "5", "--all"])
        #expect(terminal.status == 0)
        // The first row of labels, below the legend lines.
        let labels = terminal.stdout.split(separator: "\n").first { $0.contains("N 0x0") } ?? ""
        #expect(labels.contains("S 0x4"), "five cells on the first row")
    }

    @Test(arguments: [
        (["render", "--button", "follow", "--look", "device", "--format", "ansi"], "--look device draws SVG"),
        (["render", "--button", "follow", "--look", "device", "--scale", "4"], "--scale must be 1, 2 or 3"),
        (["render", "--button", "follow", "--theme", "default,dark"], "need --look device"),
        (["gallery", "--columns", "0"], "--columns must be"),
        (["export", "swift", "--button", "nope"], "unknown button 'nope'"),
        (["export", "swift", "--button", "follow", "--module", "1App"], "--module must be a Swift module name"),
        (["export", "swift", "--button", "follow", "--module", "My-App"], "--module must be a Swift module name"),
        (
            ["gallery", "--look", "device", "--states", "normal,bogus"],
            "gallery: unknown state 'bogus' in --states; valid: normal,"
        ),
    ])
    func badHandOffArgumentsAreOneLine(arguments: [String], message: String) throws {
        let result = try cli.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func exportSwiftWritesTheClassAndTheCatalog() throws {
        let folder = cli.home.appendingPathComponent("out/ui")
        let first = try cli.run(["export", "swift", "--button", "follow", "--output", folder.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("FollowButton.swift") && first.stdout.contains("Localizable.xcstrings"))
        // After the paths, one line: the catalogs the class's target must include, and the bundle read.
        #expect(
            first.stdout.hasSuffix(
                ".json\nAdd Localizable.xcstrings and Colors.xcassets to the target that builds FollowButton: it reads"
                    + " its titles and colours from its own bundle, Bundle(for: FollowButton.self).\n"),
            "\(first.stdout)")
        let second = try cli.run([
            "export", "swift", "--buttons", "Buttons/examples/subscribe.json", "--button", "subscribe",
            "--theme", "dark", "--output", folder.path,
        ])
        #expect(second.status == 0, "\(second.stderr)")
        let swift = try String(contentsOf: folder.appendingPathComponent("SubscribeButton.swift"), encoding: .utf8)
        #expect(swift.contains("theme \"dark\"") && swift.contains("final class SubscribeButton: UIButton"))
        let catalog = try Data(contentsOf: folder.appendingPathComponent("Localizable.xcstrings"))
        let strings = try #require(
            (try JSONSerialization.jsonObject(with: catalog) as? [String: Any])?["strings"] as? [String: Any])
        #expect(
            strings["follow.title.mutual"] != nil && strings["subscribe.title.normal"] != nil, "both buttons' strings")
        let blocked = cli.home.appendingPathComponent("a-file")
        try "x".write(to: blocked, atomically: true, encoding: .utf8)
        let failed = try cli.run(["export", "swift", "--button", "follow", "--output", blocked.path])
        #expect(failed.status == 1 && failed.stderr.split(separator: "\n").count == 1, "\(failed.stderr)")
    }
}
