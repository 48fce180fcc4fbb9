import ButtonKit
import ButtonKitTestSupport
import Testing

@Suite("Section 2: design-system buttons")
struct DesignButtonTests {
    @Test func theScreenShowsEveryButtonInTargetOrder() {
        #expect(SimulatorState.standardIDs.map(\.rawValue) == [
            "follow", "modal", "primary", "secondary", "link", "success", "danger", "on-color",
        ])
    }

    @Test func loadingShowsASpinnerHidesTextAndDisables() {
        let id = ButtonID(rawValue: "danger")
        var store = TestStore()
        store.send(.loadingToggled(id))
        let button = store.state[id]
        #expect(button?.shownTitle == "")
        #expect(button?.showsSpinner == true)
        #expect(button?.isEnabled == false)
        #expect(button?.state.rawValue == 0x0002_0002)
        // Highlighting a loading design button still hides the text (the design system hides it in code).
        store.send(.highlightToggled(id))
        #expect(store.state[id]?.shownTitle == "")
    }

    @Test func titlesAreSetForNormalOnlySoEveryOtherStateFallsBack() {
        let button = Button(id: ButtonID(rawValue: "primary"), role: .design(.primary), locale: .zh)
        #expect(button.shownTitle == "继续")
        #expect(button.titles.lookup(.selected, default: "").source == .normalFallback)
    }
}
