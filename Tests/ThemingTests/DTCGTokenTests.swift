import Foundation
import Testing

@testable import Theming

/// DTCG 2025.10 token structure: `$root`, `$extends`, `$ref`, group `$type` inheritance,
/// `$deprecated`, `$description`, `$extensions`, dimensions; each message exactly.
@Suite("DTCG tokens")
struct DTCGTokenTests {
    private static let token = ThemeFixture.token

    private func loaded(_ fixture: ThemeFixture) throws -> Theme { try fixture.load().get() }

    @Test func rootTokensAreReferredToAsGroupDotRoot() throws {
        let fixture = ThemeFixture.minimal
            .setting("brand.$type", "\"color\"")
            .setting("brand.$root", Self.token("\"#123456\""))
            .setting("brand.light", Self.token("\"#abcdef\""))
            .setting("theme.color.foreground.accent", Self.token("\"{brand.$root}\""))
        let theme = try loaded(fixture)
        #expect(theme.chrome.accent == RGBColor(hex: "#123456"))
        #expect(
            theme.roleSources.first { $0.role == "color.foreground.accent" }?.links.map(\.token) == [
                "theme.color.foreground.accent", "brand.$root",
            ])
    }

    @Test func extendsCopiesTheBaseGroupsTokensUnderTheGroupsOwn() throws {
        let fixture = ThemeFixture.minimal
            .setting("base.$type", "\"color\"")
            .setting("base.fill", Self.token("\"#111111\""))
            .setting("base.text", Self.token("\"#222222\""))
            .setting("derived.$extends", "\"{base}\"")
            .setting("derived.text", Self.token("\"#333333\""))
            .setting("theme.color.foreground.muted", Self.token("\"{derived.fill}\""))
            .setting("theme.color.foreground.danger", Self.token("\"{derived.text}\""))
        let theme = try loaded(fixture)
        #expect(theme.chrome.mutedText == RGBColor(hex: "#111111"))
        #expect(theme.chrome.error == RGBColor(hex: "#333333"))
    }

    /// Problems in groups no role uses: errors with strict (warnings otherwise).
    @Test func extendsMessages() {
        let missing = ThemeFixture.minimal.setting("derived.$extends", "\"{nowhere}\"")
        #expect(missing.problemLines(strict: true) == ["bad.json: derived: $extends {nowhere}: no such group"])
        let token = ThemeFixture.minimal.setting("derived.$extends", "\"{theme.color.white}\"")
        #expect(
            token.problemLines(strict: true) == [
                "bad.json: derived: $extends {theme.color.white}: a token, not a group"
            ])
        let loop = ThemeFixture.minimal.setting("a.$extends", "\"{b}\"").setting("b.$extends", "\"{a}\"")
        #expect(
            loop.problemLines(strict: true) == [
                "bad.json: a: $extends cycle through {b}", "bad.json: b: $extends cycle through {a}",
            ])
        let notReference = ThemeFixture.minimal.setting("derived.$extends", "\"base\"")
        #expect(
            notReference.problemLines(strict: true) == [
                "bad.json: derived: $extends must be a reference to a group such as \"{button.base}\", found \"base\""
            ])
    }

    @Test func refPointsAtAWholeTokenOrIntoItsValue() throws {
        let fixture = ThemeFixture.minimal
            .setting("theme.color.foreground.muted", Self.token("{\"$ref\": \"#/theme/color/blue\"}"))
            .setting(
                "theme.color.foreground.danger",
                Self.token(
                    "{\"colorSpace\": \"srgb\", \"components\": [1, {\"$ref\": \"#/theme/color/blue/$value/components/1\"}, 0]}"
                ))
        let theme = try loaded(fixture)
        #expect(theme.chrome.mutedText == RGBColor(hex: "#003399"))
        #expect(theme.chrome.error == RGBColor(hex: "#FF3300"))
        // A whole-token $ref is explained like an alias.
        #expect(
            theme.roleSources.first { $0.role == "color.foreground.muted" }?.links.map(\.token) == [
                "theme.color.foreground.muted", "theme.color.blue",
            ])
    }

    @Test func refMessages() {
        func lines(_ raw: String) -> [String] {
            ThemeFixture.minimal.setting("theme.color.foreground.danger", Self.token(raw)).problemLines()
        }
        #expect(
            lines("{\"$ref\": \"theme/color/blue\"}") == [
                "bad.json: theme.color.foreground.danger: $ref \"theme/color/blue\" is not a pointer into the token files (write \"#/group/token\" or \"#/group/token/$value/...\")"
            ])
        #expect(
            lines("{\"$ref\": \"#/theme/color/nowhere\"}") == [
                "bad.json: theme.color.foreground.danger: unresolved alias {theme.color.nowhere}"
            ])
        #expect(
            lines(
                "{\"colorSpace\": \"srgb\", \"components\": [1, {\"$ref\": \"#/theme/color/blue/$value/components/7\"}, 0]}"
            )
                == [
                    "bad.json: theme.color.foreground.danger: $ref {\"$ref\": \"#/theme/color/blue/$value/components/7\"} reaches nothing in {theme.color.blue}'s value {\"colorSpace\": \"srgb\", \"components\": [0, 0.2, 0.6]}"
                ])
        #expect(
            lines("{\"colorSpace\": \"srgb\", \"components\": [1, {\"$ref\": \"#/nowhere/$value/components/0\"}, 0]}")
                == [
                    "bad.json: theme.color.foreground.danger: $ref to {nowhere}: no such token"
                ])
        #expect(
            lines(
                "{\"colorSpace\": \"srgb\", \"components\": [1, {\"$ref\": \"#/theme/color/foreground/danger/$value/components/0\"}, 0]}"
            )
                == [
                    "bad.json: theme.color.foreground.danger: $ref loop: the value refers back to {theme.color.foreground.danger}"
                ])
        // A reference where a token should be, without `$value`, says where it goes.
        let bare = ThemeFixture.minimal.setting("theme.color.extra", "{\"$ref\": \"#/theme/color/blue\"}")
        #expect(
            bare.problemLines(strict: true) == [
                "bad.json: theme.color.extra: $ref outside $value: write {\"$value\": {\"$ref\": ...}} to refer to another token"
            ])
    }

    @Test func groupTypesAreInheritedAndPropertiesAccepted() throws {
        let fixture = ThemeFixture.minimal
            .setting("palette.$type", "\"color\"")
            .setting("palette.$description", "\"Brand colours\"")
            .setting("palette.$extensions", "{\"org.example\": {\"any\": [1, 2]}}")
            .setting("palette.$deprecated", "\"Use brand instead\"")
            .setting(
                "palette.teal",
                "{\"$value\": \"#008080\", \"$description\": \"teal\", \"$deprecated\": true, \"$extensions\": {\"x\": 1}}"
            )
            .setting("theme.color.foreground.muted", Self.token("\"{palette.teal}\""))
        let theme = try loaded(fixture)
        #expect(theme.chrome.mutedText == RGBColor(hex: "#008080"))
        // A deprecated token a role uses is worth a warning, the file's reason first.
        #expect(theme.warnings.map(\.line) == ["bad.json: palette.teal: deprecated"])
        #expect(try fixture.load(strict: true).get().warnings.count == 1)
        // A token without its own $deprecated takes its group's, with the group's reason.
        let inherited = fixture.setting(
            "palette.teal", "{\"$value\": \"#008080\"}")
        #expect(
            try inherited.load().get().warnings.map(\.line) == ["bad.json: palette.teal: deprecated: Use brand instead"]
        )
        let bad = ThemeFixture.minimal.setting("palette.$deprecated", "5")
        #expect(
            bad.problemLines(strict: true) == [
                "bad.json: palette: $deprecated must be true, false or a string, found 5"
            ])
    }

    @Test func anUnknownTypeIsReportedOnce() {
        let group = ThemeFixture.minimal.setting("extra.$type", "\"colour\"").setting("extra.x", Self.token("\"#fff\""))
        let lines = group.problemLines(strict: true)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("bad.json: extra: unknown $type \"colour\" (known: color, dimension,") == true)
        // Used by a role, the refused type is an error even without strict, and still said once.
        let used = group.setting("theme.color.foreground.muted", Self.token("\"{extra.x}\""))
        #expect(used.problemLines().count == 1)
    }

    @Test func dimensionsInPxAndRemAndNegativeWhereAllowed() throws {
        let fixture = ThemeFixture.minimal
            .setting("theme.padding-x.button.sm", Self.token("{\"value\": 0.75, \"unit\": \"rem\"}"))
            .setting("offset.$type", "\"dimension\"")
            .setting("offset.up", Self.token("{\"value\": -2, \"unit\": \"px\"}"))
        let theme = try loaded(fixture)
        #expect(theme.metrics.points.smallPaddingX == 12)
        #expect(theme.warnings.isEmpty)
        let negativeHeight = ThemeFixture.minimal.setting("theme.height.button.sm", Self.token("\"{offset.up}\""))
            .setting("offset.$type", "\"dimension\"")
            .setting("offset.up", Self.token("{\"value\": -2, \"unit\": \"px\"}"))
        #expect(
            negativeHeight.problemLines() == ["bad.json: theme.height.button.sm: height -2 pt is outside 8...200 pt"])
        let em = ThemeFixture.minimal.setting(
            "theme.height.button.sm", Self.token("{\"value\": 2, \"unit\": \"em\"}"))
        #expect(
            em.problemLines() == [
                "bad.json: theme.height.button.sm: malformed dimension {\"value\": 2, \"unit\": \"em\"}: unit must be \"px\" or \"rem\""
            ])
        let string = ThemeFixture.minimal.setting("theme.height.button.sm", Self.token("\"44px\""))
        #expect(
            string.problemLines() == [
                "bad.json: theme.height.button.sm: malformed dimension \"44px\": expected {\"value\": number, \"unit\": \"px\" or \"rem\"}"
            ])
    }

    @Test func problemsInUnusedTokensWarnAndStrictMakesThemErrors() throws {
        let fixture = ThemeFixture.minimal
            .setting("spare.$type", "\"color\"")
            .setting("spare.bad", Self.token("\"#nothex\""))
        let line = "bad.json: spare.bad: malformed colour \"#nothex\" (expected \"#rrggbb\" or a colour object)"
        #expect(fixture.problemLines().isEmpty)
        #expect(fixture.warningLines() == [line])
        #expect(fixture.problemLines(strict: true) == [line])
        // The same problem in a token a role uses is an error.
        let used = fixture.setting("theme.color.foreground.muted", Self.token("\"{spare.bad}\""))
        #expect(used.problemLines() == [line])
    }
}

/// `$ref` chains through values are bounded, so a long one cannot exhaust the stack.
@Suite("DTCG $ref hardening")
struct DTCGReferenceHardeningTests {
    @Test func aLongChainOfRefsIntoValuesEndsWithOneMessage() {
        // Each token's value points into the next one's, so reading the first follows all.
        var fixture = ThemeFixture.minimal.setting("chain.$type", "\"color\"")
        for index in 0..<2_000 {
            fixture.set(
                "chain.c\(index)",
                ThemeFixture.token(
                    "{\"colorSpace\": \"srgb\", \"components\": [{\"$ref\": \"#/chain/c\(index + 1)/$value/components/0\"}, 0, 0]}"
                ))
        }
        fixture.set("chain.c2000", ThemeFixture.token("{\"colorSpace\": \"srgb\", \"components\": [0, 0, 0]}"))
        let lines = fixture.problemLines(strict: true)
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.contains("$ref chain deeper than 32") })
    }
}
