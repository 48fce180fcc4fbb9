"""The environments and the compared fields: adding a field is one entry in FIELDS."""

import itertools
import json
import re

SIZES = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]
DEFAULT_ENVIRONMENT = ("light", "normal", "ltr", "l")
# Every environment the audit covers by default (DESIGN section 16).
ENVIRONMENTS_ALL = list(itertools.product(["light", "dark"], ["normal", "increased"], ["ltr", "rtl"], SIZES))


def theme_for(environment):
    """The contract theme that shows an environment's colours: the built-in default's dark
    counterpart in dark mode, its Increase Contrast one (high-contrast) with contrast on,
    in either appearance (docs/export.md, Dark mode and Increase Contrast)."""
    appearance, contrast, _, _ = environment
    if contrast == "increased":
        return "high-contrast"
    return "dark" if appearance == "dark" else "default"


def environment_name(environment):
    return "default" if environment == DEFAULT_ENVIRONMENT else ",".join(environment)


# Field name, the contract's value for a state (None: the contract does not say), and how the
# model's readout value is compared. A fuller "state facts" output adds size, radius and the
# positions of spinner, image and title here, one entry each.
FIELDS = [
    ("title", lambda c: c["title"]),
    ("fg", lambda c: c["fg"]),
    ("bg", lambda c: c["bg"]),
    ("border", lambda c: c["border"]),
    ("enabled", lambda c: "no" if "disabled" in c["state"].split() else "yes"),
    ("reads", lambda c: c["reads"]),
    ("tap", lambda c: tap_outcomes(c["tap"])),
    # Not in the contract: restore(mode:...) with the flags an app saves shows what taps showed.
    ("restore", lambda c: "same"),
]


def tap_outcomes(tap):
    """The contract's tap outcomes as the driver reports one: `none` for a disabled button,
    else `MODE RAW` for each outcome (`|` between them); `-` for a button without a machine."""
    if tap.startswith("none"):
        return "none"
    if "->" not in tap:
        return None
    outcomes = []
    for outcome in tap.split("->", 1)[1].split(" | "):
        words = outcome.split()
        outcomes.append(f"{words[0]} {int(words[-1], 16)}")
    return " | ".join(outcomes)


def same(field, want, got):
    """Whether the export's value is the contract's: one of its outcomes, for a tap."""
    if field == "tap":
        return got in want.split(" | ")
    return want == got


def parse_readout(text):
    """Driver output: `STATE ENV FIELD VALUE` lines, tab-separated, values escaped."""
    readout = {}
    for line in text.splitlines():
        state, environment, field, value = line.split("\t", 3)
        value = re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), value)
        readout[(int(state), int(environment), field)] = value
    return readout


def quoted(value):
    return json.dumps(value, ensure_ascii=False)


def compare(states, environments, output, exported_class):
    """One line per disagreement and the count of agreeing (state, environment) pairs."""
    readout = parse_readout(output)
    lines, agreeing, total = [], 0, 0
    for s, state in enumerate(states):
        for e, environment in enumerate(environments):
            expected = state["expected"].get(theme_for(environment))
            if expected is None:
                continue
            total += 1
            agrees = True
            flags = " ".join(state["flags"]) or "normal"
            if (s, e, "title") not in readout:
                lines.append(
                    f"button={expected['button']} mode={state['mode']} state={quoted(flags)} raw={state['raw']} "
                    f"env={environment_name(environment)} field=state contract=reachable export=\"not reached by taps, events or restore\"")
                continue
            for field, contract_value in FIELDS:
                want = contract_value(expected)
                got = readout.get((s, e, field))
                if want is None or got is None or got == "style":
                    continue  # not said by the contract, read in the first environment only, or a style's colour
                if field == "tap" and want != "none":
                    want = " | ".join(
                        f"{exported_class.modes.get(mode, mode).strip('`')} {raw}"
                        for mode, raw in (outcome.split() for outcome in want.split(" | ")))
                if field == "tap" and got == "none" and want != "none":
                    got = "none (disabled)"
                if not same(field, want, got):
                    agrees = False
                    lines.append(
                        f"button={expected['button']} mode={state['mode']} state={quoted(flags)} raw={state['raw']} "
                        f"env={environment_name(environment)} field={field} contract={quoted(want)} export={quoted(got)}")
            agreeing += agrees
    ways = {}
    for (s, e, field), value in readout.items():
        if field == "reached-by" and e == 0:
            way = value.split(" ")[0]
            ways[way] = ways.get(way, 0) + 1
    named = {"steps": "by taps and events", "steps+flags": "by taps and events, then flags set as code would",
             "restore": "by restore(...) (no tap or event reaches them)"}
    summary = ", ".join(f"{count} {named.get(way, way)}" for way, count in sorted(ways.items()))
    if summary:
        lines.append(f"(states reached {summary})")
    return lines, agreeing, total
