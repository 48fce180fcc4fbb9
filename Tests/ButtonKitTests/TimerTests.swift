import ButtonKit
import ButtonKitTestSupport
import Testing

@Suite("Timers: the spinner is a one-shot timer re-armed while anything spins")
struct TimerTests {
    @Test func theSpinnerTicksTenTimesASecondWhileLoading() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.stateKeyPressed(.follow, "l")) {
            $0.buttons[0].flags.set(.loading, true)
            $0.pendingTimers = [.spinner]
        }
        store.advance(by: .milliseconds(100))
        store.receive(.timerFired(.spinner)) { $0.spinnerFrame = 1 }
        store.runTimers(for: .milliseconds(900))
        #expect(store.state.spinnerFrame == 10)
        store.send(.stateKeyPressed(.follow, "l")) {
            $0.buttons[0].flags.set(.loading, false)
            $0.pendingTimers = []
        }
        store.finish()
    }

    @Test func theSpinnerStopsWhenNothingSpins() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.stateKeyPressed(.follow, "l")) {
            $0.buttons[0].flags.set(.loading, true)
            $0.pendingTimers = [.spinner]
        }
        let effects = store.send(.stateKeyPressed(.follow, "l")) {
            $0.buttons[0].flags.set(.loading, false)
            $0.pendingTimers = []
        }
        #expect(effects == [.cancel(.spinner)])
        #expect(store.pendingIDs.isEmpty)
        store.finish()
    }

    @Test func withoutAnimationNothingIsScheduledForTheSpinner() {
        var store = TestStore(state: BuiltInFixture.state(settings: SimulatorSettings(animates: false)))
        store.send(.stateKeyPressed(.follow, "l")) { $0.buttons[0].flags.set(.loading, true) }
        store.finish()
    }

    @Test func idleMeansNoTimerPending() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.tapped(.follow)) { $0.touchDown(at: 0) }
        store.runTimers(for: .seconds(5)) { id, state in
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
        #expect(store.pendingIDs.isEmpty)
        store.finish()
    }

    @Test func quitSavesThenQuits() {
        var store = TestStore(state: BuiltInFixture.state())
        #expect(store.send(.quitRequested) == [.save, .quit])
        store.finish()
    }

    @Test func theEventLogIsBounded() {
        var store = TestStore(state: BuiltInFixture.state(settings: SimulatorSettings(eventLogLimit: 5)))
        for _ in 0..<10 { store.tap("link") }
        #expect(store.state.events.count == 5)
        #expect(
            store.state.events.map(\.event) == [
                .primaryActionTriggered, .touchDown, .touchDownRepeat, .touchUpInside, .primaryActionTriggered,
            ])
        store.runTimers(for: .milliseconds(350))
        store.finish()
    }

    @Test func startedStartsTheTimersOfTheMachinesStates() {
        var state = BuiltInFixture.state(settings: SimulatorSettings(animates: false))
        state.buttons[1].machineState = "installing"
        var store = TestStore(state: state)
        let effects = store.send(.started) { $0.pendingTimers = [.after(.modal, 0)] }
        #expect(effects == [.schedule(.after(.modal, 0), after: .seconds(1))])
        store.runTimers(for: .seconds(1)) { id, state in
            guard id == .after(.modal, 0) else { Issue.record("unexpected timer \(id)"); return }
            state.modalEnters("complete", "Complete!", enabled: false, image: "♣")
        }
        #expect(store.state[.modal]?.machineState == "complete")
        store.finish()
    }

    @Test func localeSwitchChangesTitlesKeepingState() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.flagToggled(.follow, .selected)) { $0.buttons[0].flags.set(.selected, true) }
        store.tap(.modal) {
            $0.modalEnters("downloading", "Downloading...", enabled: false)
            $0.pendingTimers.insert(.spinner)
        }
        store.send(.localeChanged(.zh)) {
            // Every button's titles in the new locale (Button.relocalize's own tests hold
            // which), the state kept: the titles below are what this test checks.
            $0.locale = .zh
            for index in $0.buttons.indices { $0.buttons[index].relocalize($0.localization) }
        }
        #expect(store.state[.follow]?.shownTitle == "已关注")
        #expect(store.state[.modal]?.shownTitle == "下载中...")
        store.runTimers(for: .seconds(1)) { id, state in
            guard id == .after(.modal, 0) else { Issue.record("unexpected timer \(id)"); return }
            state.modalEnters("install", "安装", enabled: true)
            state.pendingTimers.remove(.spinner)
        }
        store.finish()
    }
}
