import ButtonKit
import Testing

@Suite("Rule 6: accessibility follows state")
struct VoiceOverTests {
    @Test func anEnabledButtonReadsItsTitleAndTheButtonTrait() {
        let button = Button(id: .follow, role: .follow, locale: .en)
        #expect(VoiceOver.reading(for: button, locale: .en) == "Follow, button")
    }

    @Test func selectedIsReadBeforeTheLabel() {
        var button = Button(id: .follow, role: .follow, locale: .en)
        button.flags.set(.selected, true)
        #expect(VoiceOver.reading(for: button, locale: .en) == "Selected, Followed, button")
    }

    @Test func disabledAddsDimmed() {
        var button = Button(id: .modal, role: .modal, locale: .en)
        button.flags.set(.disabled, true)
        #expect(VoiceOver.reading(for: button, locale: .en) == "Download, dimmed, button")
    }

    @Test func aLoadingButtonReadsItsLoadingLabel() {
        var button = Button(id: ButtonID(rawValue: "primary"), role: .design(.primary), locale: .en)
        button.flags.set(.loading, true)
        #expect(VoiceOver.reading(for: button, locale: .en) == "Loading, dimmed, button")
        #expect(VoiceOver.reading(for: button, locale: .zh) == "加载中，变暗，按钮")
    }
}
