# Writes the follow button's two drawings (README.md says what each shape is and where it
# comes from in Figma's rest-api-spec). Run here: python3 make-fixtures.py
import json

def rgb(hexcode, a=1):
    h = hexcode.lstrip('#')
    return {"r": round(int(h[0:2], 16) / 255, 6), "g": round(int(h[2:4], 16) / 255, 6), "b": round(int(h[4:6], 16) / 255, 6), "a": a}

def solid(hexcode, variable=None):
    paint = {"blendMode": "NORMAL", "type": "SOLID", "color": rgb(hexcode)}
    if variable:
        paint["boundVariables"] = {"color": {"type": "VARIABLE_ALIAS", "id": variable}}
    return paint

def variant(node_id, state, title, fg, bg, border, interactions=(), x=0):
    text = {
        "id": node_id + ";1", "name": "Title", "type": "TEXT", "scrollBehavior": "SCROLLS",
        "componentPropertyReferences": {"characters": "Title#1:0"},
        "fills": [solid(fg)], "strokes": [], "strokeWeight": 1, "strokeAlign": "OUTSIDE",
        "absoluteBoundingBox": {"x": x + 24, "y": 12, "width": 60, "height": 20},
        "characters": title, "effects": [],
    }
    node = {
        "id": node_id, "name": "State=" + state, "type": "COMPONENT", "scrollBehavior": "SCROLLS",
        "children": [text] if title else [],
        "fills": [solid(bg, "VariableID:1:" + state.lower())] if bg else [],
        "strokes": [solid(border)] if border else [],
        "strokeWeight": 1 if border else 0, "strokeAlign": "INSIDE",
        "cornerRadius": 22,
        "absoluteBoundingBox": {"x": x, "y": 0, "width": 108, "height": 44},
        "effects": [],
        "interactions": list(interactions),
    }
    return node

def component_sets(set_id, name, description):
    """The response's `componentSets`: the spec's ComponentSet (`key`, `name`, `description`)
    by node id. Its description says who drew the set and where its shapes come from."""
    return {set_id: {"key": "buttonsim-" + name.lower().replace(" ", "-"), "name": name, "remote": False,
                     "description": description}}


def provenance(script, what):
    """The description of a set written by `script`."""
    return (f"Written by ButtonSim's Tests/FigmaTests/Fixtures/{script}, not fetched: {what}, in the shapes of "
            "Figma's OpenAPI description figma/rest-api-spec (dist/api_types.ts, openapi/openapi.yaml).")


def change_to(trigger, destination):
    return {"trigger": trigger, "actions": [{"type": "NODE", "destinationId": destination, "navigation": "CHANGE_TO",
            "transition": {"type": "SMART_ANIMATE", "easing": {"type": "EASE_OUT"}, "duration": 150}}]}

def component_set(variants, options):
    return {
        "id": "1:1", "name": "Follow", "type": "COMPONENT_SET", "scrollBehavior": "SCROLLS",
        "componentPropertyDefinitions": {
            "State": {"type": "VARIANT", "defaultValue": "Default", "variantOptions": options},
            "Title#1:0": {"type": "TEXT", "defaultValue": "Follow"},
            "Show icon#1:1": {"type": "BOOLEAN", "defaultValue": False},
            "Icon#1:2": {"type": "INSTANCE_SWAP", "defaultValue": "9:9", "preferredValues": []},
        },
        "children": variants, "fills": [], "strokes": [], "strokeWeight": 1, "cornerRadius": 5,
        "absoluteBoundingBox": {"x": 0, "y": 0, "width": 800, "height": 44}, "effects": [],
    }

press = {"type": "ON_PRESS"}
click = {"type": "ON_CLICK"}

faithful = [
    variant("1:2", "Default", "Follow", "#FFFFFF", "#0A58CA", None,
            [change_to(press, "1:3"), change_to(click, "1:6")]),
    variant("1:3", "Pressed", "Follow", "#FFFFFF", "#084298", None, x=120),
    variant("1:4", "Disabled", "Follow", "#8C8C94", "#E4E4E8", None, x=240),
    variant("1:5", "Selected", "Followed", "#0A58CA", None, "#0A58CA", [change_to(press, "1:8")], x=360),
    variant("1:7", "Mutual", "Mutual", "#084298", "#E7F0FD", "#0A58CA", x=480),
    # The request's timer: the machine's `after: step`, 1000 ms at the default --step-delay.
    variant("1:6", "Loading", "", "#FFFFFF", "#0A58CA", None,
            [change_to({"type": "AFTER_TIMEOUT", "timeout": 1000}, "1:5")], x=600),
    variant("1:8", "Selected Pressed", "Followed", "#084298", "#E7F0FD", "#084298", x=720),
]
faithful_options = ["Default", "Pressed", "Disabled", "Selected", "Mutual", "Loading", "Selected Pressed"]

