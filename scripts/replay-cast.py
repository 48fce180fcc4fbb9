#!/usr/bin/env python3
"""Replays an asciicast v2 or v3 file through pyte (a terminal emulator) and prints the
final screen, trailing blanks removed, so tests can compare it with `play --format text`.
Checks on the way: the header is JSON with version 2 (width, height) or 3 (term.cols,
term.rows) and a title; every event is a JSON array [time, kind, data] with times that
never go back (v2: since the start; v3: since the event before, never negative).

With --summary, first prints one JSON line: the duration (the last event's time), the
markers as [time, label] and the keys typed as [time, bytes]."""
import json
import os
import sys

# scripts/test installs pyte into .build/python, private to this checkout.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "python"))
try:
    import pyte
except ImportError:
    print("pyte is missing: run scripts/test, which installs it into .build/python", file=sys.stderr)
    sys.exit(2)

arguments = sys.argv[1:]
summary = "--summary" in arguments
path = [a for a in arguments if a != "--summary"][0]
lines = open(path, encoding="utf-8").read().splitlines()
header = json.loads(lines[0])
version = header["version"]
assert version in (2, 3), "version"
if version == 2:
    width, height = header["width"], header["height"]
else:
    width, height = header["term"]["cols"], header["term"]["rows"]
assert isinstance(width, int) and isinstance(height, int), "size"
assert isinstance(header["title"], str), "title"
screen = pyte.Screen(width, height)
stream = pyte.Stream(screen)
last = 0.0
markers, keys = [], []
exited = False
for number, line in enumerate(lines[1:], start=2):
    if version == 3 and line.startswith("#"):
        continue
    assert not exited, f"line {number}: event after the exit event"
    time, kind, data = json.loads(line)
    if version == 3:
        assert time >= 0, f"line {number}: negative interval"
        time = round(last + time, 6)
    assert time >= last, f"line {number}: time goes back"
    last = time
    if kind == "r":
        columns, rows = data.split("x")
        screen.resize(int(rows), int(columns))
    elif kind == "o":
        stream.feed(data)
    elif kind == "m":
        markers.append([time, data])
    elif kind == "i":
        keys.append([time, data])
    elif kind == "x" and version == 3:
        exited = True
    else:
        raise AssertionError(f"line {number}: unknown event {kind}")
if summary:
    print(json.dumps({"duration": last, "markers": markers, "keys": keys}, ensure_ascii=False))
print("\n".join(row.rstrip() for row in screen.display).rstrip("\n"))
