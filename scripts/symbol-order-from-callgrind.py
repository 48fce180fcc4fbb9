#!/usr/bin/env python3
"""Prints the functions that callgrind profiles saw run, hottest first, one linkable
symbol name per line (scripts/generate-symbol-order.sh writes them to
scripts/symbol-order.txt).

Usage: symbol-order-from-callgrind.py CALLGRIND_FILE...

The profiles must be written with --compress-strings=no --demangle=no, so every `fn=`
line carries the symbol's own name. A function's cost is the instructions it ran itself
(the cost lines under its `fn=`, minus the lines that follow `calls=`, which count a
call's inclusive cost). Names callgrind marks as recursion levels (`name'2`) count as the
name; addresses without a symbol and `(below main)` are left out.
"""

import re
import sys
from collections import defaultdict


def self_costs(path, costs):
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


def main(paths):
    if not paths:
        usage = next(line for line in __doc__.splitlines() if line.startswith("Usage:"))
        print(usage, file=sys.stderr)
        return 2
    costs = defaultdict(int)
    for path in paths:
        self_costs(path, costs)
    names = [n for n in costs if n and not n.startswith("0x") and not n.startswith("(")]
    for name in sorted(names, key=lambda n: (-costs[n], n)):
        print(name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
