import ButtonKit
import Foundation
import Testing

@testable import Theming

/// Theme manifests: a team's token files read in order and mapped onto ButtonSim's roles.
@Suite("Theme manifests")
struct ManifestTests {
    private func color(_ hex: String) -> RGBColor? { RGBColor(hex: hex) }

    @Test func placeholdersAndStateWordsMapTheTeamsPaths() throws {
        let team = try ManifestFixture.team()
        defer { team.remove() }
        let theme = try team.load().get()
        #expect(theme.name == "team")
        #expect(theme.variantNames == ["primary"])
        let normal = theme.style(variant: "primary", size: .medium, state: .normal, customStates: []).style
        #expect(normal.background == color("#003399"))
        #expect(normal.foreground == color("#ffffff"))
        #expect(normal.border == nil)
        // "pressed" is the team's "active".
        let pressed = theme.style(variant: "primary", size: .medium, state: .highlighted, customStates: []).style
        #expect(pressed.background == color("#001a4d"))
        // Sizes through the size words: 32 pt is 2 rows, 1 rem = 16 pt is 2 columns.
        #expect(theme.metrics.points.smallHeight == 32)
        #expect(theme.metrics.points.smallPaddingX == 16)
        #expect(theme.metrics.points.mediumPaddingX == 24)
    }

