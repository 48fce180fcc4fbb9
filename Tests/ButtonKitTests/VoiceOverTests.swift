import ButtonKit
import ButtonKitTestSupport
import Testing

@Suite("Rule 6: accessibility follows state")
struct VoiceOverTests {
    let en = Localization(locale: .en, development: .en)
    let zh = Localization(locale: .zh, development: .en)

    @Test func anEnabledButtonReadsItsTitleAndTheButtonTrait() {
        #expect(VoiceOver.reading(for: BuiltInFixture.button(.follow), localization: en) == "Follow, button")
    }

    @Test func selectedIsReadBeforeTheLabel() {
        var button = BuiltInFixture.button(.follow)
        button.flags.set(.selected, true)
        #expect(VoiceOver.reading(for: button, localization: en) == "Selected, Followed, button")
    }

    @Test func disabledAddsDimmed() {
        var button = BuiltInFixture.button(.modal)
        button.flags.set(.enabled, false)
        #expect(VoiceOver.reading(for: button, localization: en) == "Download, dimmed, button")
    }

    /// While loading hides the title, VoiceOver keeps the button's name and reads the state's
    /// words as its value (DESIGN section 12).
    @Test func aLoadingButtonKeepsItsNameAndReadsLoadingAsItsValue() {
        var button = BuiltInFixture.button(.primary)
        button.flags.set(.loading, true)
        #expect(button.shownTitle == "")
        #expect(VoiceOver.label(for: button, localization: en) == "Continue")
        #expect(VoiceOver.value(for: button, localization: en) == "Loading")
        #expect(VoiceOver.reading(for: button, localization: en) == "Continue, Loading, dimmed, button")
        button.relocalize(zh)
        #expect(VoiceOver.reading(for: button, localization: zh) == "继续，加载中，变暗，按钮")
    }

    /// The name is the title the button shows without the state: a selected follow that is
    /// loading is still "Followed", a mutual one "Mutual".
    @Test func theNameWhileLoadingIsTheTitleWithoutIt() {
        var button = BuiltInFixture.button(.follow)
        button.flags.set(.selected, true)
        button.flags.set(.loading, true)
        #expect(VoiceOver.reading(for: button, localization: en) == "Selected, Followed, Loading, dimmed, button")
        button.flags.set(.mutual, true)
        #expect(VoiceOver.label(for: button, localization: en) == "Mutual")
        button.flags.set(.loading, false)
        #expect(VoiceOver.value(for: button, localization: en) == nil)
    }

    @Test func otherLocalesReadEnglishTraitWordsAndFallBackToTheDevelopmentLanguage() {
        var button = BuiltInFixture.button(.follow)
        button.flags.set(.selected, true)
        let french = Localization(locale: "fr", development: .en)
        button.relocalize(french)
        #expect(VoiceOver.reading(for: button, localization: french) == "Selected, Followed, button")
    }

    @Test func aButtonLabelReplacesTheTitle() {
        let definition = ButtonDefinition(
            id: "close", titles: [StateValue(key: "normal", state: .normal, value: .plain("×"))],
            accessibilityLabel: .byLocale([LocalizedEntry(locale: .en, text: "Close")]))
        let button = Button(definition, localization: en)
        #expect(VoiceOver.reading(for: button, localization: en) == "Close, button")
    }
}