# GET /v1/files/:key/nodes?ids=1:1 — GetFileNodesResponse: "nodes" maps each id asked for to
# its document (and the components it uses); an id the file lacks maps to null.
nodes_response = {
    "name": "Social buttons", "role": "viewer", "lastModified": "2026-11-20T10:00:00Z", "editorType": "figma",
    "thumbnailUrl": "https://example.invalid/thumbnail.png", "version": "1",
    "nodes": {
        "1:1": {"document": component_set(faithful, faithful_options), "components": {},
                "componentSets": component_sets("1:1", "Follow", provenance(
                    "make-fixtures.py", "the built-in follow button as the default theme shows it")),
                "schemaVersion": 0, "styles": {}},
        "404:1": None,
    },
}

# The prototype's deliberate differences use the spec's Interaction shape: `trigger` an
# OnPressTrigger, OnClickTrigger or AfterTimeoutTrigger (`timeout` in milliseconds), `actions`
# one NodeAction (`type` NODE, `destinationId`, `navigation` CHANGE_TO).
different = [
    # No OnClickTrigger: the tap's request (Loading) is missing from the prototype.
    variant("1:2", "Default", "Follow", "#FFFFFF", "#0A58CA", None, [change_to(press, "1:3")]),
    # A visible step lighter than the theme's #084298.
    variant("1:3", "Pressed", "Follow", "#FFFFFF", "#2A6FD6", None, x=120),
    # An OnPressTrigger on a disabled button, which never highlights: extra.
    variant("1:4", "Disabled", "Follow", "#8C8C94", "#E4E4E8", None, [change_to(press, "1:3")], x=240),
    # OnPressTrigger shows plain Pressed where the code shows selected highlighted; OnClickTrigger
    # unfollows at once where the tap starts a request (selected loading).
    variant("1:5", "Selected", "Following", "#0A58CA", None, "#0A58CA",
            [change_to(press, "1:3"), change_to(click, "1:2")], x=360),
    # AfterTimeoutTrigger of 3000 ms where the machine waits `after: step` (1000 ms).
    variant("1:6", "Loading", "", "#FFFFFF", "#0A58CA", None,
            [change_to({"type": "AFTER_TIMEOUT", "timeout": 3000}, "1:5")], x=480),
    variant("1:9", "Hover", "Follow", "#FFFFFF", "#0D63E0", None, x=600),
]
different_set = component_set(different, ["Default", "Pressed", "Disabled", "Selected", "Loading", "Hover"])
different_set["componentPropertyDefinitions"]["Slot#1:3"] = {"type": "SLOT", "defaultValue": ""}

# GET /v1/files/:key — GetFileResponse: "document" is the DOCUMENT node, its children the
# CANVAS pages, the component set somewhere beneath.
file_response = {
    "name": "Social buttons (review)", "role": "viewer", "lastModified": "2026-11-21T10:00:00Z",
    "editorType": "figma", "version": "2", "schemaVersion": 0, "components": {},
    "componentSets": component_sets("1:1", "Follow", provenance(
        "make-fixtures.py", "the built-in follow button drawn with deliberate differences")),
    "styles": {},
    "document": {
        "id": "0:0", "name": "Document", "type": "DOCUMENT", "scrollBehavior": "SCROLLS",
        "children": [{
            "id": "0:1", "name": "Buttons", "type": "CANVAS", "scrollBehavior": "SCROLLS",
            "backgroundColor": rgb("#F5F5F5"), "prototypeStartNodeID": None, "flowStartingPoints": [],
            "children": [{
                "id": "0:2", "name": "Section", "type": "FRAME", "scrollBehavior": "SCROLLS", "fills": [],
                "strokes": [], "effects": [], "absoluteBoundingBox": {"x": 0, "y": 0, "width": 900, "height": 100},
                "children": [different_set],
            }],
        }],
    },
}

def write(path, response):
    with open(path, "w") as f:
        json.dump(response, f, indent=1, ensure_ascii=False)
        f.write("\n")

# make-builtin-fixtures.py reuses the helpers above without writing these.
if __name__ == "__main__":
    write("follow-faithful.nodes.json", nodes_response)
    write("follow-different.file.json", file_response)
