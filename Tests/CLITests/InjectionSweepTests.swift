import Foundation
import Testing

/// The probe's injection sweep, kept: hostile titles, waiver reasons and a hostile file
/// name (markup, script URLs, CDATA and style ends, an escape sequence, a bidi override,
/// a mention, a Markdown image and link, a run of backticks, a line break) go through
/// every output format of `render`, `audit`, `contract`, `diff` and `sheet`. Each output
/// is parsed as what it is (HTML by Python's html.parser, SVG and JUnit as XML, JSON,
/// Markdown by its code spans) and must be inert: no raw control or bidi character, no
/// element or attribute made from the input, no link, image or mention outside code.
@Suite("hostile button files stay inert in every output format")
struct InjectionSweepTests {
    static let hostile = [
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "javascript:alert(1)", "</style>", "]]>",
        "\u{1B}[31mred", "\u{202E}evil", "@everyone", "![x](http://e/x.png)", "[a](javascript:x)", "`` ``` `",
        "line\nbreak",
    ]

    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    /// A board of one button per hostile string: the string as its titles and waiver
    /// reasons (`prefix` sets the old and new versions apart).
    func board(prefix: String) throws -> String {
        let buttons = Self.hostile.enumerated().map { index, text in
            [
                "id": "b\(index)", "size": "small",
                "titles": ["normal": prefix + text, "selected": text + " " + prefix, "disabled": text],
                "audit": ["waive": ["hit-target": text, "focus": text]],
            ] as [String: Any]
        }
        let data = try JSONSerialization.data(withJSONObject: ["title": Self.hostile.joined(), "buttons": buttons])
        let name = "\(prefix)`` @everyone [a](javascript:x) <i>\u{1B}[31m\u{202E}\n.json"
        let url = cli.home.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    @Test func everyFormatIsInert() throws {
        let old = try board(prefix: "old "), new = try board(prefix: "new ")
        for index in Self.hostile.indices {
            for format in ["text", "ansi", "svg"] {
                try check(
                    try run(["render", "--buttons", old, "--button", "b\(index)", "--format", format]), as: format)
            }
            try check(try run(["render", "--buttons", old, "--button", "b\(index)", "--look", "device"]), as: "svg")
        }
        for format in ["text", "json", "junit"] {
            try check(try run(["audit", "--buttons", old, "--format", format], status: 1), as: format)
        }
        let contract = try run(["contract", "--buttons", old])
        try check(contract, as: "text")
        // A committed contract a pull request edited: its lines are shown, escaped.
        let committed = cli.home.appendingPathComponent("committed.contract")
        let edited = contract.replacingOccurrences(
            of: "contrast=", with: "x=\"\u{1B}]0;PWNED\u{07}\u{202E}\" contrast=")
        try Data((edited + "button=gone title=\"\u{1B}[2J\u{2066}\"\n").utf8).write(to: committed)
        try check(try run(["contract", "--buttons", new, "--check", committed.path], status: 1), as: "text")
        for format in ["text", "markdown", "html"] {
            try check(try run(["diff", old, new, "--format", format], status: 1), as: format)
        }
        for format in ["text", "markdown"] {
            try check(try run(["diff", old, new, "--format", format, "--verbose"], status: 1), as: format)
        }
        let sheet = cli.home.appendingPathComponent("sheet.html")
        _ = try run(["sheet", "--buttons", old, "--output", sheet.path])
        try check(try String(contentsOf: sheet, encoding: .utf8), as: "html")
    }

    /// Standard output of a run that ended with `status`, with standard error checked too.
    func run(_ arguments: [String], status: Int32 = 0) throws -> String {
        let result = try cli.run(arguments)
        #expect(result.status == status, "\(arguments.prefix(2)): \(result.stderr)")
        #expect(
            Self.rawControls(in: result.stderr).isEmpty,
            "\(arguments.prefix(2)) stderr: \(result.stderr.debugDescription)")
        return result.stdout
    }

