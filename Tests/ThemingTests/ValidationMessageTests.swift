import Testing

@testable import Theming

@Suite("Theme validation messages")
struct ValidationMessageTests {
    @Test func minimalFixtureLoads() {
        #expect(ThemeFixture.minimal.problemLines() == [])
    }

    @Test func invalidJSONReportsLineAndColumn() {
        #expect(
            problemLines("{\n  \"theme\": {\n    \"color\": }\n}\n")
                == ["bad.json: line 3, column 14: invalid JSON (unexpected character '}', expected a value)"])
        #expect(
            problemLines("{\"a\": 1,}") == [
                "bad.json: line 1, column 9: invalid JSON (expected a member name in double quotes)"
            ])
        #expect(
            problemLines("") == ["bad.json: line 1, column 1: invalid JSON (unexpected end of input, expected a value)"]
        )
        // Columns count characters: "é" is two bytes but one column.
        #expect(
            problemLines("{\"é\": tru}") == [
                "bad.json: line 1, column 10: invalid JSON (unexpected character, expected true)"
            ])
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(problemLines(deep) == ["bad.json: line 1, column 65: invalid JSON (nesting deeper than 64 levels)"])
    }

    @Test func unresolvedAlias() {
        let fixture = ThemeFixture.minimal.setting(
            "theme.color.button.primary.default.background", ThemeFixture.token("\"{theme.color.nope}\""))
        #expect(
            fixture.problemLines() == [
                "bad.json: theme.color.button.primary.default.background: unresolved alias {theme.color.nope}"
            ])
    }

    @Test func aliasCycleIsReportedOnceNamingEachTokenOnce() {
        var fixture = ThemeFixture.minimal
        fixture.set("theme.color.a", ThemeFixture.token("\"{theme.color.b}\""))
        fixture.set("theme.color.b", ThemeFixture.token("\"{theme.color.c}\""))
        fixture.set("theme.color.c", ThemeFixture.token("\"{theme.color.a}\""))
        fixture.set("theme.color.button.link.default.foreground", ThemeFixture.token("\"{theme.color.a}\""))
        #expect(
            fixture.problemLines() == [
                "bad.json: theme.color.a: alias cycle {theme.color.a} -> {theme.color.b} -> {theme.color.c} -> {theme.color.a}"
            ])
    }

    @Test func selfAliasIsACycle() {
        let fixture = ThemeFixture.minimal.setting("theme.color.white", ThemeFixture.token("\"{theme.color.white}\""))
        #expect(
            fixture.problemLines() == [
                "bad.json: theme.color.white: alias cycle {theme.color.white} -> {theme.color.white}"
            ])
    }

    @Test func aliasToAGroup() {
        let fixture = ThemeFixture.minimal.setting(
            "theme.color.button.primary.default.background", ThemeFixture.token("\"{theme.color.surface}\""))
        #expect(
            fixture.problemLines() == [
                "bad.json: theme.color.button.primary.default.background: alias {theme.color.surface} points to a group, not a token"
            ])
    }

    @Test func wrongType() {
        let colourAsDimension = ThemeFixture.minimal.setting(
            "theme.radius.button.default", "{\"$type\": \"color\", \"$value\": \"#ffffff\"}")
        #expect(
            colourAsDimension.problemLines() == [
                "bad.json: theme.radius.button.default: wrong $type: expected dimension, found color"
            ])

        let mismatchedAlias = ThemeFixture.minimal.setting(
            "theme.radius.button.default", ThemeFixture.token("\"{theme.color.white}\""))
        #expect(
            mismatchedAlias.problemLines() == [
                "bad.json: theme.radius.button.default: $type dimension does not match the aliased token {theme.color.white} ($type color)"
            ])

        let unknown = ThemeFixture.minimal.setting(
            "theme.color.extra", "{\"$type\": \"colour\", \"$value\": \"#ffffff\"}")
        // Said once: the token's type is refused, and its missing type is not reported again.
        let unknownLine =
            "bad.json: theme.color.extra: unknown $type \"colour\" (known: color, dimension, number, duration, fontFamily, fontWeight, cubicBezier, strokeStyle, border, transition, shadow, gradient, typography)"
        #expect(unknown.problemLines(strict: true) == [unknownLine])
        // No button uses the token, so it only warns unless strict.
        #expect(unknown.problemLines().isEmpty)
        #expect(unknown.warningLines() == [unknownLine])
    }

    @Test func malformedColour() {
        let short = ThemeFixture.minimal.setting("theme.color.white", ThemeFixture.token("\"#fffff\""))
        #expect(
            short.problemLines() == [
                "bad.json: theme.color.white: malformed colour \"#fffff\" (expected \"#rrggbb\" or a colour object)"
            ])

        let outOfRange = ThemeFixture.minimal.setting(
            "theme.color.blue", ThemeFixture.token("{\"colorSpace\": \"srgb\", \"components\": [0, 2, 0]}"))
        #expect(
            outOfRange.problemLines() == [
                "bad.json: theme.color.blue: malformed colour {\"colorSpace\": \"srgb\", \"components\": [0, 2, 0]}: green 2 is outside 0...1 for srgb"
            ])

        let space = ThemeFixture.minimal.setting(
            "theme.color.blue", ThemeFixture.token("{\"colorSpace\": \"cmyk\", \"components\": [0, 0, 1]}"))
        #expect(
            space.problemLines() == [
                "bad.json: theme.color.blue: malformed colour {\"colorSpace\": \"cmyk\", \"components\": [0, 0, 1]}: unknown colorSpace (use one of srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50)"
            ])

        let badAlpha = ThemeFixture.minimal.setting(
            "theme.color.blue",
            ThemeFixture.token("{\"colorSpace\": \"srgb\", \"components\": [0, 0, 1], \"alpha\": 1.5}"))
        #expect(
            badAlpha.problemLines() == [
                "bad.json: theme.color.blue: malformed colour {\"colorSpace\": \"srgb\", \"components\": [0, 0, 1], \"alpha\": 1.5}: alpha must be a number from 0 to 1"
            ])
    }

    @Test func dimensionWithoutUnitOrNegative() {
        let noUnit = ThemeFixture.minimal.setting("theme.height.button.md", ThemeFixture.token("{\"value\": 44}"))
        #expect(
            noUnit.problemLines() == [
                "bad.json: theme.height.button.md: dimension {\"value\": 44} has no unit (add \"unit\": \"px\")"
            ])

        let bare = ThemeFixture.minimal.setting("theme.height.button.md", ThemeFixture.token("44"))
        #expect(
            bare.problemLines() == [
                "bad.json: theme.height.button.md: dimension 44 has no unit (write {\"value\": 44, \"unit\": \"px\"})"
            ])

        let negative = ThemeFixture.minimal.setting(
            "theme.padding-x.button.sm", ThemeFixture.token("{\"value\": -4, \"unit\": \"px\"}"))
        // A negative dimension is a dimension; a padding cannot be one.
        #expect(negative.problemLines() == ["bad.json: theme.padding-x.button.sm: padding -4 pt is outside 0...100 pt"])
    }

    @Test func missingRequiredTokens() {
        let foreground = ThemeFixture.minimal.removing("theme.color.button.danger.default.foreground")
        #expect(
            foreground.problemLines() == [
                "bad.json: theme.color.button.danger.default.foreground: missing required token"
            ])

        let chrome = ThemeFixture.minimal.removing("theme.color.foreground.muted")
        #expect(chrome.problemLines() == ["bad.json: theme.color.foreground.muted: missing required token"])

        let dimension = ThemeFixture.minimal.removing("theme.border-width.button.default")
        #expect(dimension.problemLines() == ["bad.json: theme.border-width.button.default: missing required token"])

        let pressed = ThemeFixture.minimal.removing("theme.color.button.link.pressed")
        #expect(
            pressed.problemLines() == [
                "bad.json: theme.color.button.link.pressed: missing required state group (pressed needs background, foreground or border)"
            ])
    }

    @Test func stateGroupProblems() {
        let unknown = ThemeFixture.minimal.setting(
            "theme.color.button.primary.pressed_2.background", ThemeFixture.token("\"{theme.color.black}\""))
        #expect(
            unknown.problemLines() == [
                "bad.json: theme.color.button.primary.pressed_2: unknown state \"pressed_2\" (write default, or words joined by '-' from pressed, disabled, selected, focused and custom state names such as mutual or loading)"
            ])
        // Any other word names a custom state of the buttons the theme styles.
        #expect(
            ThemeFixture.minimal.setting(
                "theme.color.button.primary.pending.background", ThemeFixture.token("\"{theme.color.black}\"")
            ).problemLines() == [])

        let unreachable = ThemeFixture.minimal.setting(
            "theme.color.button.primary.pressed-disabled.background", ThemeFixture.token("\"{theme.color.black}\""))
        #expect(
            unreachable.problemLines() == [
                "bad.json: theme.color.button.primary.pressed-disabled: state pressed-disabled is never looked up: UIKit drops disabled when highlighted, so it reads pressed"
            ])

        let part = ThemeFixture.minimal.setting(
            "theme.color.button.primary.selected.fill", ThemeFixture.token("\"{theme.color.black}\""))
        #expect(
            part.problemLines() == [
                "bad.json: theme.color.button.primary.selected.fill: unknown part \"fill\" (use background, foreground or border)"
            ])

        let clearText = ThemeFixture.minimal.setting(
            "theme.color.button.primary.selected.foreground", ThemeFixture.token("\"{theme.color.none}\""))
        #expect(
            clearText.problemLines() == [
                "bad.json: theme.color.button.primary.selected.foreground: must be a visible colour, not none (alpha 0)"
            ])
    }

    @Test func structuralProblems() {
        #expect(problemLines("[1, 2]") == ["bad.json: (root): a token file must be a JSON object, found an array"])
        let both = ThemeFixture.minimal.setting(
            "theme.color.white", "{\"$value\": \"#ffffff\", \"shade\": {\"$value\": \"#eeeeee\"}}")
        // Published token files do this; the child is ignored with a warning, even in a used
        // token, and refused when strict.
        let bothLine =
            "bad.json: theme.color.white: a token cannot also be a group (has $value and child \"shade\": {\"$value\": \"#eeeeee\"}); the child is ignored"
        #expect(both.problemLines().isEmpty)
        #expect(both.warningLines() == [bothLine])
        #expect(both.problemLines(strict: true) == [bothLine])
        let dotted = ThemeFixture.minimal.setting("theme.color.x", "{\"a.b\": {\"$value\": \"#eeeeee\"}}")
        #expect(
            dotted.problemLines(strict: true) == [
                "bad.json: theme.color.x.a.b: invalid name \"a.b\" (names must not be empty or contain '.', '{' or '}')"
            ])
        let untyped = ThemeFixture.minimal.setting("theme.extra", ThemeFixture.token("\"#ffffff\""))
        #expect(
            untyped.problemLines(strict: true) == [
                "bad.json: theme.extra: missing $type (set it on the token or an enclosing group)"
            ])
    }

    @Test func everyProblemIsCollected() {
        var fixture = ThemeFixture.minimal
        fixture.set("theme.color.white", ThemeFixture.token("\"#zzzzzz\""))
        fixture.set("theme.color.button.success.default.background", ThemeFixture.token("\"{theme.color.missing}\""))
        fixture.remove("theme.height.button.sm")
        #expect(
            fixture.problemLines() == [
                "bad.json: theme.color.button.success.default.background: unresolved alias {theme.color.missing}",
                "bad.json: theme.color.white: malformed colour \"#zzzzzz\" (expected \"#rrggbb\" or a colour object)",
                "bad.json: theme.height.button.sm: missing required token",
            ])
    }

    @Test func loadErrorJoinsLines() {
        guard case .failure(let error) = ThemeFixture.minimal.removing("theme.color.foreground").load() else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.message == error.problems.map(\.line).joined(separator: "\n"))
        #expect(error.problems.count == 4)
    }
}
