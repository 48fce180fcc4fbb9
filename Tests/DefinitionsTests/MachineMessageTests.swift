import ButtonKit
import ButtonKitTestSupport
import Definitions
import Testing

/// Every error of flows with outcomes (events, guards, counters, delays, `always`, `send`,
/// Stately metadata and what ButtonSim does not model), each with its exact one-line message.
@Suite("Button files: machine errors, with their exact messages")
struct MachineMessageTests {
    static func lines(_ json: String) -> [String] { LoaderMessageTests.lines(json) }

    static func board(_ button: String) -> String { ButtonFileCases.board(button) }

    /// A button with two declared events (`y` ok, `n` fail) and a machine of `states`.
    static func flow(_ states: String, machine: String = "", button: String = "") -> String {
        board(
            """
            \(button)"events": {"ok": {"key": "y", "label": "Succeeds"}, "fail": {"key": "n", "label": "Fails"}},
            "machine": {\(machine)"initial": "i", "states": {\(states)}}
            """)
    }

    static let path = "test.json: buttons[0]"

    static let cases: [(String, String, [String])] = [
        (
            "an event without a key",
            board(
                "\"events\": {\"ok\": {\"label\": \"Succeeds\"}}, \"machine\": {\"initial\": \"i\", \"states\": {\"i\": {}}}"
            ),
            ["\(path).events.ok: missing \"key\" (the key that sends ok to the button)"]
        ),
        (
            "an event without a label",
            board("\"events\": {\"ok\": {\"key\": \"y\"}}, \"machine\": {\"initial\": \"i\", \"states\": {\"i\": {}}}"),
            ["\(path).events.ok: missing \"label\" (what ok stands for, such as \"Request fails\")"]
        ),
        (
            "an event called tap",
            board(
                "\"events\": {\"tap\": {\"key\": \"y\", \"label\": \"T\"}}, \"machine\": {\"initial\": \"i\", \"states\": {\"i\": {}}}"
            ),
            [
                "\(path).events.tap: \"tap\" is not an event name (letters, digits, '_', '-' or '.', up to 64; not tap, nor starting with xstate.)"
            ]
        ),
        (
            "an event named as XState names its own",
            board(
                "\"events\": {\"xstate.init\": {\"key\": \"y\", \"label\": \"T\"}}, \"machine\": {\"initial\": \"i\", \"states\": {\"i\": {}}}"
            ),
            [
                "\(path).events.\"xstate.init\": \"xstate.init\" is not an event name (letters, digits, '_', '-' or '.', up to 64; not tap, nor starting with xstate.)"
            ]
        ),
        (
            "an event on a fixed key",
            board(
                "\"events\": {\"ok\": {\"key\": \"s\", \"label\": \"T\"}}, \"machine\": {\"initial\": \"i\", \"states\": {\"i\": {}}}"
            ),
            [
                "\(path).events.ok.key: key \"s\" is one of the simulator's own keys (? c e f g h q r s space t); use \"a\" instead"
            ]
        ),
        (
            "an event on a state's key",
            board(
                "\"states\": {\"busy\": {\"key\": \"y\"}}, \"events\": {\"ok\": {\"key\": \"y\", \"label\": \"T\"}}, \"machine\": {\"initial\": \"i\", \"states\": {\"i\": {}}}"
            ),
            ["\(path).events.ok.key: key \"y\" is already busy's on this button"]
        ),
        (
            "a key the program keeps", board("\"states\": {\"busy\": {\"key\": \",\"}}"),
            [
                "\(path).states.busy.key: key \",\" is reserved for the program's own keys (, . ; [ ] + - =); use \"a\" instead"
            ]
        ),
        (
            "events without a machine", board("\"events\": {\"ok\": {\"key\": \"y\", \"label\": \"T\"}}"),
            ["\(path).events: events need a \"machine\" that handles them"]
        ),
        (
            "a mark on a system letter", board("\"states\": {\"sending\": {\"mark\": \"S\"}}"),
            [
                "\(path).states.sending.mark: mark \"S\" is a system flag's letter in gallery labels (N normal, S selected, D disabled, H highlighted, F focused); choose another"
            ]
        ),
        (
            "an undeclared event", flow("\"i\": {\"on\": {\"retry\": \"i\"}}"),
            [
                "\(path).machine.states.i.on.retry: unknown event \"retry\" (declare it in the button's \"events\" with a key and a label, or use tap; declared: ok, fail)"
            ]
        ),
        (
            "a guard on an unknown counter", flow("\"i\": {\"on\": {\"tap\": {\"guard\": \"count > 0\"}}}"),
            [
                "\(path).machine.states.i.on.tap.guard: unknown counter \"count\" (declare it in the machine's \"context\")"
            ]
        ),
        (
            "a comparison with a word",
            flow("\"i\": {\"on\": {\"tap\": {\"guard\": \"count > some\"}}}", machine: "\"context\": {\"count\": 0}, "),
            [
                "\(path).machine.states.i.on.tap.guard: \"count > some\": compare with a whole number, such as \"count > 0\""
            ]
        ),
        (
            "a guard in code", flow("\"i\": {\"on\": {\"tap\": {\"guard\": {\"type\": \"isValid\"}}}}"),
            [
                "\(path).machine.states.i.on.tap.guard: guards implemented in code are not supported: write a flag (\"selected\", \"not selected\") or a counter comparison (\"count > 0\")"
            ]
        ),
        (
            "an action in code", flow("\"i\": {\"entry\": [{\"type\": \"notify\"}]}"),
            [
                "\(path).machine.states.i.entry[0]: actions implemented in code are not supported: write \"set FLAG\", \"clear FLAG\", \"toggle FLAG\", \"increment NAME\", \"decrement NAME\", \"assign NAME N\" or \"send EVENT\""
            ]
        ),
        (
            "an increment of an unknown counter",
            flow("\"i\": {\"entry\": \"increment likes\"}", machine: "\"context\": {\"count\": 0}, "),
            ["\(path).machine.states.i.entry: unknown counter \"likes\" (counters: count)"]
        ),
        (
            "an assign of a word",
            flow("\"i\": {\"entry\": \"assign count many\"}", machine: "\"context\": {\"count\": 0}, "),
            [
                "\(path).machine.states.i.entry: \"assign count many\": assign a whole number from -2147483648 to 2147483647, such as \"assign count 0\""
            ]
        ),
        (
            "a send of an undeclared event", flow("\"i\": {\"entry\": \"send done\"}"),
            [
                "\(path).machine.states.i.entry: unknown event \"done\" (declare it in the button's \"events\" with a key and a label, or use tap; declared: ok, fail)"
            ]
        ),
        (
            "a counter that is not a whole number", flow("\"i\": {}", machine: "\"context\": {\"count\": 1.5}, "),
            ["\(path).machine.context.count: a counter is a whole number from -2147483648 to 2147483647, found 1.5"]
        ),
        (
            "a counter name with a dash", flow("\"i\": {}", machine: "\"context\": {\"like-count\": 1}, "),
            [
                "\(path).machine.context.like-count: \"like-count\" is not a counter name (a letter or '_', then up to 31 letters, digits or '_')"
            ]
        ),
        (
            "a delay name that starts with a digit", flow("\"i\": {}", machine: "\"delays\": {\"1a\": 100}, "),
            [
                "\(path).machine.delays.1a: \"1a\" is not a delay name (a letter or '_', then up to 63 letters, digits, '_', '-' or '.'; not step)"
            ]
        ),
        (
            "a machine state without a name", flow("\"\": {}, \"i\": {}"),
            ["\(path).machine.states.\"\": \"\" is not a machine state name (at least one character)"]
        ),
        (
            "a named delay over an hour", flow("\"i\": {}", machine: "\"delays\": {\"network\": 3600001}, "),
            ["\(path).machine.delays.network: 3600001 is out of range (1 to 3600000)"]
        ),
        (
            "an undeclared named delay",
            flow("\"i\": {\"after\": {\"slow\": \"i\"}}", machine: "\"delays\": {\"network\": 1200}, "),
            [
                "\(path).machine.states.i.after.slow: a delay is \"step\", whole milliseconds from 1 to 3600000 (1 ms to 1 hour), or a name from the machine's \"delays\" (delays: network)"
            ]
        ),
        (
            "a named delay in a machine without delays", flow("\"i\": {\"after\": {\"network\": \"i\"}}"),
            [
                "\(path).machine.states.i.after.network: \"network\" is not a delay of this machine: declare it in the machine's \"delays\" (\"delays\": {\"network\": 1200}), or write \"step\" or whole milliseconds"
            ]
        ),
        (
            "an always loop",
            flow(
                "\"i\": {\"always\": \"j\"}, \"j\": {\"always\": {\"target\": \"i\", \"actions\": \"toggle selected\"}}"
            ),
            [
                "\(path).machine.states.i.always: the eventless transitions i → j → i loop forever (give one a guard that the loop makes false, or a target outside the loop)"
            ]
        ),
        (
            "an always without a target or guard", flow("\"i\": {\"always\": {\"actions\": \"toggle selected\"}}"),
            [
                "\(path).machine.states.i.always: the eventless transitions i → i loop forever (give one a guard that the loop makes false, or a target outside the loop)"
            ]
        ),
        (
            "a final state with always", flow("\"i\": {\"type\": \"final\", \"always\": \"i\"}"),
            [
                "\(path).machine.states.i: a final state has no transitions (remove \"on\", \"after\" and \"always\", or \"type\": \"final\")"
            ]
        ),
        (
            "nested states", flow("\"i\": {\"initial\": \"a\", \"states\": {\"a\": {}}}"),
            [
                "\(path).machine.states.i.initial: nested states are not supported: ButtonSim models a flat machine of states, events, delays and counters",
                "\(path).machine.states.i.states: nested states are not supported: ButtonSim models a flat machine of states, events, delays and counters",
            ]
        ),
        (
            "an invoked service", flow("\"i\": {\"invoke\": {\"src\": \"fetch\"}}"),
            [
                "\(path).machine.states.i.invoke: invoked services (invoke) are not supported: ButtonSim models a flat machine of states, events, delays and counters"
            ]
        ),
        (
            "a parallel machine", flow("\"i\": {}", machine: "\"type\": \"parallel\", "),
            [
                "\(path).machine.type: parallel machines are not supported: ButtonSim models a flat machine of states, events, delays and counters"
            ]
        ),
        (
            "a history state", flow("\"i\": {\"type\": \"history\"}"),
            ["\(path).machine.states.i.type: history states are not supported (ButtonSim models flat machines)"]
        ),
        (
            "a target by id", flow("\"i\": {\"on\": {\"tap\": \"#other.i\"}}"),
            [
                "\(path).machine.states.i.on.tap: \"#other.i\": targets by id or into child states are not supported (name a state of this machine: i)"
            ]
        ),
        (
            "an empty list of candidates", flow("\"i\": {\"on\": {\"tap\": []}}"),
            ["\(path).machine.states.i.on.tap: empty: give at least one transition"]
        ),
        (
            "a waiver of an unknown rule", board("\"audit\": {\"waive\": {\"colour\": \"brand\"}}"),
            [
                "\(path).audit.waive.colour: unknown audit rule \"colour\" (rules: contrast, hit-target, label, truncation, look-alike, focus)"
            ]
        ),
        (
            "a waiver without a reason", board("\"audit\": {\"waive\": {\"hit-target\": \" \"}}"),
            ["\(path).audit.waive.hit-target: a waiver needs a reason a reviewer can read"]
        ),
        (
            "lines out of range", board("\"lines\": 21"),
            ["\(path).lines: 21 is out of range (0 to 20)"]
        ),
        (
            "an unknown text style", board("\"textStyle\": \"huge\""),
            [
                "\(path).textStyle: \"huge\" is not one of largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2"
            ]
        ),
    ]

