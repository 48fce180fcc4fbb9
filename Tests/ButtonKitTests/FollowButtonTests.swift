import ButtonKit
import ButtonKitTestSupport
import Testing

@Suite("Section 2: the follow button, from Buttons/default.json")
struct FollowButtonTests {
    @Test(arguments: [
        (LocaleTag.en, "Follow", "Followed", "Mutual"),
        (LocaleTag.zh, "关注", "已关注", "互相关注"),
    ])
    func titlesPerStateAndLocale(locale: LocaleTag, follow: String, followed: String, mutual: String) {
        var button = BuiltInFixture.button(.follow, locale: locale)
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
        var button = BuiltInFixture.button(.follow)
        button.flags.set(.loading, true)
        #expect(button.state.rawValue == 0x0002_0002)
        #expect(button.shownTitle == "")
        #expect(button.showsSpinner)
        button.flags.set(.mutual, true)
        #expect(button.state.rawValue == 0x0003_0006)
        #expect(button.shownTitle == "")
    }

    @Test func focusingAFollowedButtonFallsBackToTheNormalTitle() {
        var button = BuiltInFixture.button(.follow)
        button.flags.set(.selected, true)
        button.flags.set(.focused, true)
        #expect(button.titleLookup.source == .normalFallback)
        #expect(button.shownTitle == "Follow")
    }

    @Test func aTapSendsAFollowRequest_loadingForTheStepDelayThenSelected() {
        var store = TestStore(state: BuiltInFixture.state(settings: SimulatorSettings(animates: false)))
        store.send(.tapped(.follow)) {
            $0.touchInProgress = .follow
            $0.touchIsInside = true
            $0.buttons[0].flags.set(.highlighted, true)
            $0.events = [ControlEventRecord(button: .follow, event: .touchDown, state: .highlighted)]
            $0.pendingTimers = [.tapRelease(.follow)]
        }
        store.advance(by: .milliseconds(150))
        store.receive(.timerFired(.tapRelease(.follow))) {
            $0.touchInProgress = nil
            $0.touchIsInside = false
            $0.events += [
                ControlEventRecord(button: .follow, event: .touchUpInside, state: .highlighted),
                ControlEventRecord(button: .follow, event: .primaryActionTriggered, state: .highlighted),
            ]
            $0.buttons[0].machineState = "requesting"
            $0.buttons[0].flags.set(.loading, true)
            $0.buttons[0].flags.set(.highlighted, false)
            $0.pendingTimers = [.after(.follow, 0), .repeatWindow(.follow)]
        }
        #expect(store.state[.follow]?.state.rawValue == 0x0002_0002)
        store.advance(by: .milliseconds(999))
        store.receive(.timerFired(.repeatWindow(.follow))) { $0.pendingTimers = [.after(.follow, 0)] }
        store.advance(by: .milliseconds(1))
        store.receive(.timerFired(.after(.follow, 0))) {
            $0.buttons[0].machineState = "idle"
            $0.buttons[0].flags.set(.loading, false)
            $0.buttons[0].flags.set(.selected, true)
            $0.pendingTimers = []
        }
        #expect(store.state[.follow]?.shownTitle == "Followed")
        store.finish()
    }

    @Test func unfollowClearsMutual() {
        var store = TestStore(state: BuiltInFixture.state(settings: SimulatorSettings(animates: false)))
        store.send(.stateKeyPressed(.follow, "m")) { $0.buttons[0].flags.set(.mutual, true) }
        #expect(store.state[.follow]?.state.rawValue == 0x0001_0004)
        store.send(.tapped(.follow)) { $0.touchDown(at: 0) }
        store.runTimers(for: .milliseconds(150)) { id, state in
            guard id == .tapRelease(.follow) else { Issue.record("unexpected timer \(id)"); return }
            state.liftFinger(at: 0) { $0.followRequests() }
        }
        #expect(store.state[.follow]?.state.rawValue == 0x0003_0006)
        store.runTimers(for: .seconds(1)) { id, state in
            guard id == .after(.follow, 0) else { Issue.record("unexpected timer \(id)"); return }
            state.followRequestEnds()
        }
        #expect(store.state[.follow]?.state == .normal)
        #expect(store.state[.follow]?.shownTitle == "Follow")
        store.finish()
    }

    @Test func theStepDelayIsASetting() {
        var store = TestStore(state: BuiltInFixture.state(settings: SimulatorSettings(stepDelay: .milliseconds(300))))
        store.send(.tapped(.follow)) { $0.touchDown(at: 0) }
        store.runTimers(for: .milliseconds(450)) { id, state in
            switch id {
            case .tapRelease(.follow):
                state.liftFinger(at: 0) { $0.followRequests() }
                state.pendingTimers.insert(.spinner)
            case .after(.follow, 0):
                state.followRequestEnds()
                state.pendingTimers.remove(.spinner)
            default:
                Issue.record("unexpected timer \(id)")
            }
        }
        #expect(store.state[.follow]?.state == .selected)
        store.runTimers(for: .milliseconds(50))
        store.finish()
    }

    @Test func enablingWhileLoadingStaysDisabledAndSaysWhy() {
        var store = TestStore(state: BuiltInFixture.state(settings: SimulatorSettings(animates: false)))
        store.send(.stateKeyPressed(.follow, "l")) { $0.buttons[0].flags.set(.loading, true) }
        // Either request is held: each says so, since neither shows.
        store.send(.flagToggled(.follow, .enabled)) {
            $0.buttons[0].flags.set(.enabled, false)
            $0.notice = .flagHeld(.follow, flag: .enabled, heldBy: "loading", afterwards: .enable)
        }
        store.send(.flagToggled(.follow, .enabled)) {
            $0.buttons[0].flags.set(.enabled, true)
        }
        #expect(store.state[.follow]?.isEnabled == false)
        store.send(.stateKeyPressed(.follow, "l")) {
            $0.buttons[0].flags.set(.loading, false)
            $0.notice = nil
        }
        #expect(store.state[.follow]?.isEnabled == true)
        store.finish()
    }

    /// the README's UIKit rules: the built-ins use `afterwards: enable`, as NKLoadingButton's
    /// `setLoading:NO` does, so a request to disable made before or during loading is forgotten.
    @Test(arguments: [["l", "e", "l"], ["e", "l", "l"]])
    func loadingEndsEnabledWhateverWasAsked(keys: [String]) {
        var store = TestStore(state: BuiltInFixture.state(settings: SimulatorSettings(animates: false)))
        var loading = false
        for key in keys {
            if key == "e" {
                store.send(.flagToggled(.follow, .enabled)) {
                    $0.buttons[0].flags.set(.enabled, false)
                    // Held disabled by loading, the request shows nothing: the status says so.
                    if loading {
                        $0.notice = .flagHeld(.follow, flag: .enabled, heldBy: "loading", afterwards: .enable)
                    }
                }
            } else {
                loading.toggle()
                store.send(.stateKeyPressed(.follow, "l")) {
                    $0.buttons[0].flags.set(.loading, loading)
                    $0.notice = nil
                }
            }
        }
        #expect(store.state[.follow]?.state.rawValue == 0)
        #expect(store.state[.follow]?.isEnabled == true)
        store.finish()
    }

    @Test func aKeyTheButtonHasNoStateForSaysSo() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.stateKeyPressed(.modal, "m")) { $0.notice = .noStateForKey(.modal, key: "m") }
        store.finish()
    }
}
