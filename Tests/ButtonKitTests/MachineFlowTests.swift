import ButtonKit
import ButtonKitTestSupport
import Foundation
import Testing

/// Flows with outcomes: declared events, guarded candidates, exit and entry order,
/// eventless transitions, named delays, counters and `send`, run by the one reducer on the
/// virtual clock.
@Suite("Machines: events, guards, counters, always and send")
struct MachineFlowTests {
    static func state(_ button: String, locales: String = "[\"en\"]", locale: LocaleTag? = nil) throws
        -> SimulatorState
    {
        let json = "{\"locales\": \(locales), \"buttons\": [{\"id\": \"b\", \(button)}]}"
        let board = try BuiltInFixture.board(json: json).get().board
        return SimulatorState(board: board, locale: locale, settings: SimulatorSettings(animates: false))
    }

    static let send = """
        "events": {"ok": {"key": "y", "label": "Succeeds"}, "fail": {"key": "n", "label": "Fails"}},
        "machine": {"initial": "idle", "delays": {"network": 1200}, "states": {
          "idle": {"title": "Send", "on": {"tap": "sending"}},
          "sending": {"title": "Sending", "enabled": false, "exit": ["set selected"],
                      "on": {"ok": "sent", "fail": "failed"}, "after": {"network": {"actions": ["send ok"]}}},
          "sent": {"title": "Sent", "type": "final"},
          "failed": {"title": "Retry", "enabled": true, "on": {"tap": "sending"}}}}
        """

    /// Lets the repeat window of the last tap run out, so no timer is left.
    static func rest(_ store: inout EngineTestStore) {
        store.runTimers(for: store.state.settings.repeatWindow)
    }

    /// The send flow's button enters `name`: its title, `enabled` as the state asks, and
    /// the network timer while sending.
    static func enter(_ name: String, title: String, enabled: Bool? = nil, _ state: inout SimulatorState) {
        state.buttons[0].machineState = name
        state.buttons[0].titles.set(title, for: .normal)
        state.buttons[0].titleSetBy = name
        if let enabled { state.buttons[0].flags.set(.enabled, enabled) }
        if name == "sending" {
            state.pendingTimers.insert(.after("b", 0))
        } else {
            state.pendingTimers.remove(.after("b", 0))
        }
    }

    @Test func anEventTheStateDoesNotHandleChangesNothing() throws {
        var store = TestStore(state: try Self.state(Self.send))
        store.send(.eventSent("b", "fail")) { $0.notice = .eventNotHandled("b", event: "fail", state: "idle") }
        store.send(.stateKeyPressed("b", "y")) { $0.notice = .eventNotHandled("b", event: "ok", state: "idle") }
        store.finish()
    }

    @Test func aDeclaredEventTakesItsTransitionAndTheExitActionsRun() throws {
        var store = TestStore(state: try Self.state(Self.send))
        store.tap("b") { Self.enter("sending", title: "Sending", enabled: false, &$0) }
        #expect(store.state.buttons[0].machineState == "sending")
        #expect(store.state.buttons[0].shownTitle == "Sending")
        #expect(!store.state.buttons[0].isEnabled)
        store.send(.stateKeyPressed("b", "y")) {
            $0.buttons[0].machineState = "sent"
            $0.buttons[0].titles.set("Sent", for: .normal)
            $0.buttons[0].titleSetBy = "sent"
            $0.buttons[0].flags.set(.selected, true)
            $0.pendingTimers.remove(.after("b", 0))
        }
        #expect(store.state.buttons[0].state == [.selected, .disabled], "exit set selected; sent asks nothing")
        #expect(!store.state.pendingTimers.contains(.after("b", 0)), "leaving sending cancelled its timer")
        Self.rest(&store)
        store.finish()
    }

