import Foundation
import Testing

/// No byte from a file reaches the terminal as a control character: the probe found
/// `buttons check` printing unknown keys, state names, titles, duplicate keys and file
/// names raw (a file could retitle the window), bidi overrides passing into output, and C1
/// controls and raw CR passing into device SVG and JSON.
@Suite("every command escapes what it prints")
struct EscapingCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    static let hostile = "\u{1B}]0;PWNED\u{07}\u{9B}2J\u{202E}"

    /// No C0 (other than line breaks), DEL, C1 or bidi control in `text`.
    func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
    }

    func write(_ json: String, name: String) throws -> String {
        let path = cli.home.appendingPathComponent(name).path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// JSON text of `text` with the hostile characters as JSON escapes.
    func quoted(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    @Test func checkLinesAreEscaped() throws {
        let name = "board\(Self.hostile).json"
        // An unknown key (an error), then warnings naming a state and a title.
        let bad = try write("{\"buttons\": [{\"id\": \"a\", \(quoted(Self.hostile)): 1}]}", name: name)
        let badText = try cli.run(["buttons", "check", bad])
        #expect(badText.status == 1)
        #expect(isClean(badText.stdout) && isClean(badText.stderr), "\(badText.stdout.debugDescription)")
        #expect(badText.stdout.contains("\\x1B]0;PWNED\\x07\\u{9B}2J\\u{202E}"))
        let badJSON = try cli.run(["buttons", "check", bad, "--format", "json"])
        #expect(isClean(badJSON.stdout), "\(badJSON.stdout.debugDescription)")
        #expect(badJSON.stdout.contains("\\u009b2J\\u202e"))

        let warned = try write(
            """
            {"buttons": [{"id": "a", "titles": {"normal": \(quoted("T" + Self.hostile))},
              "machine": {"initial": "idle", "states": {"idle": {}, \(quoted("s" + Self.hostile)): {"title": "x"}}}}]}
            """, name: "warned.json")
        let warnings = try cli.run(["buttons", "check", warned])
        #expect(warnings.status == 0, "\(warnings.stdout)")
        #expect(warnings.stdout.contains("PWNED") && isClean(warnings.stdout), "\(warnings.stdout.debugDescription)")
    }

    @Test func deviceSVGHoldsNoRawCROrC1() throws {
        let file = try write(
            "{\"buttons\": [{\"id\": \"a\", \"titles\": {\"normal\": \(quoted("A\r\u{9B}B"))}}]}", name: "cr.json")
        let result = try cli.run(["render", "--buttons", file, "--button", "a", "--look", "device"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(isClean(result.stdout.replacingOccurrences(of: "\n", with: "")))
        #expect(result.stdout.contains("A&#xD;&#x9B;B"))
    }

    @Test func playJSONHoldsNoC1() throws {
        let file = try write(
            "{\"buttons\": [{\"id\": \"a\", \"titles\": {\"normal\": \(quoted("A\u{85}\u{202E}B"))}}]}", name: "c1.json"
        )
        let result = try cli.run(["play", "--buttons", file, "--keys", "s", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(isClean(result.stdout), "\(result.stdout.debugDescription)")
        #expect(result.stdout.contains("A\\u0085\\u202eB"))
    }

    @Test func deviceSVGSpellsOutBidiControls() throws {
        let title = "A\u{202E}\u{2066}\u{200E}\u{061C}B"
        let file = try write(
            "{\"buttons\": [{\"id\": \"a\", \"titles\": {\"normal\": \(quoted(title))}}]}", name: "bidi.json")
        let result = try cli.run(["render", "--buttons", file, "--button", "a", "--look", "device"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(isClean(result.stdout), "\(result.stdout.debugDescription)")
        #expect(!result.stdout.unicodeScalars.contains { [0x200E, 0x200F, 0x061C].contains($0.value) })
        #expect(result.stdout.contains("A\\u{202E}\\u{2066}\\u{200E}\\u{61C}B"))
    }
}
