import ButtonKit
import Testing

@testable import Theming

@Suite("Style resolution")
struct StyleResolutionTests {
    private let white = RGBColor(red: 255, green: 255, blue: 255)
    private let black = RGBColor(red: 0, green: 0, blue: 0)
    private let blue = RGBColor(red: 0, green: 51, blue: 153)
    private let red = RGBColor(red: 255, green: 0, blue: 0)

    private func theme(_ fixture: ThemeFixture) throws -> Theme {
        try fixture.load().get()
    }

    @Test func aliasChainsAreFollowed() throws {
        var fixture = ThemeFixture.minimal
        fixture.set("theme.color.palette-red", ThemeFixture.token("\"#ff0000\""))
        fixture.set("theme.color.danger-base", ThemeFixture.token("\"{theme.color.palette-red}\""))
        fixture.set("theme.color.danger-strong", ThemeFixture.token("\"{theme.color.danger-base}\""))
        fixture.set(
            "theme.color.button.danger.default.background", ThemeFixture.token("\"{theme.color.danger-strong}\""))
        let style = try theme(fixture).style(
            variant: "danger", size: .medium, state: .normal, customStates: TestStates.all
        ).style
        #expect(style.background == red)
    }

    @Test func defaultStateUsesAllThreeParts() throws {
        let resolved = try theme(.minimal).style(
            variant: "primary", size: .medium, state: .normal, customStates: TestStates.all)
        #expect(resolved.style.background == blue)
        #expect(resolved.style.foreground == white)
        #expect(resolved.style.border == nil)  // alpha 0 means no border
        #expect(resolved.style.borderWidth == 0)
        #expect(resolved.style.spinner == white)
        #expect(resolved.source == .exact)
        #expect(resolved.slot == .normal)
    }

    @Test func pressedPatchesOnlyWhatItSets() throws {
        let resolved = try theme(.minimal).style(
            variant: "primary", size: .medium, state: .highlighted, customStates: TestStates.all)
        #expect(resolved.style.background == black)  // set by pressed
        #expect(resolved.style.foreground == white)  // kept from default
        #expect(resolved.source == .exact)
        #expect(resolved.slot == .highlighted)
    }

    @Test func highlightedOverridesDisabled() throws {
        let resolved = try theme(.minimal).style(
            variant: "primary", size: .medium, state: [.highlighted, .disabled], customStates: TestStates.all)
        #expect(resolved.style.background == black)
        #expect(resolved.source == .aliased(.highlighted))
        #expect(resolved.slot == .highlighted)
    }

    @Test func missingStatesFallBackToDefaultNotToNeighbours() throws {
        var fixture = ThemeFixture.minimal
        fixture.set("theme.color.button.primary.selected.background", ThemeFixture.token("\"{theme.color.none}\""))
        fixture.set("theme.color.button.primary.selected.border", ThemeFixture.token("\"{theme.color.blue}\""))
        fixture.set("theme.color.button.primary.selected.foreground", ThemeFixture.token("\"{theme.color.blue}\""))
        let loaded = try theme(fixture)

        let selected = loaded.style(variant: "primary", size: .medium, state: .selected, customStates: TestStates.all)
        #expect(selected.style.background == nil)
        #expect(selected.style.border == blue)
        #expect(selected.style.borderWidth == 1)
        #expect(selected.style.spinner == blue)  // no spinner token: the state's foreground

        // UIKit has no partial matching: selected|highlighted reads normal, not selected.
        let selectedPressed = loaded.style(
            variant: "primary", size: .medium, state: [.selected, .highlighted], customStates: TestStates.all)
        #expect(selectedPressed.source == .normalFallback)
        #expect(selectedPressed.slot == .normal)
        #expect(selectedPressed.style.background == blue)
    }

