import ButtonKit
import ButtonKitTestSupport
import Testing

@Suite("Rules 4 and 5: the touch sequence of a tap")
struct TouchSequenceTests {
    let primary = ButtonID(rawValue: "primary")

    @Test func touchDownHighlightsThenSendsTouchDown() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        let effects = store.send(.tapped(primary))
        #expect(effects == [.schedule(.tapRelease(primary), after: .milliseconds(150))])
        #expect(store.state.events == [ControlEventRecord(button: primary, event: .touchDown, state: .highlighted)])
        #expect(store.state[primary]?.state == .highlighted)
    }

    @Test func liftingInsideSendsTouchUpInsideAndPrimaryActionWhileHighlightedThenClears() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.send(.tapped(primary))
        let effects = store.advance(by: .milliseconds(150))
        #expect(effects == [.schedule(.repeatWindow(primary), after: .milliseconds(350))])
        #expect(
            store.state.events.suffix(2) == [
                ControlEventRecord(button: primary, event: .touchUpInside, state: .highlighted),
                ControlEventRecord(button: primary, event: .primaryActionTriggered, state: .highlighted),
            ])
        #expect(store.state[primary]?.state == .normal)
        #expect(store.pendingIDs == [.repeatWindow(primary)])
        store.advance(by: .milliseconds(350))
        #expect(store.pendingIDs.isEmpty)
    }

    @Test func liftingOutsideSendsTouchUpOutsideAndNoAction() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.send(.touchBegan(.follow))
        let effects = store.send(.touchEnded(.follow, inside: false))
        #expect(effects == [.schedule(.repeatWindow(.follow), after: .milliseconds(350))])
        #expect(
            store.state.events.last == ControlEventRecord(button: .follow, event: .touchUpOutside, state: .highlighted))
        #expect(store.state[.follow]?.state == .normal)
        #expect(store.state[.follow]?.machineState == "idle")
    }

    @Test func aDisabledButtonIgnoresTouchesEntirely() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.send(.flagToggled(primary, .enabled))
        #expect(store.send(.tapped(primary)) == [])
        #expect(store.send(.touchBegan(primary)) == [])
        #expect(store.state[primary]?.state == .disabled)
        #expect(store.state.events.isEmpty)
        #expect(store.state.notice == .touchIgnored(primary))
    }

    @Test func codeMayStillHighlightADisabledButton_states3And7() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.send(.flagToggled(primary, .enabled))
        store.send(.flagToggled(primary, .highlighted))
        #expect(store.state[primary]?.state.rawValue == 3)
        store.send(.flagToggled(primary, .selected))
        #expect(store.state[primary]?.state.rawValue == 7)
    }

    /// docs/buttons.md: `tap` is delivered after touchUpInside and
    /// primaryActionTriggered, while the highlight is still on; a machine that disables the
    /// button leaves it disabled once the highlight clears.
    @Test func theTapReachesTheMachineAfterBothEventsWhileHighlighted() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.tap(.modal)
        #expect(
            store.state.events.suffix(2) == [
                ControlEventRecord(button: .modal, event: .touchUpInside, state: .highlighted),
                ControlEventRecord(button: .modal, event: .primaryActionTriggered, state: .highlighted),
            ])
        #expect(store.state[.modal]?.state == .disabled)
        #expect(store.state[.modal]?.machineState == "downloading")
    }

    @Test func aTapNeverTogglesSelectionByItself() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.tap(primary)
        store.advance(by: .seconds(1))
        store.tap(primary)
        #expect(store.state[primary]?.state == .normal)
        #expect(
            store.state.events.map(\.event) == [
                .touchDown, .touchUpInside, .primaryActionTriggered,
                .touchDown, .touchUpInside, .primaryActionTriggered,
            ])
    }

    @Test func aSecondTapWhileTheFingerIsDownIsIgnored() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.send(.tapped(primary))
        #expect(store.send(.tapped(primary)) == [])
        #expect(store.violations.isEmpty)
    }

    @Test func targetWrapsBothWays() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.send(.targetMoved(by: -1))
        #expect(store.state.target.id == ButtonID(rawValue: "on-color"))
        store.send(.targetMoved(by: 1))
        #expect(store.state.target.id == .follow)
    }
}

@Suite("Cancelled touches")
struct TouchCancelTests {
    @Test func aCancelledTouchSendsTouchCancelClearsTheHighlightAndRunsNoAction() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.send(.touchBegan(.follow))
        let effects = store.send(.touchCancelled(.follow))
        #expect(effects.isEmpty)
        #expect(
            store.state.events.last == ControlEventRecord(button: .follow, event: .touchCancel, state: .highlighted))
        #expect(store.state[.follow]?.state == .normal)
        #expect(store.state.touchInProgress == nil)
        #expect(store.state[.follow]?.machineState == "idle")
    }

    @Test func cancellingAKeyboardTapCancelsItsReleaseTimer() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.send(.tapped(.follow))
        #expect(store.send(.touchCancelled(.follow)).contains(.cancel(.tapRelease(.follow))))
        #expect(store.pendingIDs.isEmpty)
    }
}

@Suite("Notices")
struct NoticeTests {
    @Test func aSpinnerTickDoesNotClearTheNoticeOfAnIgnoredTap() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.tap(.follow)
        store.send(.tapped(.follow))
        #expect(store.state.notice == .touchIgnored(.follow))
        store.advance(by: .milliseconds(300))
        #expect(store.state.notice == .touchIgnored(.follow))
        store.send(.flagToggled(.modal, .selected))
        #expect(store.state.notice == nil)
    }

    @Test func eventStateNamesIncludeCustomStates() {
        let states = BuiltInFixture.board.buttons[0].states
        #expect(
            ControlState(rawValue: 0x0002_0003).names(customStates: states) == ["highlighted", "disabled", "loading"])
        #expect(ControlState.normal.names(customStates: states) == ["normal"])
    }
}
