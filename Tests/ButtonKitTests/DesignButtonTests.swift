import ButtonKit
import ButtonKitTestSupport
import Testing

@Suite("Section 2: design-system buttons")
struct DesignButtonTests {
    @Test func theBoardShowsEveryButtonInTargetOrder() {
        #expect(
            BuiltInFixture.state().buttons.map(\.id.rawValue) == [
                "follow", "modal", "primary", "secondary", "link", "success", "danger", "on-color",
            ])
    }

    /// the README's UIKit rules: the design system's loading is a property, not a bit, so UIKit
    /// sees plain disabled (0x2) and the DISABLED colours apply.
    @Test func loadingHasNoApplicationBit_showsASpinner_hidesTextAndDisables() {
        let id: ButtonID = "danger"
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.stateKeyPressed(id, "l")) {
            $0.buttons[6].flags.set(.loading, true)
            $0.pendingTimers = [.spinner]
        }
        let button = store.state[id]
        #expect(button?.shownTitle == "")
        #expect(button?.showsSpinner == true)
        #expect(button?.isEnabled == false)
        #expect(button?.state.rawValue == 0x2)
        #expect(button?.flags.names == ["disabled", "loading"])
        #expect(VoiceOver.label(for: button!, localization: store.state.localization) == "Loading")
        // Highlighting a loading design button still hides the text (hidden in code).
        store.send(.flagToggled(id, .highlighted)) { $0.buttons[6].flags.set(.highlighted, true) }
        #expect(store.state[id]?.shownTitle == "")
        store.send(.stateKeyPressed(id, "l")) {
            $0.buttons[6].flags.set(.loading, false)
            $0.pendingTimers = []
        }
        store.finish()
    }

    @Test func titlesAreSetForNormalOnlySoEveryOtherStateFallsBack() {
        let button = BuiltInFixture.button(.primary, locale: .zh)
        #expect(button.shownTitle == "继续")
        #expect(button.titles.lookup(.selected, default: "").source == .normalFallback)
    }

    @Test func theDesignButtonsHaveNoMutualState() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.stateKeyPressed(.primary, "m")) { $0.notice = .noStateForKey(.primary, key: "m") }
        store.finish()
    }
}
