#!/usr/bin/env bash
# Builds the Swift reference floors (Benchmarks/SwiftFloor) and the release build of
# button-sim, then runs the benchmark with the default mode, the C floor and the three references,
# so one table shows how start-up divides: the C floor, the same screen in Swift, the same
# behind swift-argument-parser (two options), the same behind button-sim's whole command line
# (swift-floor-run-options), and button-sim. Extra arguments go to button-sim-bench
# (for example --launches 60 --json references.json). Linux only, like the benchmark.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release
swift build -c release --package-path Benchmarks/SwiftFloor
references=$(swift build -c release --package-path Benchmarks/SwiftFloor --show-bin-path)
.build/release/button-sim-bench --only default --only floor \
  --reference "$references/swift-floor" --reference "$references/swift-floor-parsed" \
  --reference "$references/swift-floor-run-options" "$@"
