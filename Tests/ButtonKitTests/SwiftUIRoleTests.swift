import ButtonKit
import ButtonKitTestSupport
import Testing

/// Roles, control size and VoiceOver's name under SwiftUI's rules (DESIGN section 19).
@Suite("Section 19: roles, control size and VoiceOver's name")
struct SwiftUIRoleTests {
    static let localization = Localization(locale: .en, development: .en)

    static func button(role: ButtonRole?, title: String?, framework: Framework = .swiftui) -> Button {
        var definition = ButtonDefinition(
            id: "x", titles: title.map { [StateValue(key: "normal", state: .normal, value: .plain($0))] } ?? [])
        definition.role = role
        definition.framework = framework
        return Button(definition, localization: localization)
    }

    @Test func closeAndConfirmWithoutATitleGetTheSystemLabel() {
        for (role, symbol, name) in [(ButtonRole.close, "✕", "Close"), (.confirm, "✓", "Confirm")] {
            let button = Self.button(role: role, title: nil)
            #expect(button.systemLabelRole == role)
            #expect(button.icon == symbol)
            #expect(VoiceOver.label(for: button, localization: Self.localization) == name)
            #expect(VoiceOver.reading(for: button, localization: Self.localization) == "\(name), button")
        }
    }

    @Test func aTitleOrUIKitsRulesKeepTheSystemLabelAway() {
        let titled = Self.button(role: .close, title: "Done")
        #expect(titled.systemLabelRole == nil)
        #expect(titled.icon == nil)
        let uiKit = Self.button(role: .close, title: nil, framework: .uikit)
        #expect(uiKit.systemLabelRole == nil)
        #expect(uiKit.icon == nil)
        #expect(VoiceOver.label(for: uiKit, localization: Self.localization) == "")
    }

    @Test func destructiveAndCancelReadAsWithoutARole() {
        for role in [ButtonRole.destructive, .cancel] {
            let button = Self.button(role: role, title: "Delete")
            let plain = Self.button(role: nil, title: "Delete")
            #expect(button.systemLabelRole == nil)
            #expect(
                VoiceOver.reading(for: button, localization: Self.localization)
                    == VoiceOver.reading(for: plain, localization: Self.localization))
        }
    }

    @Test func sizesNameTheirControlSize() {
        #expect(ButtonSize.small.controlSize == "small")
        #expect(ButtonSize.medium.controlSize == "regular")
    }

    @Test func underSwiftUIVoiceOversNameFollowsTheLadderWhateverTheFocus() {
        let board = BuiltInFixture.board.following(.swiftui)
        var button = Button(board.button(.follow)!, localization: Self.localization)
        button.flags.set(.selected, true)
        button.flags.set(.loading, true)
        let unfocused = VoiceOver.label(for: button, localization: Self.localization)
        button.flags.set(.focused, true)
        #expect(unfocused == "Followed")
        #expect(VoiceOver.label(for: button, localization: Self.localization) == unfocused)
        // UIKit's lookup has no selected+focused slot: its name falls back to normal's.
        var uiKit = Button(BuiltInFixture.board.button(.follow)!, localization: Self.localization)
        uiKit.flags.set(.selected, true)
        uiKit.flags.set(.loading, true)
        uiKit.flags.set(.focused, true)
        #expect(VoiceOver.label(for: uiKit, localization: Self.localization) == "Follow")
    }
}
