"""Writes a large saved Figma response for the reader's bound (DESIGN section 20: a 50 MB
response read in under 2 s and 200 MB). Not committed: run it where it is needed.

    python3 Tests/FigmaTests/Fixtures/make-large.py /tmp/figma-large.json [MEGABYTES]

The shape is GET /v1/files/:key's GetFileResponse, as make-fixtures.py writes it: a
DOCUMENT of CANVAS pages of FRAMEs of RECTANGLE and TEXT layers, the kind of nodes a
design system's file is mostly made of, each with fills, strokes, effects and a bounding
box, and the faithful follow component set in the last page, so `figma check` has work
to do at the end of the walk. Deterministic: the same size gives the same bytes."""
import json
import sys


here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
# make-fixtures.py writes its two fixtures when run; read its shapes without running it.
source = open(here + "/make-fixtures.py").read().split("with open(")[0]
fixtures = {}
exec(compile(source, "make-fixtures.py", "exec"), fixtures)

target = sys.argv[1] if len(sys.argv) > 1 else "figma-large.json"
megabytes = float(sys.argv[2]) if len(sys.argv) > 2 else 50.0
wanted = int(megabytes * 1024 * 1024)

def layer(page, frame, index):
    node_id = "%d:%d:%d" % (page, frame, index)
    box = {"x": index * 8, "y": frame * 48, "width": 120, "height": 40}
    if index % 3 == 0:
        return {"id": node_id, "name": "Label %d" % index, "type": "TEXT", "scrollBehavior": "SCROLLS",
                "characters": "Item %d of frame %d" % (index, frame), "fills": [fixtures["solid"]("#1B1B1F")],
                "strokes": [], "strokeWeight": 1, "absoluteBoundingBox": box, "effects": [],
                "style": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": 15, "lineHeightPx": 20}}
    return {"id": node_id, "name": "Rectangle %d" % index, "type": "RECTANGLE", "scrollBehavior": "SCROLLS",
            "fills": [fixtures["solid"]("#E7F0FD", "VariableID:9:%d" % (index % 50))],
            "strokes": [fixtures["solid"]("#0A58CA")], "strokeWeight": 1, "strokeAlign": "INSIDE",
            "cornerRadius": 8, "absoluteBoundingBox": box,
            "effects": [{"type": "DROP_SHADOW", "visible": True, "radius": 4, "color": fixtures["rgb"]("#000000", 0.1),
                         "offset": {"x": 0, "y": 1}, "blendMode": "NORMAL"}]}

def frame(page, index):
    return {"id": "%d:%d" % (page, index), "name": "Screen %d" % index, "type": "FRAME", "scrollBehavior": "SCROLLS",
            "fills": [fixtures["solid"]("#FFFFFF")], "strokes": [], "effects": [],
            "absoluteBoundingBox": {"x": 0, "y": index * 900, "width": 390, "height": 844},
            "children": [layer(page, index, i) for i in range(40)]}

frame_size = len(json.dumps(frame(1, 1), separators=(",", ":")))
frames = max(1, wanted // frame_size)
pages = []
per_page = 200
for page in range((frames + per_page - 1) // per_page):
    count = min(per_page, frames - page * per_page)
    pages.append({"id": "0:%d" % (page + 1), "name": "Page %d" % (page + 1), "type": "CANVAS",
                  "scrollBehavior": "SCROLLS", "backgroundColor": fixtures["rgb"]("#F5F5F5"),
                  "children": [frame(page + 1, i) for i in range(count)]})
pages[-1]["children"].append(fixtures["component_set"](fixtures["faithful"], fixtures["faithful_options"]))
response = {"name": "Large design system", "role": "viewer", "lastModified": "2026-11-21T10:00:00Z",
            "editorType": "figma", "version": "3", "schemaVersion": 0, "components": {}, "componentSets": {},
            "styles": {}, "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT",
                                       "scrollBehavior": "SCROLLS", "children": pages}}
with open(target, "w") as f:
    json.dump(response, f, separators=(",", ":"))
    f.write("\n")
