import ButtonKit
import ButtonKitTestSupport
import Testing

@Suite("Rules 4 and 5: the touch sequence of a tap")
struct TouchSequenceTests {
    let primary = ButtonID(rawValue: "primary")

    @Test func touchDownHighlightsThenSendsTouchDown() {
        var store = TestStore()
        let effects = store.send(.tapped(primary))
        #expect(effects == [
            .emit(ControlEventRecord(button: primary, event: .touchDown, state: .highlighted)),
            .schedule(.tapRelease(primary), after: .milliseconds(150)),
        ])
        #expect(store.state[primary]?.state == .highlighted)
    }

    @Test func liftingInsideSendsTouchUpInsideAndPrimaryActionWhileHighlightedThenClears() {
        var store = TestStore()
        store.send(.tapped(primary))
        let effects = store.advance(by: .milliseconds(150))
        #expect(effects == [
            .emit(ControlEventRecord(button: primary, event: .touchUpInside, state: .highlighted)),
            .emit(ControlEventRecord(button: primary, event: .primaryActionTriggered, state: .highlighted)),
        ])
        #expect(store.state[primary]?.state == .normal)
        #expect(store.pendingIDs.isEmpty)
    }

    @Test func liftingOutsideSendsTouchUpOutsideAndNoAction() {
        var store = TestStore()
        store.send(.touchBegan(.follow))
        let effects = store.send(.touchEnded(.follow, inside: false))
        #expect(effects == [.emit(ControlEventRecord(button: .follow, event: .touchUpOutside, state: .highlighted))])
        #expect(store.state[.follow]?.state == .normal)
        #expect(store.state.stepsInFlight.isEmpty)
    }

    @Test func aDisabledButtonIgnoresTouchesEntirely() {
        var store = TestStore()
        store.send(.enabledToggled(primary))
        #expect(store.send(.tapped(primary)) == [])
        #expect(store.send(.touchBegan(primary)) == [])
        #expect(store.state[primary]?.state == .disabled)
        #expect(store.state.events.isEmpty)
        #expect(store.state.notice?.contains("disabled") == true)
    }

    @Test func codeMayStillHighlightADisabledButton_states3And7() {
        var store = TestStore()
        store.send(.enabledToggled(primary))
        store.send(.highlightToggled(primary))
        #expect(store.state[primary]?.state.rawValue == 3)
        store.send(.selectionToggled(primary))
        #expect(store.state[primary]?.state.rawValue == 7)
    }

    @Test func aHandlerThatDisablesTheButtonSeesState3() {
        var store = TestStore()
        store.tap(.modal)
        // The modal button disables itself in its action, while the highlight is still on.
        #expect(store.state.events.suffix(2) == [
            ControlEventRecord(button: .modal, event: .touchUpInside, state: .highlighted),
            ControlEventRecord(button: .modal, event: .primaryActionTriggered, state: [.highlighted, .disabled]),
        ])
        #expect(store.state[.modal]?.state == .disabled)
    }

    @Test func aTapNeverTogglesSelectionByItself() {
        var store = TestStore()
        store.tap(primary)
        store.tap(primary)
        #expect(store.state[primary]?.state == .normal)
        #expect(store.state.events.map(\.event) == [.touchDown, .touchUpInside, .primaryActionTriggered,
                                                     .touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test func aSecondTapWhileTheFingerIsDownIsIgnored() {
        var store = TestStore()
        store.send(.tapped(primary))
        #expect(store.send(.tapped(primary)) == [])
        #expect(store.violations.isEmpty)
    }

    @Test func targetWrapsBothWays() {
        var store = TestStore()
        store.send(.targetMoved(by: -1))
        #expect(store.state.target.id == ButtonID(rawValue: "on-color"))
        store.send(.targetMoved(by: 1))
        #expect(store.state.target.id == .follow)
    }
}

@Suite("Cancelled touches")
struct TouchCancelTests {
    @Test func aCancelledTouchSendsTouchCancelClearsTheHighlightAndRunsNoAction() {
        var store = TestStore()
        store.send(.touchBegan(.follow))
        let effects = store.send(.touchCancelled(.follow))
        #expect(effects == [.emit(ControlEventRecord(button: .follow, event: .touchCancel, state: .highlighted))])
        #expect(store.state[.follow]?.state == .normal)
        #expect(store.state.touchInProgress == nil)
        #expect(store.state.stepsInFlight.isEmpty)
    }

    @Test func cancellingAKeyboardTapCancelsItsReleaseTimer() {
        var store = TestStore()
        store.send(.tapped(.follow))
        #expect(store.send(.touchCancelled(.follow)).contains(.cancel(.tapRelease(.follow))))
        #expect(store.pendingIDs.isEmpty)
    }
}

@Suite("Notices")
struct NoticeTests {
    @Test func aSpinnerTickDoesNotClearTheNoticeOfAnIgnoredTap() {
        var store = TestStore()
        store.tap(.follow)
        store.send(.tapped(.follow))
        #expect(store.state.notice?.contains("ignores the touch") == true)
        store.advance(by: .milliseconds(300))
        #expect(store.state.notice?.contains("ignores the touch") == true)
        store.send(.selectionToggled(.modal))
        #expect(store.state.notice == nil)
    }

    @Test func eventStateNamesIncludeCustomStates() {
        #expect(ControlState(rawValue: 0x0002_0003).names() == ["highlighted", "disabled", "loading"])
        #expect(ControlState.normal.names() == ["normal"])
    }
}
