import Foundation
import Testing

/// `themes check`: validation lines, contrast, exit status and json.
@Suite("themes check")
struct ThemesCheckTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    @Test func theShippedThemesAreValid() throws {
        let result = try cli.run([
            "themes", "check", "Themes/default.json", "Themes/dark.json", "Themes/high-contrast.json",
        ])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("Themes/default.json: valid (theme default); "))
        #expect(result.stdout.contains("Themes/dark.json: valid (theme dark); "))
        #expect(result.stdout.contains("Themes/high-contrast.json: valid (theme high-contrast); "))
    }

    /// Counts the lines of a run: summary lines (unindented) and pair lines (indented).
    func lineCounts(_ output: String) -> (summaries: Int, pairs: Int) {
        let lines = output.split(separator: "\n")
        return (lines.filter { !$0.hasPrefix(" ") }.count, lines.filter { $0.hasPrefix("  ") }.count)
    }

    @Test func byDefaultOneSummaryLinePerThemeAndOnlyTheFailures() throws {
        let result = try cli.run(["themes", "check", "Themes/dark.json", "Themes/default.json"])
        #expect(result.status == 0)
        let counts = lineCounts(result.stdout)
        #expect(counts.summaries == 2)
        // Every pair line shown fails at some colour depth.
        let pairs = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }
        #expect(pairs.count == counts.pairs)
        #expect(pairs.allSatisfy { $0.contains(" fail") })
        let summary = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("Themes/default.json") })
        let failing = summary.components(separatedBy: "failing: ").last?.components(separatedBy: ",") ?? []
        let basic = Int(failing.last?.trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") ?? -1
        #expect(basic <= pairs.count)
    }

    @Test func verboseListsEveryPair() throws {
        let quiet = try cli.run(["themes", "check", "Themes/high-contrast.json"])
        let verbose = try cli.run(["themes", "check", "--verbose", "Themes/high-contrast.json"])
        #expect(quiet.status == 0 && verbose.status == 0)
        let pairs = lineCounts(verbose.stdout).pairs
        #expect(pairs > 100)
        #expect(verbose.stdout.contains("primary"))
        #expect(lineCounts(quiet.stdout).pairs < pairs)
        #expect(quiet.stdout.split(separator: "\n").first == verbose.stdout.split(separator: "\n").first)
    }

    @Test func jsonIsTheSameWithOrWithoutVerbose() throws {
        let plain = try cli.run(["themes", "check", "Themes/dark.json", "--format", "json"])
        let verbose = try cli.run(["themes", "check", "Themes/dark.json", "--format", "json", "--verbose"])
        #expect(plain.stdout == verbose.stdout)
        #expect(plain.stdout.contains("\"entries\""))
    }

    func badTheme() throws -> String {
        let source = try String(
            contentsOf: ButtonSimCLI.packageRoot.appendingPathComponent("Themes/default.json"), encoding: .utf8)
        // An alias to a token that does not exist.
        let broken = source.replacingOccurrences(
            of: "\"{", with: "\"{nowhere.", options: [], range: source.range(of: "\"{"))
        let url = cli.home.appendingPathComponent("broken.json")
        try Data(broken.utf8).write(to: url)
        return url.path
    }

    @Test func aBadFileFailsWithFileAndTokenPath() throws {
        let path = try badTheme()
        let result = try cli.run(["themes", "check", "Themes/dark.json", path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(path): invalid"))
        // Problem lines name the file as it was given on the command line.
        let problem = result.stdout.split(separator: "\n").first { $0.hasPrefix("\(path): theme.") }
        #expect(problem != nil, "no FILE: token.path: line in \(result.stdout)")
        #expect(result.stdout.contains("Themes/dark.json: valid"))
    }

    @Test func aMissingFileFails() throws {
        let result = try cli.run(["themes", "check", "Themes/nope.json"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("nope.json: (file): cannot read the file"))
    }

    @Test func jsonForMachines() throws {
        let path = try badTheme()
        let result = try cli.run(["themes", "check", "Themes/default.json", path, "--format", "json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["valid"] as? Bool == false)
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.count == 2)
        #expect(files[0]["valid"] as? Bool == true)
        let contrast = try #require(files[0]["contrast"] as? [String: Any])
        #expect(contrast["theme"] as? String == "default")
        #expect((contrast["entries"] as? [Any])?.isEmpty == false)
        #expect(files[1]["valid"] as? Bool == false)
        let problems = try #require(files[1]["problems"] as? [[String: Any]])
        #expect((problems.first?["file"] as? String)?.hasSuffix("/broken.json") == true)
        #expect((problems.first?["line"] as? String)?.contains("/broken.json: theme.") == true)

        let valid = try cli.run(["themes", "check", "Themes/dark.json", "--format", "json"])
        #expect(valid.status == 0)
        let validObject = try #require(
            try JSONSerialization.jsonObject(with: Data(valid.stdout.utf8)) as? [String: Any])
        #expect(validObject["valid"] as? Bool == true)
    }

    @Test func noPathIsAUsageError() throws {
        #expect(try cli.run(["themes", "check"]).status == 64)
    }
}