    @Test func explicitEntriesWinOverPatternsAndMayWriteValues() throws {
        let team = try ManifestFixture.team()
        defer { team.remove() }
        let theme = try team.load().get()
        let disabled = theme.style(variant: "primary", size: .medium, state: .disabled, customStates: []).style
        #expect(disabled.foreground == color("#111111"))
        #expect(disabled.background == color("#888888"))
        #expect(theme.chrome.error == color("#cc0000"))
        let danger = theme.roleSources.first { $0.role == "color.foreground.danger" }
        #expect(
            danger?.line == "color.foreground.danger <- value written in \(team.url("team.theme.json").relativePath)")
    }

    @Test func sourcesNameTheTokenAndFileOfEveryRole() throws {
        let team = try ManifestFixture.team()
        defer { team.remove() }
        let theme = try team.load().get()
        let prefix = team.folder.relativePath + "/"
        let lines = theme.roleSources.map { $0.line.replacingOccurrences(of: prefix, with: "") }
        #expect(
            lines.contains(
                "color.button.primary.pressed.background <- btn.brand.bg-active (buttons.json) -> palette.navy (primitives.json)"
            ))
        #expect(lines.contains("height.button.sm <- size.control.small (primitives.json)"))
        // Every role the buttons use has a source, and the ones nothing supplies are named.
        #expect(theme.roleSources.count == 6 + 6 + 6)
        #expect(
            theme.unsuppliedRoles == [
                "color.button.primary.pressed.foreground", "color.button.primary.pressed.border",
                "color.button.primary.disabled.border", "color.button.primary.spinner",
            ])
        #expect(
            theme.sourceFiles.map { URL(fileURLWithPath: $0).lastPathComponent } == [
                "team.theme.json", "primitives.json", "buttons.json",
            ])
    }

    @Test func aRequiredRoleNothingSuppliesIsNamedWithWhatWasLookedFor() throws {
        let buttons = ManifestFixture.buttons.replacingOccurrences(
            of: "\"line-rest\": {\"$value\": \"{palette.clear}\"}",
            with: "\"line-x\": {\"$value\": \"{palette.clear}\"}")
        let team = try ManifestFixture.team(extra: ["buttons.json": buttons])
        defer { team.remove() }
        #expect(
            team.problemLines() == [
                "team.theme.json: color.button.primary.default.border: nothing supplies this role: {btn.brand.line-rest} (from the map) is not in the token files"
            ])
    }

    @Test func aRequiredStateNothingSuppliesIsOneLine() throws {
        let manifest = ManifestFixture.manifest.replacingOccurrences(of: "\"off\"", with: "\"gone\"")
            .replacingOccurrences(of: "\"color.button.primary.disabled.foreground\": \"{palette.ink}\",", with: "")
        let team = try ManifestFixture.team(manifest: manifest)
        defer { team.remove() }
        #expect(
            team.problemLines() == [
                "team.theme.json: color.button.primary.disabled: nothing supplies this required state: {btn.brand.bg-gone} (from the map) is not in the token files, {btn.brand.fg-gone} (from the map) is not in the token files, {btn.brand.line-gone} (from the map) is not in the token files"
            ])
    }

    @Test func aliasesResolveAcrossFilesAndACycleAcrossFilesIsReportedOnce() throws {
        let loop = """
            {"loop": {"$type": "color", "a": {"$value": "{loop.b}"}}}
            """
        let back = """
            {"loop": {"b": {"$type": "color", "$value": "{loop.a}"}}}
            """
        let manifest = ManifestFixture.manifest.replacingOccurrences(
            of: "\"primitives.json\", \"buttons.json\"",
            with: "\"primitives.json\", \"buttons.json\", \"a.json\", \"b.json\""
        ).replacingOccurrences(
            of: "\"color.foreground.muted\": \"{palette.grey}\"", with: "\"color.foreground.muted\": \"{loop.a}\"")
        let team = try ManifestFixture.team(manifest: manifest, extra: ["a.json": loop, "b.json": back])
        defer { team.remove() }
        #expect(team.problemLines() == ["a.json: loop.a: alias cycle {loop.a} -> {loop.b} -> {loop.a}"])
    }

    @Test func aLaterFileReplacesATokenOfTheSamePath() throws {
        let override = """
            {"palette": {"navy": {"$type": "color", "$value": "#000080"}}}
            """
        let manifest = ManifestFixture.manifest.replacingOccurrences(
            of: "\"primitives.json\", \"buttons.json\"",
            with: "\"primitives.json\", \"buttons.json\", \"override.json\"")
        let team = try ManifestFixture.team(manifest: manifest, extra: ["override.json": override])
        defer { team.remove() }
        let theme = try team.load().get()
        let pressed = theme.style(variant: "primary", size: .medium, state: .highlighted, customStates: []).style
        #expect(pressed.background == color("#000080"))
    }

    @Test func counterpartsAreLoadedWithTheTheme() throws {
        let dark = ManifestFixture.manifest.replacingOccurrences(
            of: "\"color.surface.default\": \"{palette.white}\"", with: "\"color.surface.default\": \"{palette.ink}\""
        ).replacingOccurrences(
            of: "\"color.foreground.default\": \"{palette.ink}\"",
            with: "\"color.foreground.default\": \"{palette.white}\"")
        let manifest = ManifestFixture.manifest.replacingOccurrences(
            of: "\"tokens\":",
            with: "\"dark\": \"team-dark.theme.json\", \"increasedContrast\": \"hc.json\", \"tokens\":")
        let highContrast = try String(
            contentsOf: JSONSchemaCheck.packageRoot.appendingPathComponent("Themes/high-contrast.json"), encoding: .utf8
        )
        let team = try ManifestFixture.team(
            manifest: manifest, extra: ["team-dark.theme.json": dark, "hc.json": highContrast])
        defer { team.remove() }
        let theme = try team.load().get()
        #expect(theme.counterparts[.dark]?.name == "team-dark")
        #expect(theme.counterparts[.dark]?.chrome.background == color("#111111"))
        #expect(theme.counterparts[.increasedContrast]?.name == "hc")
        // Live reload watches the counterparts' files too.
        #expect(
            theme.sourceFiles.map { URL(fileURLWithPath: $0).lastPathComponent }.suffix(2) == [
                "team-dark.theme.json", "hc.json",
            ])
    }

    @Test func aManifestOfOneShippedFileNeedsNoMap() throws {
        // A copy beside the manifest: a manifest outside the user's own themes folder reads
        // only files in its folder or below it.
        let shipped = JSONSchemaCheck.packageRoot.appendingPathComponent("Themes/dark.json").path
        let team = try ManifestFixture([
            "one.theme.json": "{\"tokens\": [\"dark.json\"]}",
            "dark.json": try String(contentsOfFile: shipped, encoding: .utf8),
        ])
        defer { team.remove() }
        let theme = try team.load("one.theme.json").get()
        let file = try ThemeLoader.load(contentsOf: URL(fileURLWithPath: shipped)).get()
        #expect(theme.variantNames == file.variantNames)
        #expect(theme.chrome == file.chrome)
        for variant in file.variantNames {
            for state in [ControlState.normal, .highlighted, .disabled, .selected] {
                #expect(
                    theme.style(variant: variant, size: .small, state: state, customStates: []).style
                        == file.style(variant: variant, size: .small, state: state, customStates: []).style)
            }
        }
    }

    @Test func aRoleMappedToATokenOfTheWrongTypeIsNamedAtTheRole() throws {
        let manifest = ManifestFixture.manifest.replacingOccurrences(
            of: "\"color.surface.default\": \"{palette.white}\"", with: "\"color.surface.default\": \"{size.round}\"")
        let team = try ManifestFixture.team(manifest: manifest)
        defer { team.remove() }
        #expect(
            team.problemLines() == [
                "team.theme.json: color.surface.default: $type color does not match the aliased token {size.round} ($type dimension)"
            ])
    }

    @Test func manifestMessages() throws {
        let bad = """
            {"tokens": [], "colours": 1, "states": {"Pressed": "active", "pressed": 3},
             "map": {"color.btn.x": "{a}", "height.button.{size}": "{h.{state}}"}, "dark": 5}
            """
        let team = try ManifestFixture(["bad.theme.json": bad])
        defer { team.remove() }
        #expect(
            team.problemLines("bad.theme.json") == [
                "bad.theme.json: colours: unknown member (a manifest has tokens, variants, states, parts, sizes, map, dark, increasedContrast)",
                "bad.theme.json: tokens: expected a non-empty array of token file paths, found []",
                "bad.theme.json: states.Pressed: \"Pressed\" is not a state name (default, or words joined by '-' from pressed, disabled, selected, focused and custom state names)",
                "bad.theme.json: states.pressed: expected the team's word (a string without '{' or '}'), found 3",
                "bad.theme.json: map.color.btn.x: unknown role \"color.btn.x\" (roles: \(TokenRoles.all.map(\.pattern).joined(separator: ", ")))",
                "bad.theme.json: map.height.button.{size}: \"{h.{state}}\" uses {state}, which the role \"height.button.{size}\" does not name (height.button.{size})",
                "bad.theme.json: dark: expected a theme file's path, found 5",
            ])
        let missing = try ManifestFixture(["m.theme.json": "{\"tokens\": [\"nowhere.json\"]}"])
        defer { missing.remove() }
        let lines = missing.problemLines("m.theme.json")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("m.theme.json: tokens: \"nowhere.json\": ") == true)
    }
}
