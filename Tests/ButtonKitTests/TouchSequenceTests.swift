import ButtonKit
import ButtonKitTestSupport
import Testing

@Suite("Rules 4 and 5: the touch sequence of a tap")
struct TouchSequenceTests {
    let primary = ButtonID(rawValue: "primary")

    @Test func touchDownHighlightsThenSendsTouchDown() {
        var store = TestStore(state: BuiltInFixture.state())
        let effects = store.send(.tapped(primary)) { $0.touchDown(at: 2) }
        #expect(effects == [.schedule(.tapRelease(primary), after: .milliseconds(150))])
        #expect(store.state.events == [ControlEventRecord(button: primary, event: .touchDown, state: .highlighted)])
        #expect(store.state[primary]?.state == .highlighted)
        store.runTimers(for: .milliseconds(500)) { id, state in
            guard id == .tapRelease(primary) else { Issue.record("unexpected timer \(id)"); return }
            state.liftFinger(at: 2)
        }
        store.finish()
    }

    @Test func liftingInsideSendsTouchUpInsideAndPrimaryActionWhileHighlightedThenClears() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.tapped(primary)) { $0.touchDown(at: 2) }
        let effects = store.advance(by: .milliseconds(150))
        store.receive(.timerFired(.tapRelease(primary))) { $0.liftFinger(at: 2) }
        #expect(effects == [.schedule(.repeatWindow(primary), after: .milliseconds(350))])
        #expect(
            store.state.events.suffix(2) == [
                ControlEventRecord(button: primary, event: .touchUpInside, state: .highlighted),
                ControlEventRecord(button: primary, event: .primaryActionTriggered, state: .highlighted),
            ])
        #expect(store.state[primary]?.state == .normal)
        #expect(store.pendingIDs == [.repeatWindow(primary)])
        store.advance(by: .milliseconds(350))
        store.receive(.timerFired(.repeatWindow(primary))) { $0.pendingTimers = [] }
        #expect(store.pendingIDs.isEmpty)
        store.finish()
    }

    @Test func liftingOutsideSendsTouchUpOutsideAndNoAction() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.touchBegan(.follow)) { $0.touchDown(at: 0, keyboard: false) }
        let effects = store.send(.touchEnded(.follow, inside: false)) { $0.liftFinger(at: 0, inside: false) }
        #expect(effects == [.schedule(.repeatWindow(.follow), after: .milliseconds(350))])
        #expect(
            store.state.events.last == ControlEventRecord(button: .follow, event: .touchUpOutside, state: .highlighted))
        #expect(store.state[.follow]?.state == .normal)
        #expect(store.state[.follow]?.machineState == "idle")
        store.runTimers(for: .milliseconds(350))
        store.finish()
    }

    @Test func aDisabledButtonIgnoresTouchesEntirely() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.flagToggled(primary, .enabled)) { $0.buttons[2].flags.set(.enabled, false) }
        #expect(store.send(.tapped(primary)) { $0.notice = .touchIgnored(primary) } == [])
        #expect(store.send(.touchBegan(primary)) { $0.notice = .touchIgnored(primary) } == [])
        #expect(store.state[primary]?.state == .disabled)
        #expect(store.state.events.isEmpty)
        #expect(store.state.notice == .touchIgnored(primary))
        store.finish()
    }

    @Test func codeMayStillHighlightADisabledButton_states3And7() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.flagToggled(primary, .enabled)) { $0.buttons[2].flags.set(.enabled, false) }
        store.send(.flagToggled(primary, .highlighted)) { $0.buttons[2].flags.set(.highlighted, true) }
        #expect(store.state[primary]?.state.rawValue == 3)
        store.send(.flagToggled(primary, .selected)) { $0.buttons[2].flags.set(.selected, true) }
        #expect(store.state[primary]?.state.rawValue == 7)
        store.finish()
    }

    /// docs/buttons.md: `tap` is delivered after touchUpInside and
    /// primaryActionTriggered, while the highlight is still on; a machine that disables the
    /// button leaves it disabled once the highlight clears.
    @Test func theTapReachesTheMachineAfterBothEventsWhileHighlighted() {
        var store = TestStore(state: BuiltInFixture.state())
        store.tap(.modal) {
            $0.modalEnters("downloading", "Downloading...", enabled: false)
            $0.pendingTimers.insert(.spinner)
        }
        #expect(
            store.state.events.suffix(2) == [
                ControlEventRecord(button: .modal, event: .touchUpInside, state: .highlighted),
                ControlEventRecord(button: .modal, event: .primaryActionTriggered, state: .highlighted),
            ])
        #expect(store.state[.modal]?.state == .disabled)
        #expect(store.state[.modal]?.machineState == "downloading")
        store.runTimers(for: .seconds(1)) { id, state in
            guard id == .after(.modal, 0) else { Issue.record("unexpected timer \(id)"); return }
            state.modalEnters("install", "Install", enabled: true)
            state.pendingTimers.remove(.spinner)
        }
        store.finish()
    }

    @Test func aTapNeverTogglesSelectionByItself() {
        var store = TestStore(state: BuiltInFixture.state())
        store.tap(primary)
        store.runTimers(for: .seconds(1))
        store.tap(primary)
        #expect(store.state[primary]?.state == .normal)
        #expect(
            store.state.events.map(\.event) == [
                .touchDown, .touchUpInside, .primaryActionTriggered,
                .touchDown, .touchUpInside, .primaryActionTriggered,
            ])
        store.runTimers(for: .milliseconds(350))
        store.finish()
    }

    @Test func aSecondTapWhileTheFingerIsDownIsIgnored() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.tapped(primary)) { $0.touchDown(at: 2) }
        #expect(store.send(.tapped(primary)) == [])
        #expect(store.violations.isEmpty)
        store.runTimers(for: .milliseconds(500)) { id, state in
            guard id == .tapRelease(primary) else { Issue.record("unexpected timer \(id)"); return }
            state.liftFinger(at: 2)
        }
        store.finish()
    }

    @Test func targetWrapsBothWays() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.targetMoved(by: -1)) { $0.targetIndex = 7 }
        #expect(store.state.target.id == ButtonID(rawValue: "on-color"))
        store.send(.targetMoved(by: 1)) { $0.targetIndex = 0 }
        #expect(store.state.target.id == .follow)
        store.finish()
    }
}

