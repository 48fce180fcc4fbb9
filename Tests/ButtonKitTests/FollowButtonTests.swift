import ButtonKit
import ButtonKitTestSupport
import Testing

@Suite("Section 2: the follow button")
struct FollowButtonTests {
    @Test(arguments: [
        (DisplayLocale.en, "Follow", "Followed", "Mutual"),
        (DisplayLocale.zh, "关注", "已关注", "互相关注"),
    ])
    func titlesPerStateAndLocale(locale: DisplayLocale, follow: String, followed: String, mutual: String) {
        var button = Button(id: .follow, role: .follow, locale: locale)
        #expect(button.shownTitle == follow)
        button.flags.set(.selected, true)
        #expect(button.shownTitle == followed)
        button.flags.set(.highlighted, true)
        #expect(button.shownTitle == followed)
        button.flags.set(.mutual, true)
        #expect(button.shownTitle == mutual)
        button.flags.set(.highlighted, false)
        #expect(button.shownTitle == mutual)
    }

    @Test func loadingShowsOnlyTheSpinner() {
        var button = Button(id: .follow, role: .follow, locale: .en)
        button.flags.set(.loading, true)
        #expect(button.shownTitle == "")
        #expect(button.showsSpinner)
        button.flags.set(.mutual, true)
        #expect(button.state.rawValue == 0x0003_0006)
        #expect(button.shownTitle == "")
    }

    @Test func focusingAFollowedButtonFallsBackToTheNormalTitle() {
        var button = Button(id: .follow, role: .follow, locale: .en)
        button.flags.set(.selected, true)
        button.flags.set(.focused, true)
        #expect(button.titleLookup.source == .normalFallback)
        #expect(button.shownTitle == "Follow")
    }

    @Test func aTapSendsAFollowRequest_loadingForTheStepDelayThenSelected() {
        var store = TestStore()
        store.tap(.follow)
        #expect(store.state[.follow]?.state.rawValue == 0x0002_0002)
        #expect(store.pendingIDs == [.step(.follow), .spinner])
        store.advance(by: .milliseconds(999))
        #expect(store.state[.follow]?.isLoading == true)
        store.advance(by: .milliseconds(1))
        #expect(store.state[.follow]?.state == .selected)
        #expect(store.state[.follow]?.shownTitle == "Followed")
        #expect(store.pendingIDs.isEmpty)
        #expect(store.violations.isEmpty)
    }

    @Test func unfollowClearsMutual() {
        var store = TestStore()
        store.send(.mutualToggled(.follow))
        #expect(store.state[.follow]?.state.rawValue == 65540)
        store.tap(.follow)
        #expect(store.state[.follow]?.state.rawValue == 0x0003_0006)
        store.advance(by: .seconds(1))
        #expect(store.state[.follow]?.state == .normal)
        #expect(store.state[.follow]?.shownTitle == "Follow")
    }

    @Test func theStepDelayIsASetting() {
        var store = TestStore(state: SimulatorState(settings: SimulatorSettings(stepDelay: .milliseconds(300))))
        store.tap(.follow)
        store.advance(by: .milliseconds(300))
        #expect(store.state[.follow]?.state == .selected)
    }

    @Test func enablingWhileLoadingStaysDisabledAndSaysWhy() {
        var store = TestStore()
        store.send(.loadingToggled(.follow))
        store.send(.enabledToggled(.follow))
        store.send(.enabledToggled(.follow))
        #expect(store.state[.follow]?.isEnabled == false)
        #expect(store.state.notice?.contains("stays disabled while loading") == true)
        store.send(.loadingToggled(.follow))
        #expect(store.state[.follow]?.isEnabled == true)
    }
}
