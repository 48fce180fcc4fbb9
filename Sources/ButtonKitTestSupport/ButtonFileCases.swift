/// Button files that docs/buttons.md accepts and files that each break one of its
/// rules: the schema test and the loader test both run them, so the schema and the loader
/// give the same verdict on every one.
public enum ButtonFileCases {
    /// A button file with one button whose members are `button`.
    public static func board(_ button: String, top: String = "") -> String {
        "{\(top)\"buttons\": [{\"id\": \"a\"\(button.isEmpty ? "" : ", " + button)}]}"
    }

    /// Files both the schema and the loader accept, as (description, JSON) pairs.
    public static let accepted: [(String, String)] = [
        ("the smallest file", board("")),
        ("an empty review set", board("\"review\": []")),
        (
            "a review set of flags, a custom state and a raw value",
            board(
                """
                "states": {"loading": {"bit": 16, "holds": ["disabled"], "key": "l"}},
                "review": ["highlighted", "selected|highlighted", "loading", "0x8"]
                """)
        ),
        (
            "every button member",
            board(
                """
                "variant": "danger", "size": "small", "width": "fit", "accessibilityLabel": {"en": "A", "pt-BR": "B"},
                "states": {"pending": {"bit": 23, "holds": ["disabled", "selected"], "afterwards": "restore", "key": "p", "mark": "PND",
                                       "spinner": true, "hidesTitle": true}},
                "titles": {"normal": "A", "selected|highlighted": {"en": "B"}, "pending": "", "0x5": "C"},
                "images": {"normal": "♥"}
                """,
                top: "\"$schema\": \"x\", \"title\": \"T\", \"locales\": [\"en\", \"pt-BR\"], \"rows\": [[\"a\"]], ")
        ),
        (
            "a machine",
            board(
                """
                "machine": {"initial": "idle", "states": {
                  "idle": {"entry": ["set selected"], "on": {"tap": {"target": "busy", "actions": ["toggle selected"], "guard": "not selected"}}},
                  "busy": {"title": "Busy", "image": "♣", "enabled": false, "spinner": true, "after": {"step": "idle", "1500": {"actions": []}}},
                  "done": {"type": "final", "enabled": false}}}
                """)
        ),
        (
            "a machine with events, guards, counters, delays, exit, always, send and Stately metadata",
            board(
                """
                "events": {"succeed": {"key": "y", "label": {"en": "Succeeds"}, "description": "the network"},
                           "fail": {"key": "n", "label": "Fails"}},
                "lines": 2, "maxWidth": 200, "textStyle": "headline", "audit": {"waive": {"hit-target": "inline"}},
                "machine": {"id": "send", "description": "d", "tags": ["t"], "meta": {"x": 1}, "version": "1",
                  "predictableActionArguments": true,
                  "initial": "idle", "context": {"tries": 0, "likes": -5}, "delays": {"network": 1200},
                  "on": {"fail": "failed"},
                  "states": {
                  "idle": {"description": "waiting", "tags": ["a"], "meta": {}, "on": {"tap": [
                      {"target": "busy", "guard": ["not selected", "tries < 3"], "actions": "increment tries"},
                      {"target": "failed", "cond": "tries >= 3", "description": "give up", "meta": {}}]}},
                  "busy": {"entry": "set selected", "exit": ["clear selected", "assign likes 7"],
                           "after": {"network": {"actions": ["send succeed"]}},
                           "on": {"succeed": "done", "fail": [{"target": "failed", "guard": "likes != 0"}, "idle"]}},
                  "failed": {"always": [{"target": "idle", "guard": "tries == 0"}], "on": {"tap": "busy"}},
                  "done": {"type": "final"}}}
                """)
        ),
        (
            "a configuration with every field and updates",
            board(
                """
                "states": {"loading": {"bit": 16, "holds": ["disabled"]}},
                "configuration": {"style": "borderedProminent", "baseBackgroundColor": "theme.color.palette.brand",
                  "baseForegroundColor": "theme.color.palette.on-brand", "title": {"en": "Save"}, "subtitle": "Now",
                  "image": "↓", "imagePlacement": "trailing", "cornerStyle": "capsule", "buttonSize": "mini",
                  "showsActivityIndicator": false,
                  "updates": {"highlighted": {"baseBackgroundColor": "theme.color.palette.brand-pressed"},
                              "loading": {"showsActivityIndicator": true, "title": "Saving"}}}
                """)
        ),
    ]

