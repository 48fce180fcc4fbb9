import ButtonKit
import ButtonKitTestSupport
import Testing

@Suite("Timers: the spinner is a one-shot timer re-armed while anything loads")
struct TimerTests {
    @Test func theSpinnerTicksTenTimesASecondWhileLoading() {
        var store = TestStore()
        store.send(.loadingToggled(.follow))
        #expect(store.pendingIDs == [.spinner])
        store.advance(by: .seconds(1))
        #expect(store.state.spinnerFrame == 10)
        #expect(store.violations.isEmpty)
    }

    @Test func theSpinnerStopsWhenNothingLoads() {
        var store = TestStore()
        store.send(.loadingToggled(.follow))
        let effects = store.send(.loadingToggled(.follow))
        #expect(effects == [.cancel(.spinner)])
        #expect(store.pendingIDs.isEmpty)
    }

    @Test func withoutAnimationNothingIsScheduledForTheSpinner() {
        var store = TestStore(state: SimulatorState(settings: SimulatorSettings(animates: false)))
        store.send(.loadingToggled(.follow))
        #expect(store.pendingIDs.isEmpty)
    }

    @Test func idleMeansNoTimerPending() {
        var store = TestStore()
        store.tap(.follow)
        store.advance(by: .seconds(5))
        #expect(store.pendingIDs.isEmpty)
    }

    @Test func quitSavesThenQuits() {
        var store = TestStore()
        #expect(store.send(.quitRequested) == [.save, .quit])
    }

    @Test func theEventLogIsBounded() {
        var store = TestStore(state: SimulatorState(settings: SimulatorSettings(eventLogLimit: 5)))
        for _ in 0..<10 { store.tap(ButtonID(rawValue: "link")) }
        #expect(store.state.events.count == 5)
    }

    @Test func startedResumesAStepInFlight() {
        var state = SimulatorState()
        state.stepsInFlight.insert(.modal)
        var store = TestStore(state: state)
        #expect(store.send(.started) == [.schedule(.step(.modal), after: .seconds(1))])
    }

    @Test func localeSwitchChangesTitlesKeepingState() {
        var store = TestStore()
        store.send(.selectionToggled(.follow))
        store.send(.localeChanged(.zh))
        #expect(store.state[.follow]?.shownTitle == "已关注")
    }
}
