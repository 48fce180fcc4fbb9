#!/usr/bin/env python3
"""Replays an asciicast v2 file through pyte (a terminal emulator) and prints the final
screen, trailing blanks removed, so tests can compare it with `play --format text`.
Checks on the way: the header is JSON with version 2, width, height and title; every
event is a JSON array [time, kind, data] with times that never go back."""
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

lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
header = json.loads(lines[0])
assert header["version"] == 2, "version"
assert isinstance(header["width"], int) and isinstance(header["height"], int), "size"
assert isinstance(header["title"], str), "title"
screen = pyte.Screen(header["width"], header["height"])
stream = pyte.Stream(screen)
last = 0.0
for number, line in enumerate(lines[1:], start=2):
    time, kind, data = json.loads(line)
    assert time >= last, f"line {number}: time goes back"
    last = time
    if kind == "r":
        columns, rows = data.split("x")
        screen.resize(int(rows), int(columns))
    elif kind == "o":
        stream.feed(data)
    else:
        raise AssertionError(f"line {number}: unknown event {kind}")
print("\n".join(row.rstrip() for row in screen.display).rstrip("\n"))
