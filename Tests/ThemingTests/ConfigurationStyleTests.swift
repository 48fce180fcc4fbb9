import ButtonKit
import Testing

@testable import Theming

/// Each configuration style's automatic colours against ``ConfigurationStyleTable`` (the
/// approximations written once, with their sources), and the handler's colours winning
/// over them, as UIKit runs the handler after `updated(for:)`.
@Suite("UIButton.Configuration: style colours")
struct ConfigurationStyleTests {
    let theme = Theme.builtInDefault
    let en = Localization(locale: .en, development: .en)
    let white = RGBColor(red: 255, green: 255, blue: 255)
    let black = RGBColor(red: 0, green: 0, blue: 0)

    var tint: RGBColor {
        theme.style(variant: "primary", size: .medium, state: .normal, customStates: []).style.background ?? black
    }
    var surface: RGBColor { theme.chrome.background }
    var grey08: RGBColor { surface.mixed(toward: theme.chrome.text, amount: 0.08) }
    var grey12: RGBColor { surface.mixed(toward: theme.chrome.text, amount: 0.12) }
    var grey30: RGBColor { surface.mixed(toward: theme.chrome.text, amount: 0.3) }

    func look(
        _ style: ConfigurationStyle, _ state: ControlState, updates: [StateValue<ConfigurationPatch>] = [],
        background: String? = nil
    ) -> ConfigurationLook {
        var base = ConfigurationPatch()
        base.style = style
        base.baseBackgroundColor = background
        let resolved = ButtonConfiguration(base: base, updates: updates).resolved(
            for: state, title: "T", localization: en)
        return theme.configurationLook(resolved, variant: "primary", state: state)
    }

    /// Expected (background, foreground) per style and state, written out from the table's
    /// rows: base colours, then selected, highlighted and disabled in that order.
    var expected: [(ConfigurationStyle, ControlState, RGBColor?, RGBColor)] {
        let wash = surface.mixed(toward: tint, amount: 0.18)
        return [
            (.plain, .normal, nil, tint),
            (.plain, .highlighted, nil, tint.mixed(toward: surface, amount: 0.35)),
            (.plain, .disabled, nil, grey30),
            (.plain, .selected, tint, white),
            (.gray, .normal, grey12, tint),
            (.gray, .highlighted, grey12.mixed(toward: black, amount: 0.12), tint),
            (.gray, .disabled, grey08, grey30),
            (.gray, .selected, tint, white),
            (.tinted, .normal, wash, tint),
            (.tinted, .highlighted, wash.mixed(toward: black, amount: 0.12), tint),
            (.tinted, .disabled, grey08, grey30),
            (.tinted, .selected, tint, white),
            (.filled, .normal, tint, white),
            (.filled, .highlighted, tint.mixed(toward: black, amount: 0.2), white),
            (.filled, .disabled, grey08, grey30),
            (.filled, .selected, tint, white),
            (.filled, [.selected, .highlighted], tint.mixed(toward: black, amount: 0.2), white),
            (.gray, [.selected, .highlighted], tint.mixed(toward: black, amount: 0.12), white),
        ]
    }

    @Test func everyStylesStatesFollowTheTable() {
        for (style, state, background, foreground) in expected {
            let look = look(style, state)
            #expect(look.style.style.background == background, "\(style) \(state.hex) background")
            #expect(look.style.style.foreground == foreground, "\(style) \(state.hex) foreground")
        }
    }

    @Test func theTableHasARowPerStyleAndCondition() {
        for style in ConfigurationStyle.allCases {
            for condition in [ControlState.normal] + ConfigurationStyleTable.conditions {
                let row = ConfigurationStyleTable.row(style, condition)
                #expect(row != nil, "\(style) \(condition.hex)")
                #expect(row?.source.isEmpty == false)
            }
        }
        // Apple documents that selection does not restyle filled (automaticallyUpdateForSelection).
        #expect(ConfigurationStyleTable.row(.filled, .selected)?.documented == true)
        #expect(ConfigurationStyleTable.row(.filled, .selected)?.background == nil)
        #expect(ConfigurationStyleTable.row(.filled, .highlighted)?.documented == false)
    }

    @Test func automaticColoursSayTheyAreApproximations() {
        let pressed = look(.filled, .highlighted)
        guard case .table(let source, let documented) = pressed.backgroundOrigin else {
            Issue.record("expected a table origin, got \(pressed.backgroundOrigin)")
            return
        }
        #expect(!documented)
        #expect(pressed.backgroundOrigin.description == "approximation: " + source)
    }

    @Test func aFileColourIsTheBaseAndSaysSo() {
        let token = "theme.color.palette.success"
        let green = theme.color(token: token)
        #expect(green != nil)
        let normal = look(.filled, .normal, background: token)
        #expect(normal.style.style.background == green)
        #expect(normal.backgroundOrigin == .file(token: token))
        // The automatic update still darkens it when pressed (a default derived from it).
        #expect(
            look(.filled, .highlighted, background: token).style.style.background
                == green?.mixed(toward: black, amount: 0.2))
    }

    @Test func aPatchOverridesTheAutomaticColourAndALaterPatchWins() {
        let pressed = "theme.color.palette.brand-pressed"
        let danger = "theme.color.palette.danger"
        var first = ConfigurationPatch()
        first.baseBackgroundColor = pressed
        var second = ConfigurationPatch()
        second.baseBackgroundColor = danger
        let updates = [
            StateValue(key: "highlighted", state: .highlighted, value: first),
            StateValue(key: "selected|highlighted", state: [.selected, .highlighted], value: second),
        ]
        let highlighted = look(.filled, .highlighted, updates: updates)
        #expect(highlighted.style.style.background == theme.color(token: pressed))
        #expect(highlighted.backgroundOrigin == .update(key: "highlighted", token: pressed))
        // Not darkened: the handler runs after the automatic update.
        #expect(highlighted.style.style.background != theme.color(token: pressed)?.mixed(toward: black, amount: 0.2))
        let both = look(.filled, [.selected, .highlighted], updates: updates)
        #expect(both.style.style.background == theme.color(token: danger))
        #expect(both.backgroundOrigin == .update(key: "selected|highlighted", token: danger))
        // A patch even beats the disabled grey.
        #expect(
            look(.filled, [.highlighted, .disabled], updates: updates).style.style.background
                == theme.color(token: pressed))
    }

    @Test func cornerStylesAndSizes() {
        var base = ConfigurationPatch()
        base.cornerStyle = .capsule
        base.buttonSize = .mini
        let resolved = ButtonConfiguration(base: base).resolved(for: .normal, title: "T", localization: en)
        let look = theme.configurationLook(resolved, variant: "primary", state: .normal)
        #expect(look.style.style.corner == .pill)
        #expect(look.style.style.height == theme.metrics.height(for: .small))
        #expect(ConfigurationStyleTable.cornerRadius(.dynamic) == nil)
        #expect(ConfigurationStyleTable.cornerRadius(.medium) == 8)
    }

    @Test func theThemeResolvesColourTokensByPath() {
        #expect(theme.color(token: "theme.color.button.primary.default.background") == tint)
        #expect(theme.color(token: "theme.color.palette.nope") == nil)
        #expect(theme.color(token: "theme.height.button.md") == nil)
    }
}
