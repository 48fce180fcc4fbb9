"""The compared fields: the facts' value of each, the readout's, and how they are compared.
Adding a field is one entry in FIELDS."""

import json
import re

# Lengths (size, radius, border width, positions) agree within this many points: UIKit rounds
# a label's size up to the pixel, the model and the device look keep fractions.
TOLERANCE = 0.5
# Beside an image the review draws the button file's character (♥) in a text font and the phone
# an SF Symbol (heart.fill), whose width the model cannot know (it takes a square of the title's
# point size): across, only the side the image is on is compared, and the width only where it
# does not include the image's (`width: widest` keeps room for any image) (docs/export.md).
ACROSS = {"titleX", "leadX"}
# Beside an image, a title that wraps or is cut breaks where the image's width lets it: only
# whether it wraps or is cut is compared, and what follows from its lines (height, corners,
# positions down) is not.
FOLLOW_LINES = {"height", "radius", "titleY", "leadY"}


def layout(record, key):
    value = (record.get("layout") or {}).get(key)
    return None if value is None else str(value)


def colour(value, absent):
    return absent if value is None else value


def lead(record):
    return (record.get("layout") or {}).get("lead") or "none"


def tap_outcomes(record):
    """`none` for a disabled button, else `MODE RAW` (raw in decimal) for each state a tap can lead
    to, `|` between them; None for a button without a machine (no outcome to compare)."""
    if not record["enabled"]:
        return "none"
    outcomes = []
    for outcome in record["tapLeadsTo"]:
        words = outcome.split()
        if record.get("mode") is None:
            return None
        outcomes.append(f"{words[0]} {int(words[-1], 16)}")
    return " | ".join(outcomes) or None


def title_lines(record):
    lines = (record.get("layout") or {}).get("titleLines")
    return None if lines is None else "|".join(lines)


def when_title(key):
    """A title position, compared only where a title shows."""
    return lambda r: layout(r, key) if (r.get("layout") or {}).get("titleLines") else None


def when_lead(key):
    """A lead position, compared only where a spinner or image shows."""
    return lambda r: layout(r, key) if lead(r) != "none" else None


def side(lead_x, title_x):
    """Which side of the title the spinner or image is on."""
    return "left" if float(lead_x) < float(title_x) else "right"


def lead_side(record):
    """The side the image is on, where an image sits beside a title (the one thing across
    compared beside an image)."""
    shape = record.get("layout") or {}
    if lead(record) != "image" or not shape.get("titleLines"):
        return None
    return side(shape["leadX"], shape["titleX"])


# (readout field, the facts' value for a record (None: not said), whether it is a length)
FIELDS = [
    ("title", lambda r: r["title"], False),
    ("fg", lambda r: r["foreground"], False),
    ("bg", lambda r: colour(r.get("background"), "clear"), False),
    ("border", lambda r: colour(r.get("border"), "none"), False),
    ("borderWidth", lambda r: layout(r, "borderWidth"), True),
    ("radius", lambda r: layout(r, "cornerRadius"), True),
    ("enabled", lambda r: "yes" if r["enabled"] else "no", False),
    ("spinner", lambda r: "yes" if r["spinner"] else "no", False),
    ("spinnerColor", lambda r: r["spinnerColor"] if r["spinner"] else None, False),
    ("reads", lambda r: r["reads"], False),
    ("width", lambda r: layout(r, "width"), True),
    ("height", lambda r: layout(r, "height"), True),
    ("titleLines", title_lines, False),
    ("titleX", when_title("titleX"), True),
    ("titleY", when_title("titleY"), True),
    ("titleWeight", when_title("titleWeight"), False),
    ("lead", lead, False),
    ("leadX", when_lead("leadX"), True),
    ("leadY", when_lead("leadY"), True),
    ("leadSide", lead_side, False),
    ("tap", tap_outcomes, False),
    # Not in the facts: restore(mode:...) with the flags an app saves shows what taps showed.
    ("restore", lambda r: "same", False),
]


def broken(lines, record):
    """Whether a title was set in more than one line, or cut."""
    return len(lines) > 1 or (bool(lines) and lines[-1].endswith("…") and not record["title"].endswith("…"))


