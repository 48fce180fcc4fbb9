import Foundation
import Testing

/// A title made of markup, an escape sequence and a bidi override reaches no terminal, page
/// or comment as itself: `contract`, `diff` in every format and `sheet` escape it.
@Suite("review outputs escape what files hold")
struct ReviewEscapingTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    func file(_ name: String, title: String) throws -> String {
        let url = cli.home.appendingPathComponent(name)
        try
            "{\"buttons\": [{\"id\": \"evil\", \"titles\": {\"normal\": \"<script>\(title)</script>\\u001b[31m\\u202e\"}}]}"
            .write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func nothingRawGetsThrough() throws {
        let old = try file("old.json", title: "one"), new = try file("new.json", title: "two")
        var outputs = [try cli.run(["contract", "--buttons", old]).stdout]
        for format in ["text", "markdown", "html"] {
            let result = try cli.run(["diff", old, new, "--format", format])
            #expect(result.status == 1, "\(result.stderr)")
            outputs.append(result.stdout)
        }
        let sheet = cli.home.appendingPathComponent("sheet.html")
        #expect(try cli.run(["sheet", "--buttons", old, "--output", sheet.path]).status == 0)
        outputs.append(try String(contentsOf: sheet, encoding: .utf8))
        for (index, page) in outputs.enumerated() {
            // The pictures draw the title as the phone would; the words around them must not.
            let output = page.replacingOccurrences(
                of: "(?s)<svg[^>]*>.*?</svg>", with: "", options: .regularExpression)
            #expect(!page.contains("\u{1B}"))
            #expect(!output.contains("\u{202E}"))
            // Markup matters in markdown and HTML (the last three); plain text shows it as text,
            // and so does a markdown code span.
            let markup = index == 2 ? InjectionSweepTests.outsideCodeSpans(output) : output
            if index >= 2 { #expect(!markup.contains("<script")) }
            #expect(output.contains("script"))
            #expect(output.contains("\\u{202E}") || output.contains("\\u202e"))
        }
    }
}
