"""Reads `button-sim facts` records (docs/command-line.md, "State facts") into the states to
drive: per button, its reachable states in the development locale, each with what the
review says it shows in every environment."""

import json


def settings(record):
    """A record's environment as a dict: `{"appearance": "dark", "content-size": "ax3", ...}`."""
    return dict(item.split("=", 1) for item in record["environment"])


def read_facts(lines):
    """`{button: {"states": [...], "environments": [...], "left_out": N}}` from facts lines.
    Each state is `{mode, flags, raw, title, expected: [record per environment]}`; a state the
    facts name twice (another title after another history) stays two states. Focused states are
    left out (code cannot focus a button) and counted."""
    buttons = {}
    for line in lines:
        if not line.strip():
            continue
        record = json.loads(line)
        button = buttons.setdefault(record["button"], {
            "locale": record["locale"], "states": [], "index": {}, "environments": [], "left_out": set(),
            "seen": {}})
        if record["locale"] != button["locale"]:
            continue  # the development locale is the first the facts give
        environment = tuple(record["environment"])
        if environment not in button["environments"]:
            button["environments"].append(environment)
        flags = [] if record["state"] == "normal" else record["state"].split()
        key = (record.get("mode") or "-", record["state"], record["raw"])
        if "focused" in flags:
            button["left_out"].add(key)
            continue
        occurrence = button["seen"].get((key, environment), 0)
        button["seen"][(key, environment)] = occurrence + 1
        slot = (key, occurrence)
        if slot not in button["index"]:
            button["index"][slot] = len(button["states"])
            button["states"].append({"mode": key[0], "flags": flags, "raw": record["raw"], "title": record["title"],
                                     "expected": {}})
        button["states"][button["index"][slot]]["expected"][environment] = record
    for button in buttons.values():
        button["left_out"] = len(button["left_out"])
        del button["index"], button["seen"]
    return buttons
