import ButtonKit
import ButtonKitTestSupport
import Testing

/// the README's UIKit rules, rule 4: the finger is tracked in an area larger than the button.
@Suite("Rule 4: dragging out and back, cancel and repeat")
struct TouchTrackingTests {
    let id: ButtonID = "primary"

    func events(_ store: EngineTestStore) -> [ControlEvent] { store.state.events.map(\.event) }

    @Test func everyDragEventInOrder_theHighlightFollowsTheFinger() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.send(.touchBegan(id))
        store.send(.touchMoved(id, inside: true))
        #expect(store.state[id]?.state == .highlighted)
        store.send(.touchMoved(id, inside: false))
        #expect(store.state[id]?.state == .normal)
        #expect(store.state.touchIsInside == false)
        store.send(.touchMoved(id, inside: false))
        store.send(.touchMoved(id, inside: true))
        #expect(store.state[id]?.state == .highlighted)
        store.send(.touchEnded(id, inside: true))
        #expect(
            events(store) == [
                .touchDown, .touchDragInside, .touchDragExit, .touchDragOutside, .touchDragOutside, .touchDragEnter,
                .touchDragInside, .touchUpInside, .primaryActionTriggered,
            ])
        // Exit is sent once the highlight is off; enter once it is back.
        #expect(store.state.events[2].state == .normal)
        #expect(store.state.events[5].state == .highlighted)
    }

    @Test func releasedOutsideTheAreaIsTouchUpOutsideWithNoAction() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.send(.touchBegan(.follow))
        store.send(.touchMoved(.follow, inside: false))
        store.send(.touchEnded(.follow, inside: false))
        #expect(events(store) == [.touchDown, .touchDragExit, .touchDragOutside, .touchUpOutside])
        #expect(store.state[.follow]?.machineState == "idle")
    }

    @Test func cancelClearsTheHighlightWithTouchCancelAndNoAction() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.send(.touchBegan(.follow))
        store.send(.touchCancelRequested)
        #expect(events(store) == [.touchDown, .touchCancel])
        #expect(store.state[.follow]?.state == .normal)
        #expect(store.state.touchInProgress == nil)
        store.send(.touchCancelRequested)
        #expect(store.state.notice == .noTouchToCancel)
    }

    @Test func aSecondTouchDownWithin350msAlsoSendsTouchDownRepeat() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.send(.touchBegan(id))
        store.send(.touchEnded(id, inside: true))
        store.advance(by: .milliseconds(349))
        store.send(.touchBegan(id))
        #expect(events(store).suffix(2) == [.touchDown, .touchDownRepeat])
        store.send(.touchEnded(id, inside: true))
        store.advance(by: .milliseconds(350))
        store.send(.touchBegan(id))
        #expect(events(store).suffix(2) == [.primaryActionTriggered, .touchDown])
        #expect(store.violations.isEmpty)
    }

    @Test func aDisabledButtonIgnoresAllOfIt() {
        var store = TestStore(state: BuiltInFixture.state(), exhaustivity: .off)
        store.send(.flagToggled(id, .enabled))
        for action in [
            Action.touchBegan(id), .touchMoved(id, inside: false), .touchMoved(id, inside: true),
            .touchEnded(id, inside: true),
        ] {
            store.send(action)
        }
        #expect(store.state.events.isEmpty)
        #expect(store.state[id]?.state == .disabled)
        #expect(store.pendingIDs.isEmpty)
    }
}