def wraps_beside_image(record, got_lines=None):
    """Whether the title wraps or is cut beside an image, in the review or in the export (where the
    SF Symbol's width, which the model takes as a square of the title's point size, decides the
    breaks)."""
    if lead(record) != "image":
        return False
    exported = broken(got_lines.split("|"), record) if got_lines else False
    return exported or broken((record.get("layout") or {}).get("titleLines") or [], record)


def same(want, got, length):
    if length:
        try:
            return abs(float(want) - float(got)) <= TOLERANCE
        except ValueError:
            return want == got
    return want == got


def parse_readout(text):
    """Driver output: `BUTTON STATE ENV FIELD VALUE` lines, tab-separated, values escaped."""
    readout = {}
    for line in text.splitlines():
        button, state, environment, field, value = line.split("\t", 4)
        value = re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), value)
        readout[(button, int(state), int(environment), field)] = value
    return readout


def quoted(value):
    return json.dumps(value, ensure_ascii=False)


def environment_name(environment, default):
    return "default" if environment == default else ",".join(
        item.split("=", 1)[1] for item in environment if not item.endswith("=off"))


def compare(button_id, button, exported, readout):
    """One line per disagreement, the number of agreeing (state, environment) pairs and of pairs."""
    lines, agreeing, total = [], 0, 0
    default = button["environments"][0] if len(button["environments"]) == 1 else None
    for s, state in enumerate(button["states"]):
        flags = " ".join(state["flags"]) or "normal"
        where = f"button={button_id} mode={state['mode']} state={quoted(flags)} raw={state['raw']}"
        for e, environment in enumerate(button["environments"]):
            record = state["expected"].get(environment)
            if record is None:
                continue
            total += 1
            env = environment_name(environment, default)
            if (button_id, s, e, "title") not in readout:
                lines.append(f"{where} env={env} field=state facts=reachable "
                             "export=\"not reached by taps, events or restore\"")
                continue
            agrees = True
            for field, value, length in FIELDS:
                want = value(record)
                if lead(record) == "image" and (field in ACROSS or field == "width" and not exported.widest):
                    continue  # the SF Symbol's width: only its side is compared (leadSide)
                got = readout.get((button_id, s, e, field))
                if wraps_beside_image(record, readout.get((button_id, s, e, "titleLines"))):
                    if field in FOLLOW_LINES:
                        continue
                    if field == "titleLines" and got is not None:
                        want, got = "wraps or is cut", "wraps or is cut" if broken(got.split("|"), record) else got
                if field == "leadSide" and want is not None:
                    lead_x, title_x = readout.get((button_id, s, e, "leadX")), readout.get((button_id, s, e, "titleX"))
                    got = "style" if "style" in (lead_x, title_x) else side(lead_x, title_x) if lead_x and title_x else "none"
                if want is None or got is None or got == "style":
                    continue  # not said by the facts, read in the first environment only, or a style's
                if field == "tap" and want != "none":
                    want = " | ".join(f"{exported.modes.get(mode, mode).strip('`')} {raw}"
                                      for mode, raw in (outcome.split() for outcome in want.split(" | ")))
                    if got in want.split(" | "):
                        continue
                if not same(want, got, length):
                    agrees = False
                    lines.append(f"{where} env={env} field={field} facts={quoted(want)} export={quoted(got)}")
            agreeing += agrees
    return lines, agreeing, total


def reached_summary(button_id, readout):
    ways = {}
    for (button, s, e, field), value in readout.items():
        if button == button_id and field == "reached-by" and e == 0:
            way = value.split(" ")[0]
            ways[way] = ways.get(way, 0) + 1
    named = {"steps": "by taps and events", "steps+flags": "by taps and events, then flags set as code would",
             "restore": "by restore(...) (no tap or event reaches them)",
             "steps+restore": "by taps and events to their image, then restore(...) (the review takes a counter's guard either way)"}
    return ", ".join(f"{count} {named.get(way, way)}" for way, count in sorted(ways.items()))
