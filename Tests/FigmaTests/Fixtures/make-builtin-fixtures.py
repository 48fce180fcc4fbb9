# Writes a faithful drawing of each built-in button (besides follow, which make-fixtures.py
# draws by hand) and of follow as SwiftUI's rules show it: one GET /v1/files/:key/nodes
# response per drawing, in the shapes of Figma's rest-api-spec (README.md names them).
# What each variant shows (title, fill, text colour, stroke, corner radius, height) is
# copied from `button-sim facts` of the built-in board in the default theme, so the
# checked-in output freezes what the code showed when it was written: a later change to a
# built-in's look shows as a difference in the tests.
#
# Run here, after building: python3 make-builtin-fixtures.py ../../../.build/debug/button-sim
import json
import runpy
import subprocess
import sys

helpers = runpy.run_path("make-fixtures.py")
solid, change_to, write = helpers["solid"], helpers["change_to"], helpers["write"]
component_sets, provenance = helpers["component_sets"], helpers["provenance"]
press, click = helpers["press"], helpers["click"]

# The variants each drawing has: the variant value, and the flags of the state it draws
# (the first reachable state with exactly those flags, as `figma check` pairs them).
ACTION = [("Default", []), ("Pressed", ["highlighted"]), ("Disabled", ["disabled"]),
          ("Selected", ["selected"]), ("Loading", ["disabled", "loading"])]
MODAL = ACTION[:4]  # modal has no custom state
FOLLOW_SWIFTUI = [("Default", []), ("Pressed", ["highlighted"]), ("Disabled", ["disabled"]),
                  ("Selected", ["selected"]), ("Selected Pressed", ["highlighted", "selected"]),
                  ("Selected Disabled", ["disabled", "selected"]), ("Mutual", ["selected", "mutual"]),
                  ("Loading", ["disabled", "loading"])]

# The prototype: (from, trigger, to). A press shows the pressed look of an enabled button; a
# click or a timeout follows the button's machine (modal's tap starts the download, which
# disables it; follow's tap starts a request whose `after: step` timer, 1000 ms at the
# default --step-delay, ends it selected).
PRESSES = [("Default", press, "Pressed")]
PROTOTYPES = {
    "modal": PRESSES + [("Default", click, "Disabled")],
    "follow": PRESSES + [("Default", click, "Loading"), ("Selected", press, "Selected Pressed"),
                         ("Loading", {"type": "AFTER_TIMEOUT", "timeout": 1000}, "Selected")],
}


def facts(binary, framework):
    """Every reachable state of the built-in board, in English, in reachable order."""
    lines = subprocess.run([binary, "facts", "--locale", "en", "--framework", framework],
                           check=True, capture_output=True, text=True).stdout.splitlines()
    return [json.loads(line) for line in lines]


def state(all_facts, button, flags):
    """The first reachable state of `button` showing exactly `flags`."""
    for fact in all_facts:
        shown = [] if fact["state"] == "normal" else fact["state"].split()
        if fact["button"] == button and sorted(shown) == sorted(flags):
            return fact
    sys.exit(f"{button}: no reachable state is {' '.join(flags)}")


def variant(node_id, value, fact, x):
    """A COMPONENT drawing `fact`: a frame with its fill and stroke, a TEXT layer of its title."""
    layout = fact["layout"]
    width, height = layout["width"], layout["height"]
    children = []
    if fact["title"]:
        children.append({
            "id": node_id + ";1", "name": "Title", "type": "TEXT", "scrollBehavior": "SCROLLS",
            "componentPropertyReferences": {"characters": "Title#1:0"},
            "fills": [solid(fact["foreground"])], "strokes": [], "strokeWeight": 1, "strokeAlign": "OUTSIDE",
            "absoluteBoundingBox": {"x": x + 16, "y": 12, "width": width - 32, "height": 20},
            "characters": fact["title"], "effects": [],
        })
    border = fact.get("border")
    return {
        "id": node_id, "name": "State=" + value, "type": "COMPONENT", "scrollBehavior": "SCROLLS",
        "children": children,
        "fills": [solid(fact["background"])] if fact.get("background") else [],
        "strokes": [solid(border)] if border else [],
        "strokeWeight": layout["borderWidth"] if border else 0, "strokeAlign": "INSIDE",
        "cornerRadius": layout["cornerRadius"],
        "absoluteBoundingBox": {"x": x, "y": 0, "width": width, "height": height},
        "effects": [], "interactions": [],
    }


def drawing(all_facts, button, name, variants, file_name, framework):
    """The GetFileNodesResponse of one COMPONENT_SET named `name` drawing `button`."""
    nodes, ids, x = [], {}, 0
    for index, (value, flags) in enumerate(variants):
        ids[value] = f"1:{index + 2}"
        nodes.append(variant(ids[value], value, state(all_facts, button, flags), x))
        x += nodes[-1]["absoluteBoundingBox"]["width"] + 20
    for source, trigger, target in PROTOTYPES.get(button, PRESSES):
        node = next(n for n in nodes if n["id"] == ids[source])
        node["interactions"].append(change_to(trigger, ids[target]))
    title = state(all_facts, button, [])["title"]
    component_set = {
        "id": "1:1", "name": name, "type": "COMPONENT_SET", "scrollBehavior": "SCROLLS",
        "componentPropertyDefinitions": {
            "State": {"type": "VARIANT", "defaultValue": "Default", "variantOptions": [v for v, _ in variants]},
            "Title#1:0": {"type": "TEXT", "defaultValue": title},
        },
        "children": nodes, "fills": [], "strokes": [], "strokeWeight": 1, "cornerRadius": 5,
        "absoluteBoundingBox": {"x": 0, "y": 0, "width": x, "height": 44}, "effects": [],
    }
    return {
        "name": file_name, "role": "viewer", "lastModified": "2026-11-28T07:00:00Z", "editorType": "figma",
        "thumbnailUrl": "https://example.invalid/thumbnail.png", "version": "1",
        "nodes": {"1:1": {
            "document": component_set, "components": {}, "schemaVersion": 0, "styles": {},
            "componentSets": component_sets("1:1", name, provenance(
                "make-builtin-fixtures.py",
                f"the built-in {button} button as `button-sim facts --framework {framework}` shows it"))}},
    }


if __name__ == "__main__":
    binary = sys.argv[1] if len(sys.argv) > 1 else "../../../.build/debug/button-sim"
    uikit = facts(binary, "uikit")
    for button in ["modal", "primary", "secondary", "link", "success", "danger", "on-color"]:
        name = button.replace("-", " ").title() + " Button"
        write(f"{button}-faithful.nodes.json",
              drawing(uikit, button, name, MODAL if button == "modal" else ACTION, "Built-in buttons", "uikit"))
    write("follow-swiftui.nodes.json",
          drawing(facts(binary, "swiftui"), "follow", "Follow", FOLLOW_SWIFTUI, "Social buttons (SwiftUI)", "swiftui"))
