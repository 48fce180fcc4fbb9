import ButtonKit
import ButtonKitTestSupport
import Testing
import Theming

/// Under SwiftUI's rules the theme's colours come from the precedence ladder, as the
/// title does: the first rung that holds and has tokens, else the default tokens.
@Suite("Theme colours under SwiftUI's ladder")
struct LadderStyleTests {
    static let localization = Localization(locale: .en, development: .en)

    static func primary(_ framework: Framework, _ flags: [ButtonFlag]) -> ResolvedStyle {
        var definition = BuiltInFixture.board.button("primary")!
        definition.framework = framework
        var button = Button(definition, localization: localization)
        for flag in flags { button.flags.set(flag, flag != .enabled) }
        return Theme.builtInDefault.style(of: button)
    }

    @Test func disabledAndFocusedFallsBackUnderUIKitAndTakesDisabledUnderTheLadder() {
        let uiKit = Self.primary(.uikit, [.enabled, .focused])
        let swiftUI = Self.primary(.swiftui, [.enabled, .focused])
        #expect(uiKit.source == .normalFallback)
        #expect(swiftUI.source == .ladder(entry: "disabled", slot: .disabled))
        #expect(swiftUI.slot == .disabled)
        #expect(swiftUI.style == Self.primary(.uikit, [.enabled]).style)
    }

    @Test func pressedBeforeSelectedByDefault_selectedFirstWithTheFilesLadder() {
        #expect(
            Self.primary(.swiftui, [.selected, .highlighted]).source == .ladder(entry: "pressed", slot: .highlighted))
        var definition = BuiltInFixture.board.button("primary")!
        definition.framework = .swiftui
        definition.precedence = PrecedenceLadder(entries: [.selected, .pressed, .normal])
        var button = Button(definition, localization: Self.localization)
        button.flags.set(.selected, true)
        button.flags.set(.highlighted, true)
        #expect(Theme.builtInDefault.style(of: button).source == .ladder(entry: "selected", slot: .selected))
    }

    @Test func theUIKitLookupIsUnchanged() {
        #expect(Self.primary(.uikit, [.selected]).source == .exact)
        #expect(Self.primary(.uikit, [.highlighted, .enabled]).source == .aliased(.highlighted))
    }
}
