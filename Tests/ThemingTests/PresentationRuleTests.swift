import ButtonKit
import Foundation
import Testing

@testable import Theming

/// The theme's presentation rules: title weight, underline and faintness per variant and
/// state, laid over the documented defaults, and the surface a variant sits on.
@Suite("presentation rules as theme data")
struct PresentationRuleTests {
    static func look(_ theme: Theme, _ variant: String, _ state: ControlState) -> TextLook {
        theme.textLook(variant: variant, state: state, customStates: TestStates.all)
    }

    /// The minimal fixture with these presentation tokens (`path` below `theme.`, raw value).
    static func fixture(_ tokens: [(String, String)]) -> ThemeFixture {
        var fixture = ThemeFixture.minimal
        fixture.set("theme.font-weight.$type", "\"fontWeight\"")
        fixture.set("theme.underline.$type", "\"number\"")
        fixture.set("theme.dim.$type", "\"number\"")
        fixture.set("theme.brand-surface.$type", "\"number\"")
        for (path, raw) in tokens { fixture.set("theme.\(path)", ThemeFixture.token(raw)) }
        return fixture
    }

    @Test func aThemeWithoutRulesGetsTheDefaultsWhateverItsVariantsAreCalled() throws {
        let theme = try ThemeFixture.minimal.load().get()
        for variant in TestStates.allVariants {
            #expect(Self.look(theme, variant, .normal) == TextLook.plain)
            #expect(Self.look(theme, variant, .selected).bold)
            #expect(Self.look(theme, variant, [.selected, .highlighted]).bold)
            #expect(Self.look(theme, variant, .disabled).dim)
            #expect(Self.look(theme, variant, [.focused, .selected]).underline)
            #expect(!theme.isOnBrandSurface(variant: variant))
            #expect(theme.surface(variant: variant) == theme.chrome.background)
        }
        // A custom state that implies selected is selected: bold.
        #expect(Self.look(theme, "primary", TestStates.mutual.state).bold)
    }

    @Test func theShippedThemesSayPrimaryLinkAndOnColorExplicitly() throws {
        for name in Theme.builtInNames {
            let theme = try #require(try Theme.builtIn(named: name)?.get())
            #expect(Self.look(theme, "primary", .normal).bold)
            #expect(!Self.look(theme, "secondary", .normal).bold)
            #expect(Self.look(theme, "link", .normal).underline)
            #expect(Self.look(theme, "on-color-link", .normal).underline)
            #expect(!Self.look(theme, "on-color", .normal).underline)
            #expect(theme.isOnBrandSurface(variant: "on-color-secondary"))
            #expect(!theme.isOnBrandSurface(variant: "link"))
            #expect(theme.focusRing(variant: "on-color") == theme.chrome.background)
            #expect(theme.focusRing(variant: "primary") == theme.chrome.accent)
        }
    }

    @Test func theMostSpecificRuleSetsEachFieldAndStatesPatchOnlyWhatTheySet() throws {
        let theme = try Self.fixture([
            ("font-weight.button.secondary.default", "700"),
            ("font-weight.button.secondary.pressed", "\"normal\""),
            ("font-weight.button.secondary.selected-pressed", "\"extra-black\""),
            ("underline.button.secondary.default", "1"),
            ("underline.button.secondary.focused", "0"),
            ("dim.button.secondary.mutual", "1"),
            ("brand-surface.button.success", "1"),
        ]).load().get()
        #expect(Self.look(theme, "secondary", .normal) == TextLook(fontWeight: 700, underline: true, dim: false))
        // pressed sets the weight only; the default's underline stays.
        #expect(Self.look(theme, "secondary", .highlighted) == TextLook(fontWeight: 400, underline: true, dim: false))
        #expect(Self.look(theme, "secondary", [.selected, .highlighted]).fontWeight == 950)
        // The theme's own focused rule beats the default one.
        #expect(!Self.look(theme, "secondary", .focused).underline)
        // A custom state's rule applies to every state that includes it.
        #expect(Self.look(theme, "secondary", TestStates.mutual.state.union(.focused)).dim)
        // Other variants keep the defaults; one variant on the brand surface.
        #expect(Self.look(theme, "primary", .normal) == TextLook.plain)
        #expect(theme.isOnBrandSurface(variant: "success"))
        #expect(theme.surface(variant: "success") == theme.chrome.onColorSurface)
        #expect(!theme.isOnBrandSurface(variant: "secondary"))
    }

