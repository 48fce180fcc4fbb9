#!/usr/bin/env python3
"""Prints the functions that callgrind profiles saw run, one linkable symbol name per
line (scripts/generate-symbol-order.sh writes them to scripts/symbol-order.txt), group
by group in the order given, each function once, each group's hottest first.

Usage: symbol-order-from-callgrind.py PROFILE... [--minus PROFILE...] [--then PROFILE... [--minus PROFILE...]]...

A group with --minus keeps only the functions that ran more instructions in its own
profiles than in those after --minus, the largest excess first: two runs that differ
only in how long the spinner turned leave exactly what each tick runs. The script puts
that first, then what else runs after start-up (keys), then start-up: a tick touches a
few hundred functions once every 100 ms, by which time the processor has forgotten them,
and laid out together they share a few pages and cache lines.

The profiles must be written with --compress-strings=no --demangle=no, so every `fn=`
line carries the symbol's own name. A function's cost is the instructions it ran itself
(the cost lines under its `fn=`, minus the lines that follow `calls=`, which count a
call's inclusive cost). Names callgrind marks as recursion levels (`name'2`) count as the
name; addresses without a symbol and `(below main)` are left out.
"""

import re
import sys
from collections import defaultdict


def read_profile(path, costs):
    """Adds each function's own instructions to `costs`."""
    current = None
    skip_next = False
    with open(path, encoding="utf-8", errors="replace") as profile:
        for line in profile:
            if skip_next:
                skip_next = False
                continue
            if line.startswith("fn="):
                current = re.sub(r"'\d+$", "", line[3:].strip())
                costs.setdefault(current, 0)
            elif line.startswith("calls="):
                skip_next = True
            elif current and (line[:1].isdigit() or line[:1] in "+-*"):
                parts = line.split()
                if len(parts) >= 2 and parts[1].isdigit():
                    costs[current] += int(parts[1])


def ordered(paths, minus):
    """The functions `paths` ran, the hottest first; with `minus`, only those that ran more
    instructions in `paths` than in `minus`, the largest excess first."""
    costs, baseline = defaultdict(int), defaultdict(int)
    for path in paths:
        read_profile(path, costs)
    for path in minus:
        read_profile(path, baseline)
    excess = {n: costs[n] - baseline[n] for n in costs if n and not n.startswith("0x") and not n.startswith("(")}
    names = [n for n in excess if excess[n] > 0] if minus else list(excess)
    return sorted(names, key=lambda n: (-excess[n], n))


def main(arguments):
    groups = [{"paths": [], "minus": []}]
    part = "paths"
    for argument in arguments:
        if argument == "--then":
            groups.append({"paths": [], "minus": []})
            part = "paths"
        elif argument == "--minus":
            part = "minus"
        else:
            groups[-1][part].append(argument)
    if not all(group["paths"] for group in groups):
        usage = next(line for line in __doc__.splitlines() if line.startswith("Usage:"))
        print(usage, file=sys.stderr)
        return 2
    printed = set()
    for group in groups:
        for name in ordered(group["paths"], group["minus"]):
            if name not in printed:
                printed.add(name)
                print(name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
