import ButtonKitTestSupport
import Foundation
import Testing

/// CI runs ButtonSim in a checkout of a pull request, often as root. The repository can
/// commit a symbolic link where a job writes its output, and name any file as the state
/// file; git creates the links owned by whoever checks out. Here a real repository with
/// such links is cloned and each command is run in the clone, as CI would.
@Suite("an untrusted checkout")
struct UntrustedCheckoutTests {
    let cli: ButtonSimCLI
    /// The clone the commands run in.
    let checkout: URL
    /// A file outside the checkout that the links point at.
    let victim: URL
    /// A folder outside the checkout that a committed folder link points at.
    let outside: URL

    static let victimText = "root:x:0:0:root:/root:/bin/bash\n"

    init() throws {
        cli = try ButtonSimCLI()
        victim = cli.home.appendingPathComponent("passwd")
        outside = cli.home.appendingPathComponent("etc")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data(Self.victimText.utf8).write(to: victim)
        let upstream = cli.home.appendingPathComponent("upstream")
        try FileManager.default.createDirectory(at: upstream, withIntermediateDirectories: true)
        let example = BuiltProduct.packageRoot.appendingPathComponent("Buttons/examples/subscribe.json")
        try FileManager.default.copyItem(at: example, to: upstream.appendingPathComponent("mine.json"))
        for (link, destination) in [
            ("review.html", victim.path), ("demo.cast", victim.path), ("changes.md", victim.path),
            ("Generated", outside.path),
        ] {
            try FileManager.default.createSymbolicLink(
                atPath: upstream.appendingPathComponent(link).path, withDestinationPath: destination)
        }
        try FileManager.default.createDirectory(
            at: upstream.appendingPathComponent("Exported"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: upstream.appendingPathComponent("Exported/SubscribeButton.swift").path,
            withDestinationPath: victim.path)
        try Self.git(["init", "-q"], in: upstream)
        try Self.git(["add", "-A"], in: upstream)
        try Self.git(
            ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "links"], in: upstream)
        checkout = cli.home.appendingPathComponent("checkout")
        try Self.git(["clone", "-q", upstream.path, checkout.path], in: cli.home)
    }

    static func git(_ arguments: [String], in directory: URL) throws {
        let result = try RepositoryScript.run("git", arguments, in: directory)
        guard result.status == 0 else { throw GitFailed(message: result.stderr) }
    }

    struct GitFailed: Error { var message: String }

    /// The victim is as it was and still a plain file.
    func expectUntouched() throws {
        #expect(try String(contentsOf: victim, encoding: .utf8) == Self.victimText)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == [])
    }

    @Test func aCommittedLinkIsNeverWrittenThrough() throws {
        let runs: [(arguments: [String], line: String)] = [
            (
                ["sheet", "--buttons", "mine.json", "--output", "review.html"],
                "sheet: cannot write 'review.html': it is a symbolic link to '\(victim.path)'; writes do not follow links (--follow-links writes through it)"
            ),
            (
                ["diff", "mine.json", "mine.json", "--format", "markdown", "--output", "changes.md"],
                "diff: cannot write 'changes.md': it is a symbolic link to '\(victim.path)'; writes do not follow links (--follow-links writes through it)"
            ),
            (
                ["play", "--buttons", "mine.json", "--keys", "s", "--record", "demo.cast"],
                "play: cannot write the recording to 'demo.cast': it is a symbolic link to '\(victim.path)'; writes do not follow links (--follow-links writes through it)"
            ),
            (
                ["sheet", "--buttons", "mine.json", "--output", "Generated/review.html"],
                "sheet: cannot write 'Generated/review.html': 'Generated' is a symbolic link to '\(outside.path)'; writes do not follow links (--follow-links writes through it)"
            ),
        ]
        for run in runs {
            let result = try cli.run(run.arguments, in: checkout)
            #expect(result.status == 1, "\(run.arguments)")
            #expect(result.stderr == "button-sim: \(run.line)\n", "\(run.arguments)")
            try expectUntouched()
        }
    }

    @Test func exportWithForceStillRefusesACommittedLinkAndWritesNothing() throws {
        for output in ["Exported", "Generated"] {
            let result = try cli.run(
                ["export", "swift", "--buttons", "mine.json", "--button", "subscribe", "--output", output, "--force"],
                in: checkout)
            #expect(result.status == 1, "\(output)")
            #expect(result.stderr.hasPrefix("button-sim: export swift: cannot write into '\(output)': "))
            #expect(
                result.stderr.contains("writes do not follow links (--follow-links writes through it); nothing written")
            )
            try expectUntouched()
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: checkout.appendingPathComponent("Exported").path) == [
                "SubscribeButton.swift"
            ])
    }

    @Test func followLinksIsTheUsersExplicitChoice() throws {
        let result = try cli.run(
            ["sheet", "--buttons", "mine.json", "--output", "review.html", "--follow-links"], in: checkout)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }

    @Test func aStateFileThatIsNotOneIsRefusedAndNothingMoves() throws {
        let board = checkout.appendingPathComponent("mine.json")
        let before = try Data(contentsOf: board)
        let folder = checkout.appendingPathComponent("Generated").path
        let cases: [(path: String, what: String)] = [
            ("mine.json", "not a ButtonSim state file"), (checkout.path, "a folder"), ("Generated", "a folder"),
        ]
        for (path, what) in cases {
            let result = try cli.run(
                ["play", "--buttons", "mine.json", "--state-file", path, "--keys", "s"], in: checkout)
            let absolute = path.hasPrefix("/") ? path : checkout.appendingPathComponent(path).path
            #expect(result.status == 64, "\(path)")
            #expect(
                result.stderr == "button-sim: --state-file \(absolute) is \(what); nothing was read or moved\n",
                "\(path)")
        }
        #expect(try Data(contentsOf: board) == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: checkout.path).sorted()
        #expect(names == [".git", "Exported", "Generated", "changes.md", "demo.cast", "mine.json", "review.html"])
        #expect(FileManager.default.fileExists(atPath: folder))
        try expectUntouched()
    }
}
