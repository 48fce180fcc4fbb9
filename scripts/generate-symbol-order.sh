#!/usr/bin/env bash
# Writes scripts/symbol-order.txt, the order in which the release link lays out functions:
# every function the interactive program runs during a benchmark run comes first, so the
# code it touches sits in as few pages as possible (the pages a process maps from its
# binary count in its peak memory); of those, the spinner's ticks come first of all, then
# the rest of what runs after start-up (keys), so a tick finds its code in a few pages.
# Run it again after large changes; functions that no longer exist are skipped by the
# linker, and a stale list costs memory and spinner CPU, not correctness. The release
# build reads the list at link time (Package.swift).
#   scripts/generate-symbol-order.sh
# It builds the release binary and the benchmark, installs valgrind when it is missing
# (apt-get), runs `button-sim-bench --only default` three times with every interactive launch
# under callgrind, and turns the profiles into the list. Linux only; takes about two minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v valgrind >/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        apt-get update -qq && apt-get install -y -qq valgrind >/dev/null
    else
        echo "generate-symbol-order: valgrind is needed (apt-get install valgrind)" >&2
        exit 1
    fi
fi

swift build -c release --product button-sim
swift build -c release --product button-sim-bench
binary="$(pwd)/.build/release/button-sim"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The benchmark starts the interactive program with --fresh; everything else it runs (the
# audit) goes straight to the binary, so only the interactive program's functions count.
# The first pass cuts each launch's profile where start-up ends (LiveRuntime.start
# returns): the part before is callgrind.PID.1, the running program's part callgrind.PID.
# Two more passes profile only the timer work (inside DispatchTimerScheduler.fired), one
# with the spinner turning three times as long: what grows is what each tick runs.
wrapper() { # FOLDER CALLGRIND_OPTIONS
    mkdir -p "$1"
    cat > "$1/button-sim" <<WRAPPER
#!/bin/sh
if [ "\$1" = "--fresh" ]; then
    exec /usr/bin/valgrind --tool=callgrind --demangle=no --compress-strings=no $2 \
        --callgrind-out-file="$1/callgrind.%p" "$binary" "\$@" 2>/dev/null
fi
exec "$binary" "\$@"
WRAPPER
    chmod +x "$1/button-sim"
}
wrapper "$work/all" "--dump-after=*LiveA0C5startyyF"
for pass in ticks ticks-longer; do
    wrapper "$work/$pass" "--collect-atstart=no --toggle-collect=*DispatchTimerSchedulerC5firedyyF"
done

# Under callgrind the program runs about fifty times slower: fewer launches and presses,
# and a long bound on every wait.
bench() { # PASS SPINNER_SECONDS
    .build/release/button-sim-bench --binary "$work/$1/button-sim" --only default --launches 2 --presses 12 \
        --idle-seconds 1 --spinner-seconds "$2" --timeout 60000 >/dev/null
}
bench all 2
bench ticks 2
bench ticks-longer 6

start=() running=()
for profile in "$work"/all/callgrind.*; do
    case "$profile" in
        *.1) start+=("$profile") ;;
        *) running+=("$profile") ;;
    esac
done
python3 scripts/symbol-order-from-callgrind.py "$work"/ticks-longer/callgrind.* --minus "$work"/ticks/callgrind.* \
    --then "${running[@]}" --then "${start[@]}" \
    > scripts/symbol-order.txt
echo "generate-symbol-order: $(wc -l < scripts/symbol-order.txt) functions in scripts/symbol-order.txt"

# SwiftPM does not know the list is an input of the link: link again so the release binary
# follows the new list.
rm -f .build/release/button-sim
swift build -c release --product button-sim
