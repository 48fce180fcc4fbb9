#!/usr/bin/env bash
# Checks Package.swift, Sources, Tests and fuzz against .swift-format with the swift-format that
# ships in the Swift toolchain (`swift format`). Prints one line per finding
# (FILE:LINE:COLUMN: warning: [Rule] what to change) and a count; exits 1 on any finding.
#   scripts/check-format.sh          check (--strict: every finding fails)
#   scripts/check-format.sh --fix    rewrite the files in place, then check what is left
#                                    (documentation comments cannot be written for you)
# Generated files start with `// swift-format-ignore-file`, so swift-format (here or run
# by hand as `swift format lint -r Sources Tests`) leaves them alone: they hold JSON in a
# raw string literal and are rewritten by their script.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$#" -gt 1 ] || { [ "$#" -eq 1 ] && [ "$1" != "--fix" ]; }; then
  echo "usage: scripts/check-format.sh [--fix]" >&2
  exit 64
fi

files=()
while IFS= read -r file; do
  files+=("$file")
done < <({ echo Package.swift; find Sources Tests fuzz Benchmarks -name '*.swift' -not -path '*/.build/*'; } | LC_ALL=C sort)

if [ "${1:-}" = "--fix" ]; then
  swift format format --in-place --parallel "${files[@]}"
fi

# One line per finding, in file order (a rule can report one place twice).
findings=$(swift format lint --strict --parallel "${files[@]}" 2>&1 | LC_ALL=C sort -u -t: -k1,1 -k2,2n -k3,3n || true)
count=$(printf '%s\n' "$findings" | grep -c ': warning: \|: error: ' || true)
if [ "$count" -gt 0 ]; then
  printf '%s\n' "$findings"
  echo "check-format: $count findings in ${#files[@]} files (scripts/check-format.sh --fix rewrites what it can)"
  exit 1
fi
echo "check-format: ${#files[@]} files follow .swift-format"