@Suite("Cancelled touches")
struct TouchCancelTests {
    @Test func aCancelledTouchSendsTouchCancelClearsTheHighlightAndRunsNoAction() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.touchBegan(.follow)) { $0.touchDown(at: 0, keyboard: false) }
        let effects = store.send(.touchCancelled(.follow)) {
            $0.touchInProgress = nil
            $0.touchIsInside = false
            $0.log(.touchCancel, from: 0)
            $0.buttons[0].flags.set(.highlighted, false)
        }
        #expect(effects.isEmpty)
        #expect(
            store.state.events.last == ControlEventRecord(button: .follow, event: .touchCancel, state: .highlighted))
        #expect(store.state[.follow]?.state == .normal)
        #expect(store.state.touchInProgress == nil)
        #expect(store.state[.follow]?.machineState == "idle")
        store.finish()
    }

    @Test func cancellingAKeyboardTapCancelsItsReleaseTimer() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.tapped(.follow)) { $0.touchDown(at: 0) }
        let effects = store.send(.touchCancelled(.follow)) {
            $0.touchInProgress = nil
            $0.touchIsInside = false
            $0.pendingTimers = []
            $0.log(.touchCancel, from: 0)
            $0.buttons[0].flags.set(.highlighted, false)
        }
        #expect(effects.contains(.cancel(.tapRelease(.follow))))
        #expect(store.pendingIDs.isEmpty)
        store.finish()
    }
}

@Suite("Notices")
struct NoticeTests {
    @Test func aSpinnerTickDoesNotClearTheNoticeOfAnIgnoredTap() {
        var store = TestStore(state: BuiltInFixture.state())
        store.tap(.follow) {
            $0.followRequests()
            $0.pendingTimers.insert(.spinner)
        }
        store.send(.tapped(.follow)) { $0.notice = .touchIgnored(.follow) }
        #expect(store.state.notice == .touchIgnored(.follow))
        store.runTimers(for: .milliseconds(300))
        #expect(store.state.notice == .touchIgnored(.follow))
        store.send(.flagToggled(.modal, .selected)) {
            $0.buttons[1].flags.set(.selected, true)
            $0.notice = nil
        }
        #expect(store.state.notice == nil)
        store.runTimers(for: .seconds(1)) { id, state in
            guard id == .after(.follow, 0) else { Issue.record("unexpected timer \(id)"); return }
            state.followRequestEnds()
            state.pendingTimers.remove(.spinner)
        }
        store.finish()
    }

    @Test func eventStateNamesIncludeCustomStates() {
        let states = BuiltInFixture.board.buttons[0].states
        #expect(
            ControlState(rawValue: 0x0002_0003).names(customStates: states) == ["highlighted", "disabled", "loading"])
        #expect(ControlState.normal.names(customStates: states) == ["normal"])
    }
}