    func check(_ output: String, as format: String) throws {
        // `ansi` legitimately holds the program's own colour sequences, and only those.
        let plain =
            format == "ansi"
            ? output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) : output
        #expect(Self.rawControls(in: plain).isEmpty, "\(format): \(Self.rawControls(in: plain))")
        switch format {
        case "json":
            _ = try JSONSerialization.jsonObject(with: Data(output.utf8))
        case "svg", "junit", "html":
            let problems = try python(format == "html" ? Self.htmlCheck : Self.xmlCheck, input: output)
            #expect(problems.isEmpty, "\(format): \(problems)")
        case "markdown":
            let problems = Self.markdownProblems(output)
            #expect(problems.isEmpty, "markdown: \(problems)")
        default:
            break
        }
    }

    /// Every C0 control but the line feed, DEL, C1 and bidi control in `text`.
    static func rawControls(in text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
                || [0x200E, 0x200F, 0x061C].contains(value)
        }.map { String($0.value, radix: 16) }
    }

    /// Markdown outside code spans (CommonMark: a run of backticks closes at the next run
    /// of the same length) must hold no image, link, mention or HTML; each table row keeps
    /// the unescaped pipes of its table's header row (the program's own words), so no cell
    /// broke out.
    static func markdownProblems(_ markdown: String) -> [String] {
        var problems: [String] = []
        var headerPipes: Int?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let outside = outsideCodeSpans(line)
            for bad in ["![", "](", "@everyone", "<script", "<img", "<i>", "javascript:"] where outside.contains(bad) {
                problems.append("\(bad) outside code: \(line)")
            }
            guard line.hasPrefix("|") else {
                headerPipes = nil
                continue
            }
            let pipes = line.indices.filter { line[$0] == "|" && (line[..<$0].last != "\\") }.count
            if let expected = headerPipes {
                if pipes != expected { problems.append("a table row of \(pipes) pipes, not \(expected): \(line)") }
            } else {
                headerPipes = pipes
            }
        }
        return problems
    }

    /// `line` with its code spans taken out.
    static func outsideCodeSpans(_ line: String) -> String {
        let characters = Array(line)
        var out = "", index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                out.append(characters[index])
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end] == "`" { end += 1 }
            let length = end - index
            var search = end, close: Int?
            while search < characters.count {
                guard characters[search] == "`" else {
                    search += 1
                    continue
                }
                var runEnd = search
                while runEnd < characters.count, characters[runEnd] == "`" { runEnd += 1 }
                if runEnd - search == length {
                    close = runEnd
                    break
                }
                search = runEnd
            }
            if let close {
                index = close
            } else {
                out += String(characters[index..<end])
                index = end
            }
        }
        return out
    }

    /// Problems Python's html.parser finds: elements or attributes made from the input.
    static let htmlCheck = """
        import sys, html.parser
        bad = []
        class P(html.parser.HTMLParser):
            def handle_starttag(self, tag, attrs):
                if tag in ("script", "img", "iframe", "object", "embed", "foreignobject", "i"):
                    bad.append("element " + tag)
                for name, value in attrs:
                    if name.startswith("on") or name == "src" or (value or "").strip().lower().startswith("javascript:"):
                        bad.append("attribute %s=%r" % (name, value))
        P().feed(sys.stdin.read())
        print("\\n".join(bad))
        """

    /// Problems an XML parse finds: not well-formed, or elements and attributes made from
    /// the input.
    static let xmlCheck = """
        import sys, xml.etree.ElementTree as ET
        bad = []
        for element in ET.fromstring(sys.stdin.read().encode()).iter():
            tag = element.tag.split("}")[-1]
            if tag in ("script", "img", "image", "foreignObject", "a", "i"):
                bad.append("element " + tag)
            for name, value in element.attrib.items():
                if name.startswith("on") or value.strip().lower().startswith("javascript:"):
                    bad.append("attribute %s=%r" % (name, value))
        print("\\n".join(bad))
        """

    /// What `python3 -c script` prints for `input`, one problem a line; a parse error is one.
    func python(_ script: String, input: String) throws -> [String] {
        let file = cli.home.appendingPathComponent("input-\(UUID().uuidString)")
        try Data(input.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let stdout = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: file)
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let problems = String(decoding: out, as: UTF8.self).split(separator: "\n").map(String.init)
        return process.terminationStatus == 0 ? problems : ["python3 failed"] + problems
    }
}