    @Test func failThenRetryThenTheNetworkSucceedsByItself() throws {
        var store = TestStore(state: try Self.state(Self.send))
        store.tap("b") { Self.enter("sending", title: "Sending", enabled: false, &$0) }
        store.send(.stateKeyPressed("b", "n")) {
            $0.buttons[0].flags.set(.selected, true)  // sending's exit
            Self.enter("failed", title: "Retry", enabled: true, &$0)
        }
        #expect(store.state.buttons[0].machineState == "failed")
        #expect(store.state.buttons[0].shownTitle == "Retry")
        #expect(store.state.buttons[0].isEnabled)
        Self.rest(&store)
        store.tap("b") { Self.enter("sending", title: "Sending", enabled: false, &$0) }
        #expect(store.state.buttons[0].machineState == "sending")
        store.runTimers(for: .milliseconds(1200)) { id, state in
            guard id == .after("b", 0) else { Issue.record("unexpected timer \(id)"); return }
            Self.enter("sent", title: "Sent", &state)
        }
        #expect(store.state.buttons[0].machineState == "sent", "after the named delay, send ok")
        #expect(store.state.buttons[0].shownTitle == "Sent")
        store.finish()
    }

    static let guarded = """
        "events": {"more": {"key": "o", "label": "More"}},
        "titles": {"normal": "Like · {likes}", "selected": "Liked · {likes}"},
        "machine": {"initial": "i", "context": {"likes": 1}, "states": {"i": {"on": {
          "tap": [{"guard": ["selected", "likes > 0"], "actions": ["clear selected", "decrement likes"]},
                  {"guard": "not selected", "actions": ["set selected", "increment likes"]}],
          "more": {"actions": ["increment likes"]}}}}}
        """

    @Test func theFirstCandidateWhoseGuardHoldsIsTaken() throws {
        var store = TestStore(state: try Self.state(Self.guarded))
        store.tap("b") {
            $0.buttons[0].flags.set(.selected, true)
            $0.buttons[0].context["likes"] = 2
        }
        #expect(store.state.buttons[0].shownTitle == "Liked · 2")
        store.tap("b") {
            $0.buttons[0].flags.set(.selected, false)
            $0.buttons[0].context["likes"] = 1
        }
        #expect(store.state.buttons[0].shownTitle == "Like · 1")
        store.send(.stateKeyPressed("b", "o")) { $0.buttons[0].context["likes"] = 2 }
        #expect(store.state.buttons[0].context == ["likes": 2])
        Self.rest(&store)
        store.finish()
    }

    @Test func aTargetlessTransitionKeepsTheTimersRunning() throws {
        let json = """
            "events": {"poke": {"key": "p", "label": "Poke"}},
            "machine": {"initial": "i", "context": {"n": 0},
              "states": {"i": {"after": {"500": "j"}, "on": {"poke": {"actions": "increment n"}}}, "j": {}}}
            """
        var store = TestStore(state: try Self.state(json))
        store.send(.started) { $0.pendingTimers = [.after("b", 0)] }
        store.send(.eventSent("b", "poke")) { $0.buttons[0].context["n"] = 1 }
        store.advance(by: .milliseconds(500))
        store.receive(.timerFired(.after("b", 0))) {
            $0.buttons[0].machineState = "j"
            $0.pendingTimers = []
        }
        store.finish()
    }

    @Test func eventlessTransitionsRunAfterEntryAndAfterEveryEvent() throws {
        let json = """
            "events": {"poke": {"key": "p", "label": "Poke"}},
            "machine": {"initial": "i", "context": {"n": 0}, "states": {
              "i": {"on": {"poke": {"actions": "increment n"}}, "always": {"target": "done", "guard": "n >= 2"}},
              "done": {"entry": "set selected"}}}
            """
        var store = TestStore(state: try Self.state(json))
        store.send(.eventSent("b", "poke")) { $0.buttons[0].context["n"] = 1 }
        store.send(.eventSent("b", "poke")) {
            $0.buttons[0].context["n"] = 2
            $0.buttons[0].machineState = "done"
            $0.buttons[0].flags.set(.selected, true)
        }
        store.finish()
    }

    @Test func aChainThatNeverRestsStopsAfter32StepsAndSaysSo() throws {
        let json = """
            "events": {"go": {"key": "p", "label": "Go"}},
            "machine": {"initial": "i", "context": {"n": 0}, "states": {
              "i": {"on": {"go": {"actions": ["increment n", "send go"]}}}}}
            """
        var store = TestStore(state: try Self.state(json))
        store.send(.eventSent("b", "go")) {
            $0.buttons[0].context["n"] = 33
            $0.notice = .machineStepLimit("b", limit: 32)
        }
        store.finish()
    }

