import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `play --record`: an asciicast v2 file whose replay ends on the screen `play` prints,
/// and `play --format ansi|svg` and `--look device` for the final screen.
@Suite("play recordings and pictures")
struct RecordingTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    static let script = "m tab space wait:200ms wait:600ms s h"

    /// Runs `scripts/replay-cast.py` (pyte) on a cast file.
    func replay(_ cast: URL) throws -> (status: Int32, screen: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", ButtonSimCLI.packageRoot.appendingPathComponent("scripts/replay-cast.py").path, cast.path,
        ]
        let out = cli.home.appendingPathComponent("replay-\(UUID().uuidString).txt")
        let err = cli.home.appendingPathComponent("replay-err-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return (
            process.terminationStatus, try String(contentsOf: out, encoding: .utf8),
            try String(contentsOf: err, encoding: .utf8)
        )
    }

    @Test func theRecordingIsAsciicastV2AndReplaysToTheFinalScreen() throws {
        let cast = cli.home.appendingPathComponent("demo.cast")
        let recorded = try cli.run(["play", "--keys", Self.script, "--record", cast.path])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let lines = try String(contentsOf: cast, encoding: .utf8).split(separator: "\n").map(String.init)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 100 && header["height"] as? Int == 30)
        #expect((header["title"] as? String)?.contains(Self.script) == true)
        var times: [Double] = []
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "\(line)")
            #expect(event.count == 3 && event[1] as? String == "o")
            times.append(try #require(event[0] as? Double))
        }
        #expect(times.first == 0)
        #expect(times == times.sorted(), "times never go back")
        // The tap's highlight ends at 150 ms, the download step at 1 s: both are frames, and
        // spinner ticks come between them; nothing is later than the 0.8 s the script waits.
        #expect(times.contains { abs($0 - 0.15) < 0.0005 })
        #expect(times.count > 5)
        #expect((times.last ?? 0) <= 0.8 + 1e-9)

        let replayed = try replay(cast)
        #expect(replayed.status == 0, "\(replayed.errors)")
        let text = try cli.run(["play", "--keys", Self.script, "--format", "text"]).stdout
        let expected = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            .joined(separator: "\n").trimmingCharacters(in: .newlines)
        #expect(replayed.screen.trimmingCharacters(in: .newlines) == expected)
    }

    @Test func aWaitIsAPause() throws {
        let cast = cli.home.appendingPathComponent("pause.cast")
        #expect(try cli.run(["play", "--keys", "s wait:2s s", "--record", cast.path]).status == 0)
        let times = try String(contentsOf: cast, encoding: .utf8).split(separator: "\n").dropFirst().map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])[0] as? Double
        }
        #expect(times == [0, 0, 2])
    }

    @Test func anUnwritableRecordingIsOneLine() throws {
        let result = try cli.run(["play", "--keys", "s", "--record", "/nonexistent-folder/x.cast"])
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("cannot write the recording"))
    }

    @Test func theFinalScreenInColourAndAsPictures() throws {
        let ansi = try cli.run(["play", "--keys", "m", "--format", "ansi"])
        #expect(ansi.status == 0 && ansi.stdout.contains("\u{1B}[0;") && ansi.stdout.contains("Mutual"))
        let stripped = ansi.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        let text = try cli.run(["play", "--keys", "m"]).stdout
        func lines(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
        #expect(lines(stripped) == lines(text))
        let plain = try cli.run(["play", "--keys", "m", "--format", "ansi"], environment: ["NO_COLOR": "1"])
        #expect(!plain.stdout.contains("38;5;"))
        for arguments in [
            ["--format", "svg"], ["--look", "device"], ["--look", "device", "--format", "svg", "--scale", "3"],
        ] {
            let svg = try cli.run(["play", "--keys", "m"] + arguments)
            #expect(svg.status == 0, "\(svg.stderr)")
            let document = try XMLDocument(data: Data(svg.stdout.utf8))
            #expect(document.rootElement()?.name == "svg")
        }
        #expect(try cli.run(["play", "--keys", "m", "--look", "device", "--format", "json"]).status == 64)
    }
}
