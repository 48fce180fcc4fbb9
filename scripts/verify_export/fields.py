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
]


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
                    f"env={environment_name(environment)} field=state contract=reachable export=\"restore(mode:...) cannot set it\"")
                continue
            for field, contract_value in FIELDS:
                want = contract_value(expected)
                got = readout.get((s, e, field), "(not read)")
                if got == "style":
                    continue  # a configuration style's colour: unpublished, not compared
                if want != got:
                    agrees = False
                    lines.append(
                        f"button={expected['button']} mode={state['mode']} state={quoted(flags)} raw={state['raw']} "
                        f"env={environment_name(environment)} field={field} contract={quoted(want)} export={quoted(got)}")
            agreeing += agrees
    return lines, agreeing, total
