import ButtonKit
import Foundation
import Testing

@testable import Theming

@Suite("Shipped themes")
struct ShippedThemeTests {
    /// `Themes/` at the package root, found from this file so tests run from anywhere.
    static let themesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Themes")

    static let names = ["default", "dark", "high-contrast", "high-contrast-light"]

    private func load(_ name: String) throws -> Theme {
        let url = Self.themesDirectory.appendingPathComponent("\(name).json")
        switch ThemeLoader.load(contentsOf: url) {
        case .success(let theme): return theme
        case .failure(let error):
            Issue.record("\(error.message)")
            throw error
        }
    }

    @Test(arguments: names) func loadsWithoutProblems(name: String) throws {
        let theme = try load(name)
        #expect(theme.name == name)
        #expect(theme.variantNames == TestStates.allVariants)
        for variant in theme.variantNames {
            #expect(
                theme.definedStates(for: variant, customStates: TestStates.all).starts(with: [
                    .normal, .highlighted, .disabled,
                ]))
        }
    }

    @Test(arguments: names) func enabledStatesMeetContrast(name: String) throws {
        let report = ContrastReport(theme: try load(name), customStates: TestStates.all)
        let failures = report.failures(at: .exact).filter { TestStates.shownVariants.contains($0.variant) }
        #expect(
            failures.isEmpty,
            "\(failures.map { "\($0.variant) \($0.stateName) \($0.kind.rawValue) \($0.exact.ratio)" })")
    }

    @Test(arguments: names) func selectedPrimaryLooksOutlined(name: String) throws {
        let theme = try load(name)
        let normal = theme.style(variant: "primary", size: .medium, state: .normal, customStates: TestStates.all).style
        let followed = theme.style(variant: "primary", size: .medium, state: .selected, customStates: TestStates.all)
            .style
        #expect(followed.background == nil)
        #expect(followed.border != nil)
        #expect(followed.foreground != normal.foreground)
        let followedPressed = theme.style(
            variant: "primary", size: .medium, state: [.selected, .highlighted], customStates: TestStates.all)
        #expect(followedPressed.source == .exact)
    }

    @Test(arguments: names) func builtInCopyMatchesTheFile(name: String) throws {
        let file = try Data(contentsOf: Self.themesDirectory.appendingPathComponent("\(name).json"))
        #expect(Theme.builtInJSON(named: name).map { Data($0.utf8) } == file, "run scripts/embed-json.sh")
        #expect(try Theme.builtIn(named: name)?.get() == (try load(name)))
    }

    @Test func everyShippedThemeIsBuiltIn() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.themesDirectory.path).filter {
            $0.hasSuffix(".json")
        }
        #expect(Set(files.map { ThemeLoader.themeName(fromFileName: $0) }) == Set(Theme.builtInNames))
        #expect(Theme.builtInNames == Self.names)
    }

    @Test func builtInDefaultLoads() throws {
        let embedded = ThemeLoader.load(data: Data(BuiltInDefaultTheme.json.utf8), fileName: "default.json")
        #expect(throws: Never.self) { try embedded.get() }
        #expect(Theme.builtInDefault == (try load("default")))
        #expect(Theme.builtInDefault.name == "default")
    }

    @Test func unreadableFileIsACleanProblem() {
        let url = Self.themesDirectory.appendingPathComponent("no-such-theme.json")
        guard case .failure(let error) = ThemeLoader.load(contentsOf: url) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.problems.count == 1)
        #expect(error.message.hasPrefix(url.relativePath + ": (file): cannot read the file (no such file)"))
    }

    @Test func reportEncodesAsJSON() throws {
        let report = ContrastReport(theme: Theme.builtInDefault, customStates: TestStates.all)
        let data = try JSONEncoder().encode(report)
        let decoded = try JSONDecoder().decode(ContrastReport.self, from: data)
        #expect(decoded == report)
    }
}

@Suite("Colour hex fallback")
struct ColorHexFallbackTests {
    @Test func aHexThatDisagreesWithTheComponentsIsRefused() throws {
        let url = ShippedThemeTests.themesDirectory.appendingPathComponent("default.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "\"#0a58ca\"", with: "\"#aa0000\"")
        try #require(edited != text)
        guard case .failure(let error) = ThemeLoader.load(data: Data(edited.utf8), fileName: "edited.json") else {
            Issue.record("expected the mismatch to be refused")
            return
        }
        #expect(
            error.problems.contains {
                $0.message.hasPrefix("malformed colour {\"colorSpace\": \"srgb\", \"components\": [")
                    && $0.message.hasSuffix("\"hex\": \"#aa0000\"}: hex #AA0000 disagrees with components (#0A58CA)")
            })
    }
}
