import Testing

@testable import Theming

@Suite("Role patterns")
struct TokenRolesTests {
    @Test func fillReplacesEachPlaceholderItHasAValueFor() {
        let filled = TokenRoles.fill(
            TokenRoles.stateColor, ["variant": "primary", "state": "pressed", "part": "border"])
        #expect(filled == "color.button.primary.pressed.border")
        #expect(TokenRoles.fill(TokenRoles.stateColor, ["variant": "link"]) == "color.button.link.{state}.{part}")
    }

    @Test func fillLeavesTheOuterBracesOfAManifestTemplate() {
        #expect(TokenRoles.fill("{control.{size}.size}", ["size": "medium"]) == "{control.medium.size}")
        #expect(TokenRoles.fill("{a}{b}} {", ["a": "1", "b": "2"]) == "12} {")
        #expect(TokenRoles.fill("no placeholders", ["a": "1"]) == "no placeholders")
    }

    @Test func aStateGroupIsTheRoleWithoutItsState() {
        #expect(TokenRoles.stateGroup(TokenRoles.fontWeight, variant: "primary") == "font-weight.button.primary")
        #expect(TokenRoles.stateGroup(TokenRoles.brandSurface, variant: "link") == "brand-surface.button.link")
    }
}
