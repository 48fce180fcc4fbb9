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
        // The first frame, `s`, the second `s` after the pause, and the end of the script.
        #expect(times == [0, 0, 2, 2])
    }

    /// Runs `scripts/replay-cast.py --summary`: the summary line and the final screen.
    func summary(_ cast: URL) throws -> (duration: Double, markers: [[Any]], keys: [[Any]], screen: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", ButtonSimCLI.packageRoot.appendingPathComponent("scripts/replay-cast.py").path, "--summary",
            cast.path,
        ]
        let out = cli.home.appendingPathComponent("summary-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        let handle = try FileHandle(forWritingTo: out)
        process.standardOutput = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        #expect(process.terminationStatus == 0)
        let text = try String(contentsOf: out, encoding: .utf8)
        let first = String(text.prefix { $0 != "\n" })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        return (
            try #require(json["duration"] as? Double), json["markers"] as? [[Any]] ?? [],
            json["keys"] as? [[Any]] ?? [],
            String(text.dropFirst(first.count + 1))
        )
    }

    /// The final screen `play --format text` prints, trailing blanks removed as pyte's are.
    func finalScreen(_ script: String) throws -> String {
        let text = try cli.run(["play", "--keys", script, "--format", "text"]).stdout
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            .joined(separator: "\n").trimmingCharacters(in: .newlines)
    }

    @Test(
        "a recording lasts as long as the script, carries its markers and keys, and replays to the final screen",
        arguments: [2, 3])
    func recordingLastsAsLongAsTheScript(version: Int) throws {
        let script = "mark:\"Start\" m wait:5s tab mark:\"Tapped\" space wait:1.2s wait:3s"
        let cast = cli.home.appendingPathComponent("long-\(version).cast")
        let recorded = try cli.run([
            "play", "--keys", script, "--record", cast.path, "--record-keys", "--cast-version", "\(version)",
        ])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let header = try String(contentsOf: cast, encoding: .utf8).prefix { $0 != "\n" }
        #expect(header.hasPrefix("{\"version\": \(version), "))
        let replayed = try summary(cast)
        // 5 s + 1.2 s + 3 s of waits: the final hold is played in full.
        #expect(abs(replayed.duration - 9.2) < 1e-6)
        #expect(replayed.markers.map { $0[1] as? String } == ["Start", "Tapped"])
        #expect(replayed.markers.map { $0[0] as? Double } == [0, 5])
        #expect(replayed.keys.map { $0[1] as? String } == ["m", "\t", " "])
        #expect(replayed.screen.trimmingCharacters(in: .newlines) == (try finalScreen(script)))
    }

    @Test func aWaitAloneIsRecordedForItsLength() throws {
        let cast = cli.home.appendingPathComponent("wait.cast")
        #expect(try cli.run(["play", "--keys", "m wait:5s", "--record", cast.path]).status == 0)
        #expect(abs((try summary(cast)).duration - 5) < 1e-6)
    }

    @Test func recordingOptionsNeedARecording() throws {
        let keys = try cli.run(["play", "--keys", "m", "--record-keys"])
        #expect(keys.status == 64)
        #expect(keys.stderr == "button-sim: --record-keys and --cast-version need --record FILE.cast\n")
        let version = try cli.run(["play", "--keys", "m", "--record", "x.cast", "--cast-version", "4"])
        #expect(version.status == 64)
        #expect(version.stderr == "button-sim: --cast-version must be 2 or 3\n")
    }

    @Test func aFailedExpectationStillLeavesTheRecordingUpToIt() throws {
        let cast = cli.home.appendingPathComponent("fail.cast")
        let result = try cli.run([
            "play", "--keys", "m wait:1s expect:follow.title=Nope wait:5s", "--record", cast.path,
        ])
        #expect(result.status == 1)
        #expect(abs((try summary(cast)).duration - 1) < 1e-6)
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