    @Test(arguments: cases.map { ($0.0, $0.1, $0.2) })
    func errorMessage(name: String, json: String, expected: [String]) {
        #expect(Self.lines(json) == expected, "\(name)")
    }

    /// Stately's editor writes `id`, `description`, `tags` and `meta`; they load and are ignored.
    @Test func statelyMetadataLoads() {
        let json = Self.flow(
            "\"i\": {\"description\": \"idle\", \"tags\": [\"rest\"], \"meta\": {\"x\": 1}, \"on\": {\"ok\": {\"target\": \"i\", \"description\": \"d\", \"meta\": {}}}}",
            machine:
                "\"id\": \"m\", \"description\": \"d\", \"tags\": [], \"meta\": {}, \"predictableActionArguments\": true, "
        )
        #expect(Self.lines(json) == [])
    }

    /// A state without a mark gets one no system letter or other mark has.
    @Test func defaultMarksAvoidSystemLettersAndEachOther() throws {
        let json = Self.board(
            "\"states\": {\"sending\": {\"bit\": 16}, \"delivered\": {\"bit\": 17}, \"second\": {\"bit\": 18}, \"done\": {\"bit\": 19, \"mark\": \"Do\"}, \"dot\": {}}"
        )
        let board = try BuiltInFixture.board(json: json).get().board
        #expect(board.buttons[0].states.map(\.shownMark) == ["Se", "De", "Sec", "Do", "Dot"])
    }
}