    @Test func customStatesAreNamedStates() throws {
        var fixture = ThemeFixture.minimal
        fixture.set("theme.color.button.primary.mutual-pressed.background", ThemeFixture.token("\"#ff0000\""))
        fixture.set("theme.color.button.primary.selected-loading.foreground", ThemeFixture.token("\"#ff0000\""))
        let loaded = try theme(fixture)
        let mutualPressed = TestStates.mutual.state.union(.highlighted)
        #expect(
            loaded.style(variant: "primary", size: .small, state: mutualPressed, customStates: TestStates.all).style
                .background == red)
        #expect(
            loaded.style(variant: "primary", size: .small, state: mutualPressed, customStates: TestStates.all).source
                == .exact)
        let selectedLoading = TestStates.loading.state.union(.selected)
        #expect(
            loaded.style(variant: "primary", size: .small, state: selectedLoading, customStates: TestStates.all).style
                .foreground == red)
        #expect(
            loaded.definedStates(for: "primary", customStates: TestStates.all) == [
                .normal, .highlighted, .disabled, mutualPressed, selectedLoading,
            ])
    }

    @Test func spinnerToken() throws {
        let fixture = ThemeFixture.minimal.setting("theme.color.button.link.spinner", ThemeFixture.token("\"#ff0000\""))
        let loaded = try theme(fixture)
        #expect(
            loaded.style(variant: "link", size: .medium, state: TestStates.loading.state, customStates: TestStates.all)
                .style.spinner == red)
    }

    @Test func metricsComeFromDimensionTokens() throws {
        let loaded = try theme(.minimal)
        let medium = loaded.style(variant: "secondary", size: .medium, state: .normal, customStates: TestStates.all)
            .style
        let small = loaded.style(variant: "secondary", size: .small, state: .normal, customStates: TestStates.all).style
        #expect(medium.height == 3 && medium.paddingX == 3 && medium.corner == .pill)
        #expect(small.height == 2 && small.paddingX == 2)

        let remTheme = try theme(
            ThemeFixture.minimal
                .setting("theme.height.button.md", ThemeFixture.token("{\"value\": 3, \"unit\": \"rem\"}"))
                .setting("theme.radius.button.default", ThemeFixture.token("{\"value\": 6, \"unit\": \"px\"}"))
                .setting("theme.border-width.button.default", ThemeFixture.token("{\"value\": 0, \"unit\": \"px\"}")))
        #expect(remTheme.metrics.mediumHeight == 3)  // 48 pt
        #expect(remTheme.metrics.corner == .medium)
        #expect(remTheme.metrics.borderWidth == 0)
    }

    @Test func chromeColours() throws {
        let chrome = try theme(.minimal).chrome
        #expect(chrome.background == white)
        #expect(chrome.text == black)
        #expect(chrome.onColorSurface == blue)
        #expect(chrome.surface(for: true) == blue)
    }

    @Test func stateNamesRoundTrip() {
        let cases: [(String, ControlState)] = [
            ("default", .normal), ("pressed", .highlighted), ("disabled", .disabled), ("selected", .selected),
            ("selected-pressed", [.selected, .highlighted]), ("selected-disabled", [.selected, .disabled]),
            ("focused", .focused), ("mutual", TestStates.mutual.state), ("loading", TestStates.loading.state),
            ("mutual-pressed", TestStates.mutual.state.union(.highlighted)),
            ("selected-loading", TestStates.loading.state.union(.selected)),
            ("mutual-loading", ControlState(rawValue: 0x0003_0006)),
        ]
        for (name, state) in cases {
            #expect(StateTokenName.parse(name)?.state(customStates: TestStates.all) == state)
            #expect(StateTokenName.name(for: state, customStates: TestStates.all) == name)
        }
        #expect(StateTokenName.parse("pressed-selected")?.state(customStates: []) == [.selected, .highlighted])
        #expect(StateTokenName.parse("pressed-pressed") == nil)
        #expect(StateTokenName.parse("") == nil)
        #expect(StateTokenName.parse("Hover") == nil)
        // Any other word names a custom state: it means something only on a button that has it.
        #expect(StateTokenName.parse("pending-pressed")?.custom == ["pending"])
        #expect(StateTokenName.parse("pending-pressed")?.state(customStates: TestStates.all) == nil)
        let pending = CustomState(name: "pending", bit: 1 << 20, rule: .implies(.selected))
        #expect(
            StateTokenName.parse("pending-pressed")?.state(customStates: [pending])
                == ControlState(rawValue: 0x0010_0005))
    }
}
