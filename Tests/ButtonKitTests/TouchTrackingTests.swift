import ButtonKit
import ButtonKitTestSupport
import Testing

/// the README's UIKit rules, rule 4: the finger is tracked in an area larger than the button.
@Suite("Rule 4: dragging out and back, cancel and repeat")
struct TouchTrackingTests {
    let id: ButtonID = "primary"

    func events(_ store: EngineTestStore) -> [ControlEvent] { store.state.events.map(\.event) }

    @Test func everyDragEventInOrder_theHighlightFollowsTheFinger() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.touchBegan(id)) { $0.touchDown(at: 2, keyboard: false) }
        store.send(.touchMoved(id, inside: true)) { $0.log(.touchDragInside, from: 2) }
        #expect(store.state[id]?.state == .highlighted)
        store.send(.touchMoved(id, inside: false)) {
            $0.touchIsInside = false
            $0.buttons[2].flags.set(.highlighted, false)
            $0.log(.touchDragExit, from: 2)
            $0.log(.touchDragOutside, from: 2)
        }
        #expect(store.state[id]?.state == .normal)
        #expect(store.state.touchIsInside == false)
        store.send(.touchMoved(id, inside: false)) { $0.log(.touchDragOutside, from: 2) }
        store.send(.touchMoved(id, inside: true)) {
            $0.touchIsInside = true
            $0.buttons[2].flags.set(.highlighted, true)
            $0.log(.touchDragEnter, from: 2)
            $0.log(.touchDragInside, from: 2)
        }
        #expect(store.state[id]?.state == .highlighted)
        store.send(.touchEnded(id, inside: true)) { $0.liftFinger(at: 2) }
        #expect(
            events(store) == [
                .touchDown, .touchDragInside, .touchDragExit, .touchDragOutside, .touchDragOutside, .touchDragEnter,
                .touchDragInside, .touchUpInside, .primaryActionTriggered,
            ])
        // Exit is sent once the highlight is off; enter once it is back.
        #expect(store.state.events[2].state == .normal)
        #expect(store.state.events[5].state == .highlighted)
        store.runTimers(for: .milliseconds(350))
        store.finish()
    }

    @Test func releasedOutsideTheAreaIsTouchUpOutsideWithNoAction() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.touchBegan(.follow)) { $0.touchDown(at: 0, keyboard: false) }
        store.send(.touchMoved(.follow, inside: false)) {
            $0.touchIsInside = false
            $0.buttons[0].flags.set(.highlighted, false)
            $0.log(.touchDragExit, from: 0)
            $0.log(.touchDragOutside, from: 0)
        }
        store.send(.touchEnded(.follow, inside: false)) { $0.liftFinger(at: 0, inside: false) }
        #expect(events(store) == [.touchDown, .touchDragExit, .touchDragOutside, .touchUpOutside])
        #expect(store.state[.follow]?.machineState == "idle")
        store.runTimers(for: .milliseconds(350))
        store.finish()
    }

    @Test func cancelClearsTheHighlightWithTouchCancelAndNoAction() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.touchBegan(.follow)) { $0.touchDown(at: 0, keyboard: false) }
        store.send(.touchCancelRequested) {
            $0.touchInProgress = nil
            $0.touchIsInside = false
            $0.log(.touchCancel, from: 0)
            $0.buttons[0].flags.set(.highlighted, false)
        }
        #expect(events(store) == [.touchDown, .touchCancel])
        #expect(store.state[.follow]?.state == .normal)
        #expect(store.state.touchInProgress == nil)
        store.send(.touchCancelRequested) { $0.notice = .noTouchToCancel }
        #expect(store.state.notice == .noTouchToCancel)
        store.finish()
    }

    @Test func aSecondTouchDownWithin350msAlsoSendsTouchDownRepeat() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.touchBegan(id)) { $0.touchDown(at: 2, keyboard: false) }
        store.send(.touchEnded(id, inside: true)) { $0.liftFinger(at: 2) }
        store.advance(by: .milliseconds(349))
        store.send(.touchBegan(id)) { $0.touchDown(at: 2, keyboard: false) }
        #expect(events(store).suffix(2) == [.touchDown, .touchDownRepeat])
        store.send(.touchEnded(id, inside: true)) { $0.liftFinger(at: 2) }
        store.runTimers(for: .milliseconds(350))
        store.send(.touchBegan(id)) { $0.touchDown(at: 2, keyboard: false) }
        #expect(events(store).suffix(2) == [.primaryActionTriggered, .touchDown])
        #expect(store.violations.isEmpty)
        store.send(.touchEnded(id, inside: true)) { $0.liftFinger(at: 2) }
        store.runTimers(for: .milliseconds(350))
        store.finish()
    }

    @Test func aDisabledButtonIgnoresAllOfIt() {
        var store = TestStore(state: BuiltInFixture.state())
        store.send(.flagToggled(id, .enabled)) { $0.buttons[2].flags.set(.enabled, false) }
        store.send(.touchBegan(id)) { $0.notice = .touchIgnored(id) }
        for action in [
            Action.touchMoved(id, inside: false), .touchMoved(id, inside: true), .touchEnded(id, inside: true),
        ] {
            store.send(action) { $0.notice = nil }
        }
        #expect(store.state.events.isEmpty)
        #expect(store.state[id]?.state == .disabled)
        #expect(store.pendingIDs.isEmpty)
        store.finish()
    }
}
