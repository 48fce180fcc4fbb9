import Foundation
import Testing

/// `sheet`: the review sheet opened in a real headless browser (Chromium, which `scripts/test`
/// installs where it is missing): with `--all` the DOM it renders holds one picture per
/// reachable state of every theme and locale, what the inspector says, the findings and the
/// contract; the page loads nothing from the network and draws a real screenshot. By
/// default it holds the review states, and says how many of the reachable ones they are.
@Suite("review sheet", .serialized)
struct SheetBrowserTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    /// Chromium on the PATH, if any (`chromium` on Debian, `chromium-browser` elsewhere).
    static let browser: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in path.split(separator: ":")
            where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    /// Runs the browser headless with a private profile; its standard output, or `nil`
    /// when it did not finish within a minute (then it is ended).
    func browse(_ arguments: [String]) throws -> String? {
        let browser = try #require(Self.browser)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        let profile = cli.home.appendingPathComponent("profile")
        process.arguments =
            ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)"]
            + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = cli.home.path
        process.environment = environment
        let out = cli.home.appendingPathComponent("browser-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        let handle = try FileHandle(forWritingTo: out)
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchTime.now() + .seconds(60)
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        if finished.wait(timeout: deadline) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        try handle.close()
        return try String(contentsOf: out, encoding: .utf8)
    }

    func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test(.enabled(if: browser != nil, "no Chromium on the PATH (scripts/test installs it on Debian)"))
    func theBrowserShowsEveryStateAndFinding() throws {
        let sheet = cli.home.appendingPathComponent("review.html")
        let arguments = [
            "--buttons", "Buttons/examples/configuration.json", "--theme", "default,dark", "--locale", "en",
        ]
        // --all: every reachable state, so every contract line has its card.
        let written = try cli.run(["sheet", "--all", "--output", sheet.path] + arguments)
        #expect(written.status == 0, "\(written.stderr)")
        let contract = try cli.run(["contract"] + arguments)
        let lines = contract.stdout.split(separator: "\n").dropFirst()
        // The findings the sheet must show: the audit's own in each theme, each listed under
        // every button it covers, and the totals the audit prints.
        var totals = (findings: 0, waived: 0, exempt: 0)
        var listed = (findings: 0, waived: 0, exempt: 0)
        for theme in ["default", "dark"] {
            let audit = try cli.run([
                "audit", "--buttons", "Buttons/examples/configuration.json", "--theme", theme, "--format", "json",
            ])
            let report = try #require(
                try JSONSerialization.jsonObject(with: Data(audit.stdout.utf8)) as? [String: Any])
            func covered(_ key: String) throws -> (Int, Int) {
                let found = try #require(report[key] as? [[String: Any]])
                return (found.count, found.reduce(0) { $0 + (($1["buttons"] as? [Any])?.count ?? 0) })
            }
            let (findings, findingItems) = try covered("findings")
            let (waived, waivedItems) = try covered("waived")
            let (exempt, exemptItems) = try covered("exempt")
            totals = (totals.findings + findings, totals.waived + waived, totals.exempt + exempt)
            listed = (listed.findings + findingItems, listed.waived + waivedItems, listed.exempt + exemptItems)
        }

        let dom = try #require(try browse(["--dump-dom", sheet.absoluteURL.absoluteString]), "the browser hung")
        #expect(dom.contains("<h1>Button review: configuration.json</h1>"))
        #expect(occurrences(of: "<figure class=\"state\"", in: dom) == lines.count)
        #expect(occurrences(of: "data-theme=\"dark\"", in: dom) == lines.count / 2)
        #expect(occurrences(of: "<li class=\"finding\" data-rule=", in: dom) == listed.findings)
        #expect(occurrences(of: "<li class=\"finding waived\" data-rule=", in: dom) == listed.waived)
        #expect(occurrences(of: "<li class=\"finding exempt\" data-rule=\"contrast\">", in: dom) == listed.exempt)
        #expect(listed.exempt > 0 && listed.waived > 0, "the example has findings to show")
        #expect(
            dom.contains(
                "data-findings=\"\(totals.findings)\" data-waived=\"\(totals.waived)\" data-exempt=\"\(totals.exempt)\""
            ))
        // What the inspector says, and the contract, as the browser shows them.
        #expect(dom.contains("<td class=\"reads\">Plain, button</td>"))
        #expect(dom.contains("<td class=\"title\">“Plain” configuration title</td>"))
        let buttons = Set(lines.map { $0.prefix { $0 != " " } })
        #expect(occurrences(of: "<summary>Contract (", in: dom) == buttons.count)
        #expect(buttons.count == 5)
        // The device pictures are inline SVG drawn in the page.
        #expect(occurrences(of: "<svg", in: dom) == lines.count)
        #expect(!dom.contains("<script") && !dom.contains("src=\"http") && !dom.contains("href=\"http"))

        let picture = cli.home.appendingPathComponent("review.png")
        _ = try #require(
            try browse([
                "--hide-scrollbars", "--window-size=1280,1600", "--screenshot=\(picture.path)",
                sheet.absoluteURL.absoluteString,
            ]), "the browser hung")
        let png = try Data(contentsOf: picture)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // A blank page compresses to a few kilobytes; buttons and tables do not.
        #expect(png.count > 40_000)
    }

    @Test func theSheetIsTheSameOnEveryRunAndNeedsAnOutput() throws {
        let first = cli.home.appendingPathComponent("a.html"), second = cli.home.appendingPathComponent("b.html")
        #expect(try cli.run(["sheet", "--output", first.path]).status == 0)
        #expect(try cli.run(["sheet", "--output", second.path]).status == 0)
        #expect(try Data(contentsOf: first) == Data(contentsOf: second))
        let missing = try cli.run(["sheet"])
        #expect(missing.status == 64)
        let folder = try cli.run(["sheet", "--output", "/nonexistent-folder/x.html"])
        #expect(folder.status == 1)
        #expect(folder.stderr.hasPrefix("button-sim: sheet: cannot write '/nonexistent-folder/x.html': "))
    }

    @Test func theDocsExampleSheetIsCurrent() throws {
        let sheet = cli.home.appendingPathComponent("review.html")
        let result = try cli.run([
            "sheet", "--buttons", "Buttons/examples/like.json", "--theme", "default,dark", "--locale", "en",
            "--output", sheet.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: sheet, encoding: .utf8)
        // The review states by default: like's flow (one machine state) with its review set
        // (highlighted, disabled, selected, selected|highlighted), in each theme.
        #expect(occurrences(of: "5 review states of 16 reachable (--all shows every one)", in: html) == 2)
        #expect(occurrences(of: "<figure class=\"state\"", in: html) == 10)
        // The findings are the audit's over every reachable state, whichever states are shown.
        let every = cli.home.appendingPathComponent("every.html")
        _ = try cli.run([
            "sheet", "--all", "--buttons", "Buttons/examples/like.json", "--theme", "default,dark", "--locale", "en",
            "--output", every.path,
        ])
        let totals = { (text: String) in
            text.components(separatedBy: "<p class=\"totals\"").dropFirst().first?.components(separatedBy: "</p>")
                .first
        }
        #expect(totals(html) != nil)
        #expect(totals(html) == totals(try String(contentsOf: every, encoding: .utf8)))
        let url = ButtonSimCLI.packageRoot.appendingPathComponent("docs/review-sheet.html")
        #expect(CLISnapshot.verify(html, at: url) == nil)
    }
}