/// Problems found after a first one in the same place, and forgiving spellings.
@Suite("Button files: machine problems reported once, and all of them")
struct MachineProblemReportingTests {
    @Test func aBadEventKeyIsNotReportedAgainAsAnUnknownEvent() {
        let json = ButtonFileCases.board(
            "\"events\": {\"ok\": {\"label\": \"Succeeds\"}}, \"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"on\": {\"ok\": \"i\"}}}}"
        )
        #expect(
            LoaderMessageTests.lines(json) == [
                "test.json: buttons[0].events.ok: missing \"key\" (the key that sends ok to the button)"
            ])
    }

    @Test func theTransitionsOfAnUnknownEventAreCheckedToo() {
        let json = ButtonFileCases.board(
            "\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"on\": {\"go\": {\"target\": \"nowhere\"}}}}}")
        #expect(
            LoaderMessageTests.lines(json) == [
                "test.json: buttons[0].machine.states.i.on.go.target: unknown target state \"nowhere\" (states: i)",
                "test.json: buttons[0].machine.states.i.on.go: unknown event \"go\" (declare it in the button's \"events\" with a key and a label, or use tap)",
            ])
    }

    @Test func aComparisonMayBeWrittenWithoutSpaces() throws {
        let json = ButtonFileCases.board(
            "\"machine\": {\"initial\": \"i\", \"context\": {\"n\": 0}, \"states\": {\"i\": {\"on\": {\"tap\": {\"guard\": \"n>=0\"}}}}}"
        )
        let board = try BuiltInFixture.board(json: json).get().board
        let guardCondition = board.buttons[0].machine?.states[0].onTap.first?.guardCondition
        #expect(guardCondition == MachineGuard([.counter("n", .greaterOrEqual, 0)]))
    }

    @Test func aTitleNamingNoCounterIsWarnedAbout() throws {
        let json = ButtonFileCases.board(
            "\"titles\": {\"normal\": \"In cart · {cnt}\"}, \"machine\": {\"initial\": \"i\", \"context\": {\"n\": 0}, \"states\": {\"i\": {}}}"
        )
        let loaded = try BuiltInFixture.board(json: json).get()
        #expect(
            loaded.warnings.map(\.line).contains(
                "test.json: buttons[0].titles.normal: warning: {cnt} is shown as written: it names no counter (counters: n)"
            ))
    }
}
