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
        store.advance(by: .milliseconds(900))
        store.skipReceivedActions()
        #expect(store.state.spinnerFrame == 10)
        store.send(.stateKeyPressed(.follow, "l")) {
            $0.buttons[0].flags.set(.loading, false)
            $0.pendingTimers = []
        }
        store.finish()
    }

    @Test func theSpinnerStopsWhenNothingSpins() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.send(.stateKeyPressed(.follow, "l"))
        let effects = store.send(.stateKeyPressed(.follow, "l"))
        #expect(effects == [.cancel(.spinner)])
        #expect(store.pendingIDs.isEmpty)
    }

    @Test func withoutAnimationNothingIsScheduledForTheSpinner() {
        var store = TestStore(state: BuiltInFixture.state(settings: SimulatorSettings(animates: false)))
        store.send(.stateKeyPressed(.follow, "l")) { $0.buttons[0].flags.set(.loading, true) }
        store.finish()
    }

    @Test func idleMeansNoTimerPending() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.tap(.follow)
        store.advance(by: .seconds(5))
        #expect(store.pendingIDs.isEmpty)
    }

    @Test func quitSavesThenQuits() {
        var store = TestStore(state: BuiltInFixture.state())
        #expect(store.send(.quitRequested) == [.save, .quit])
        store.finish()
    }

    @Test func theEventLogIsBounded() {
        var store = TestStore(
            state: BuiltInFixture.state(settings: SimulatorSettings(eventLogLimit: 5)), exhaustivity: .off)
        for _ in 0..<10 { store.tap("link") }
        #expect(store.state.events.count == 5)
    }

    @Test func startedStartsTheTimersOfTheMachinesStates() {
        var state = BuiltInFixture.state(settings: SimulatorSettings(animates: false))
        state.buttons[1].machineState = "installing"
        var store = TestStore(state: state)
        let effects = store.send(.started) { $0.pendingTimers = [.after(.modal, 0)] }
        #expect(effects == [.schedule(.after(.modal, 0), after: .seconds(1))])
        store.advance(by: .seconds(1))
        store.skipReceivedActions()
        #expect(store.state[.modal]?.machineState == "complete")
        store.finish()
    }

    @Test func localeSwitchChangesTitlesKeepingState() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.send(.flagToggled(.follow, .selected))
        store.tap(.modal)
        store.send(.localeChanged(.zh))
        #expect(store.state[.follow]?.shownTitle == "已关注")
        #expect(store.state[.modal]?.shownTitle == "下载中...")
    }
}
