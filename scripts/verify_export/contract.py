"""Reads `button-sim contract` lines (docs/contract.md) into the states to drive."""

import json
import re

FIELD = re.compile(r'([a-z][a-z-]*)=("(?:[^"\\]|\\.)*"|\S*)')


def fields_of(line):
    """The `name=value` fields of one contract line, values unquoted."""
    fields = {}
    for name, value in FIELD.findall(line):
        fields[name] = json.loads(value) if value.startswith('"') else value
    return fields


def parse_contract(text, button):
    """The button's states in the development locale (the header's first): a list of
    {mode, flags, raw, expected: {theme: fields}}, and how many focused states were left out.
    Lines that name the same state twice (another title after another history) stay two states."""
    lines = text.splitlines()
    if not lines or not lines[0].startswith("# button-sim contract"):
        raise SystemExit("verify-export: the contract has no header")
    header = fields_of(lines[0])
    locale = header.get("locales", "en").split(",")[0]
    states, index, left_out = [], {}, set()
    seen = {}
    for line in lines[1:]:
        fields = fields_of(line)
        if fields.get("button") != button or fields.get("locale") != locale:
            continue
        flags = [] if fields["state"] == "normal" else fields["state"].split()
        key = (fields["mode"], fields["state"], fields["raw"])
        if "focused" in flags:
            left_out.add(key)
            continue
        theme = fields["theme"]
        occurrence = seen.get((key, theme), 0)
        seen[(key, theme)] = occurrence + 1
        if (key, occurrence) not in index:
            index[(key, occurrence)] = len(states)
            states.append({"mode": fields["mode"], "flags": flags, "raw": fields["raw"], "title": fields["title"],
                           "expected": {}})
        states[index[(key, occurrence)]]["expected"][theme] = fields
    return states, len(left_out)