    @Test func badPresentationTokensAreOneLineEach() {
        let cases: [([(String, String)], String)] = [
            (
                [("font-weight.button.primary.default", "\"heavyish\"")],
                "theme.font-weight.button.primary.default: malformed font weight"
            ),
            (
                [("font-weight.button.primary.default", "0")],
                "theme.font-weight.button.primary.default: malformed font weight"
            ),
            (
                [("underline.button.primary.default", "2")],
                "theme.underline.button.primary.default: expected 1 (on) or 0 (off), found 2"
            ),
            ([("dim.button.primary.Selected", "1")], "theme.dim.button.primary.Selected: unknown state \"Selected\""),
            (
                [("dim.button.primary.pressed-disabled", "1")],
                "theme.dim.button.primary.pressed-disabled: state pressed-disabled never happens"
            ),
            (
                [("dim.button.primary.selected-focused", "1"), ("dim.button.primary.focused-selected", "1")],
                "theme.dim.button.primary.focused-selected: same state as selected-focused"
            ),
            (
                [("brand-surface.button.primary", "true")],
                "theme.brand-surface.button.primary: expected 1 (on) or 0 (off)"
            ),
            ([("font-weight.button.primary", "600")], "theme.font-weight.button.primary: expected a group of states"),
        ]
        for (tokens, expected) in cases {
            let lines = Self.fixture(tokens).problemLines()
            #expect(lines.count == 1, "\(lines)")
            #expect(lines.first?.hasPrefix("bad.json: \(expected)") == true, "\(lines)")
        }
        let wrongType = Self.fixture([("font-weight.button.primary.default", "600")]).setting(
            "theme.font-weight.$type", "\"number\""
        ).problemLines()
        #expect(
            wrongType == [
                "bad.json: theme.font-weight.button.primary.default: wrong $type: expected fontWeight, found number"
            ])
    }

    @Test func aManifestMapsThePresentationRolesOrGetsTheDefaults() throws {
        let plain = try ManifestFixture.team()
        defer { plain.remove() }
        let defaults = try plain.load().get()
        #expect(!Self.look(defaults, "primary", .normal).bold)
        #expect(Self.look(defaults, "primary", .selected).bold)
        #expect(!defaults.isOnBrandSurface(variant: "primary"))
        #expect(!defaults.roleSources.contains { $0.role.hasPrefix("font-weight") })
        #expect(!defaults.unsuppliedRoles.contains { $0.hasPrefix("font-weight") || $0.hasPrefix("brand-surface") })

        let mapped = ManifestFixture.manifest.replacingOccurrences(
            of: "\"map\": {",
            with: """
                "map": {
                    "font-weight.button.{variant}.default": "{weight.strong}",
                    "font-weight.button.primary.selected": 400,
                    "underline.button.primary.focused": 0,
                    "brand-surface.button.primary": 1,
                """)
        let weights = #"{"weight": {"$type": "fontWeight", "strong": {"$value": "bold"}}}"#
        let team = try ManifestFixture.team(
            manifest: mapped.replacingOccurrences(of: "\"buttons.json\"]", with: "\"buttons.json\", \"weights.json\"]"),
            extra: ["weights.json": weights])
        defer { team.remove() }
        let theme = try team.load().get()
        #expect(Self.look(theme, "primary", .normal).fontWeight == 700)
        #expect(!Self.look(theme, "primary", .selected).bold)
        #expect(!Self.look(theme, "primary", .focused).underline)
        #expect(theme.isOnBrandSurface(variant: "primary"))
        let source = try #require(theme.roleSources.first { $0.role == "font-weight.button.primary.default" })
        #expect(source.links.map(\.token) == ["weight.strong"])
    }

    @Test func theExampleManifestsSayPrimaryLinkAndOnColorExplicitly() throws {
        let folder = JSONSchemaCheck.packageRoot.appendingPathComponent("Themes/examples")
        for name in ["figma-sds.theme.json", "github-primer.theme.json"] {
            let theme = try ThemeLoader.load(contentsOf: folder.appendingPathComponent(name)).get()
            #expect(Self.look(theme, "primary", .normal).bold)
            #expect(!Self.look(theme, "secondary", .normal).bold)
            #expect(Self.look(theme, "link", .normal).underline)
            #expect(theme.isOnBrandSurface(variant: "on-color"))
            #expect(!theme.isOnBrandSurface(variant: "primary"))
        }
    }

    @Test func themesCheckListsThePresentationRolesTheDefaultsStandIn() throws {
        let fixture = Self.fixture([
            ("font-weight.button.primary.default", "600"), ("brand-surface.button.primary", "0"),
        ])
        let check = ThemeCheck(path: "bad.json", loaded: fixture.load(), customStates: TestStates.all)
        let lines = check.lines(verbose: true)
        let heading = try #require(lines.firstIndex { $0.hasPrefix("  presentation roles nothing supplies") })
        #expect(
            lines[heading]
                == "  presentation roles nothing supplies (the defaults stand in: default: font-weight 400, underline 0, dim 0; "
                + "selected: font-weight 600; disabled: dim 1; focused: underline 1; brand-surface 0):")
        let listed = lines[(heading + 1)...].prefix { $0.hasPrefix("    ") }
        #expect(
            listed.prefix(3) == [
                "    underline.button.primary.{state}", "    dim.button.primary.{state}",
                "    brand-surface.button.secondary",
            ])
        #expect(!listed.contains("    font-weight.button.primary.{state}"))
        #expect(check.roles.contains { $0.role == "font-weight.button.primary.default" })
        // The shipped themes say every rule: the defaults stand in for nothing.
        let shipped = ThemeCheck(
            path: "default", loaded: try #require(Theme.builtIn(named: "default")), customStates: TestStates.all)
        #expect(shipped.presentationDefaults.isEmpty)
    }
}
