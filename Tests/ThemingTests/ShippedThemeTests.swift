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

    /// The package's root, where the generated files are.
    static let packageRoot = themesDirectory.deletingLastPathComponent()

    /// The file as the generator loads it: from its bytes, so no source file is recorded.
    private func loadAsGenerated(_ name: String) throws -> Theme {
        let data = try Data(contentsOf: Self.themesDirectory.appendingPathComponent("\(name).json"))
        return try ThemeLoader.load(data: data, fileName: "\(name).json").get()
    }

    @Test(arguments: names) func generatedFileIsUpToDate(name: String) throws {
        let typeName = ThemeSourceWriter.typeName(ofBuiltIn: name)
        let generated = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Sources/Theming/\(typeName).swift"), encoding: .utf8)
        let expected = ThemeSourceWriter.file(
            for: try loadAsGenerated(name), typeName: typeName, from: "Themes/\(name).json")
        #expect(
            generated == expected,
            "Sources/Theming/\(typeName).swift is not Themes/\(name).json as loaded: run scripts/embed-json.sh")
    }

    @Test(arguments: names) func builtInValueIsTheLoadedFileInEveryField(name: String) throws {
        let loaded = try loadAsGenerated(name)
        let builtIn = try #require(try Theme.builtIn(named: name)?.get())
        let hint = "run scripts/embed-json.sh"
        #expect(builtIn == loaded, "\(hint)")
        #expect(builtIn.name == loaded.name && builtIn.summary == loaded.summary, "\(hint)")
        #expect(builtIn.chrome == loaded.chrome && builtIn.metrics == loaded.metrics, "\(hint)")
        #expect(builtIn.variants == loaded.variants && builtIn.variantNames == loaded.variantNames, "\(hint)")
        #expect(builtIn.colorTokens == loaded.colorTokens, "\(hint)")
        #expect(builtIn.warnings == loaded.warnings && builtIn.sourceFiles == loaded.sourceFiles, "\(hint)")
        #expect(builtIn.roleSources == loaded.roleSources && builtIn.roleColors == loaded.roleColors, "\(hint)")
        #expect(builtIn.unsuppliedRoles == loaded.unsuppliedRoles, "\(hint)")
        #expect(builtIn.defaultedPresentationRoles == loaded.defaultedPresentationRoles, "\(hint)")
        #expect(builtIn.counterparts == loaded.counterparts, "\(hint)")
        // What the generated value is compared with is worth comparing: the file's roles,
        // sources and colours are there.
        #expect(!loaded.roleSources.isEmpty && !loaded.roleColors.isEmpty && !loaded.colorTokens.isEmpty)
    }

    @Test func writerWritesEveryField() throws {
        var theme = try loadAsGenerated("default")
        theme.warnings = [ThemeProblem(file: "a \"b\".json", path: "color.x", message: "line\nbreak \\ \u{202E}")]
        theme.sourceFiles = ["/tmp/default.json"]
        theme.unsuppliedRoles = ["color.button.primary.focused.border"]
        theme.counterparts = [.dark: try loadAsGenerated("dark")]
        let source = ThemeSourceWriter.statements(theme, indent: "").joined(separator: "\n")
        #expect(
            source.contains(#"ThemeProblem(file: "a \"b\".json", path: "color.x", message: "line\nbreak \\ \u{202e}")"#)
        )
        #expect(source.contains("theme.sourceFiles = [\n    \"/tmp/default.json\",\n]"))
        #expect(source.contains(#""color.button.primary.focused.border""#))
        #expect(source.contains(".dark: {\n        var theme = Theme(\n            name: \"dark\""))
        #expect(!source.contains(".increasedContrast:"))
    }

    @Test func everyShippedThemeIsBuiltIn() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.themesDirectory.path).filter {
            $0.hasSuffix(".json")
        }
        #expect(Set(files.map { ThemeLoader.themeName(fromFileName: $0) }) == Set(Theme.builtInNames))
        #expect(Theme.builtInNames == Self.names)
        #expect(Theme.builtIn(named: "no-such-theme") == nil)
    }

    @Test func builtInDefaultIsTheDefaultFile() throws {
        #expect(Theme.builtInDefault == (try loadAsGenerated("default")))
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