    /// Files both the schema and the loader refuse, each breaking one rule, as (description, JSON) pairs.
    public static let refused: [(String, String)] = [
        ("a review set that is not a list", board("\"review\": \"highlighted\"")),
        ("a review set naming normal", board("\"review\": [\"normal\"]")),
        ("a review set naming a combination twice", board("\"review\": [\"selected\", \"selected\"]")),
        (
            "a review set of 17 combinations",
            board("\"review\": [" + (0..<17).map { _ in "\"focused\"" }.joined(separator: ", ") + "]")
        ),
        ("a configuration and titles", board("\"titles\": {\"normal\": \"A\"}, \"configuration\": {\"title\": \"A\"}")),
        ("a configuration style glass", board("\"configuration\": {\"style\": \"glass\"}")),
        ("an unknown configuration field", board("\"configuration\": {\"tint\": \"x\"}")),
        (
            "a configuration colour that is not a token path",
            board("\"configuration\": {\"baseBackgroundColor\": \"#ff0000\"}")
        ),
        (
            "an update with updates inside",
            board("\"configuration\": {\"updates\": {\"highlighted\": {\"updates\": {}}}}")
        ),
        ("an update that is not an object", board("\"configuration\": {\"updates\": {\"highlighted\": \"A\"}}")),
        ("a configuration button size huge", board("\"configuration\": {\"buttonSize\": \"huge\"}")),
        ("a non-boolean activity indicator", board("\"configuration\": {\"showsActivityIndicator\": \"yes\"}")),
        ("no buttons", "{\"title\": \"T\"}"),
        ("an empty board", "{\"buttons\": []}"),
        ("65 buttons", "{\"buttons\": [" + (0..<65).map { "{\"id\": \"b\($0)\"}" }.joined(separator: ", ") + "]}"),
        ("an unknown top-level member", board("", top: "\"colour\": 1, ")),
        ("a bad locale tag", board("", top: "\"locales\": [\"e\"], ")),
        ("an upper-case id", "{\"buttons\": [{\"id\": \"A\"}]}"),
        ("an id of 33 characters", "{\"buttons\": [{\"id\": \"a\(String(repeating: "b", count: 32))\"}]}"),
        ("a size large", board("\"size\": \"large\"")),
        ("a width auto", board("\"width\": \"auto\"")),
        ("an unknown button member", board("\"colour\": \"red\"")),
        ("bit 24", board("\"states\": {\"p\": {\"bit\": 24}}")),
        ("bit 15", board("\"states\": {\"p\": {\"bit\": 15}}")),
        ("implies and holds", board("\"states\": {\"p\": {\"implies\": [\"selected\"], \"holds\": [\"disabled\"]}}")),
        ("implies enabled", board("\"states\": {\"p\": {\"implies\": [\"enabled\"]}}")),
        ("afterwards without holds", board("\"states\": {\"p\": {\"afterwards\": \"enable\"}}")),
        ("a held flag listed twice", board("\"states\": {\"p\": {\"holds\": [\"disabled\", \"disabled\"]}}")),
        ("afterwards later", board("\"states\": {\"p\": {\"holds\": [\"disabled\"], \"afterwards\": \"later\"}}")),
        ("a two-character key", board("\"states\": {\"p\": {\"key\": \"ab\"}}")),
        ("a four-character mark", board("\"states\": {\"p\": {\"mark\": \"ABCD\"}}")),
        ("nine custom states", board("\"states\": {" + (0..<9).map { "\"s\($0)\": {}" }.joined(separator: ", ") + "}")),
        ("a state called selected", board("\"states\": {\"selected\": {}}")),
        ("a state name with a dash", board("\"states\": {\"my-state\": {}}")),
        ("an unknown custom state member", board("\"states\": {\"p\": {\"colour\": 1}}")),
        ("a title key with an empty name", board("\"titles\": {\"selected||highlighted\": \"x\"}")),
        ("a raw key of nine digits", board("\"titles\": {\"0x100000000\": \"x\"}")),
        ("a numeric title", board("\"titles\": {\"normal\": 5}")),
        ("an empty image", board("\"images\": {\"normal\": \"\"}")),
        ("a machine without initial", board("\"machine\": {\"states\": {\"idle\": {}}}")),
        ("a machine without states", board("\"machine\": {\"initial\": \"idle\"}")),
        (
            "a final state with a transition",
            board(
                "\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"type\": \"final\", \"on\": {\"tap\": \"i\"}}}}"
            )
        ),
        (
            "a type other than final or atomic",
            board("\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"type\": \"parallel\"}}}")
        ),
        (
            "a delay of 0 ms",
            board("\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"after\": {\"0\": \"i\"}}}}")
        ),
        (
            "a delay in seconds",
            board("\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"after\": {\"1.5s\": \"i\"}}}}")
        ),
        (
            "an event name with a space",
            board("\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"on\": {\"press it\": \"i\"}}}}")
        ),
        (
            "an unknown action verb",
            board("\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"entry\": [\"flip selected\"]}}}")
        ),
        (
            "a bad guard",
            board(
                "\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"on\": {\"tap\": {\"guard\": \"no selected\"}}}}}"
            )
        ),
        (
            "an unknown transition member",
            board("\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"on\": {\"tap\": {\"goto\": \"i\"}}}}}")
        ),
        (
            "an unknown machine state member",
            board("\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"exits\": []}}}")
        ),
    ]
}