    @Test func sentEventsArriveAfterTheTransitionThatSentThem() throws {
        let json = """
            "events": {"a": {"key": "p", "label": "A"}, "b": {"key": "o", "label": "B"}},
            "machine": {"initial": "one", "states": {
              "one": {"on": {"a": {"target": "two", "actions": ["send b"]}, "b": "wrong"}},
              "two": {"on": {"b": "three"}}, "three": {}, "wrong": {}}}
            """
        var store = TestStore(state: try Self.state(json))
        store.send(.eventSent("b", "a")) { $0.buttons[0].machineState = "three" }
        store.finish()
    }

    @Test func theMachineOwnOnIsTheFallbackOfEveryStateButFinalOnes() throws {
        let json = """
            "events": {"reset": {"key": "x", "label": "Reset"}},
            "machine": {"initial": "a", "on": {"reset": "a"}, "states": {
              "a": {"on": {"tap": "b"}}, "b": {"on": {"tap": "c"}}, "c": {"type": "final"}}}
            """
        var store = TestStore(state: try Self.state(json))
        store.tap("b") { $0.buttons[0].machineState = "b" }
        store.send(.eventSent("b", "reset")) { $0.buttons[0].machineState = "a" }
        #expect(store.state.buttons[0].machineState == "a")
        store.tap("b") { $0.buttons[0].machineState = "b" }
        store.tap("b") { $0.buttons[0].machineState = "c" }
        store.send(.eventSent("b", "reset")) {
            $0.notice = .eventNotHandled("b", event: "reset", state: "c")
        }
        #expect(store.state.buttons[0].machineState == "c", "a final state takes no transitions")
        Self.rest(&store)
        store.finish()
    }

    @Test func anUndeclaredEventFromAScriptSaysSo() throws {
        var store = TestStore(state: try Self.state(Self.send))
        store.send(.eventSent("b", "nope")) { $0.notice = .noSuchEvent("b", name: "nope") }
        store.finish()
    }

    @Test func countersStayWithin32Bits() throws {
        let json = """
            "events": {"up": {"key": "p", "label": "Up"}},
            "machine": {"initial": "i", "context": {"n": 2147483647}, "states": {"i": {"on": {"up": {"actions": "increment n"}}}}}
            """
        var store = TestStore(state: try Self.state(json))
        store.send(.eventSent("b", "up"))
        #expect(store.state.buttons[0].context["n"] == 2_147_483_647)
        store.finish()
    }

    @Test(arguments: [
        (LocaleTag("en"), "1,234,567 likes"), (LocaleTag("zh"), "1,234,567 likes"),
        (LocaleTag("de"), "1.234.567 likes"),
        (LocaleTag("fr"), "1\u{202F}234\u{202F}567 likes"), (LocaleTag("es"), "1.234.567 likes"),
    ])
    func countersInTitlesAreFormattedForTheLocale(locale: LocaleTag, title: String) throws {
        let json = """
            "titles": {"normal": "{likes} likes"},
            "machine": {"initial": "i", "context": {"likes": 1234567}, "states": {"i": {}}}
            """
        let state = try Self.state(json, locales: "[\"en\", \"zh\", \"de\", \"fr\", \"es\"]", locale: locale)
        #expect(state.buttons[0].shownTitle == title)
        #expect(CounterText.format(1234, locale: "es") == "1234", "Spanish groups from five digits")
        #expect(CounterText.format(-1234, locale: "en") == "-1,234")
        #expect(CounterText.interpolate("{unknown} {likes", context: ["likes": 1], locale: "en") == "{unknown} {likes")
    }

    @Test func countersAreSavedAndRestored() throws {
        var state = try Self.state(Self.guarded)
        _ = SimulatorReducer.reduce(&state, .eventSent("b", "more"))
        let saved = SavedState(state, theme: "default", buttonsFile: nil)
        let data = try JSONEncoder().encode(saved)
        let decoded = try JSONDecoder().decode(SavedState.self, from: data)
        let restored = decoded.restore(on: state.board, settings: state.settings)
        #expect(restored.state.buttons[0].context == ["likes": 2])
        #expect(restored.state.buttons[0].shownTitle == "Like · 2")
    }
}
