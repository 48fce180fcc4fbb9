#!/usr/bin/env bash
# Coverage-guided fuzzing with libFuzzer (swiftc -sanitize=fuzzer) of the parsers that take
# files from users: the button file, the theme, the theme manifest, the state file, the
# play script, the String Catalog merge and the committed contract. Each target runs for a bounded time from its checked-in corpus
# (fuzz/Corpus/NAME, copied, so a run never changes the repository); a crash or a trap
# fails the run and leaves the input that caused it in the work folder.
#
#   bash scripts/fuzz.sh                 # every target, FUZZ_SECONDS (default 5) each
#   bash scripts/fuzz.sh ButtonFile      # one target
#   FUZZ_SECONDS=600 bash scripts/fuzz.sh Theme
#
# Linux with a toolchain whose swiftc supports -sanitize=fuzzer; elsewhere it says so
# and exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${FUZZ_SECONDS:-5}"
work="$(mktemp -d "${TMPDIR:-/tmp}/button-sim-fuzz.XXXXXX")"
keep=0
trap '[ "$keep" = 1 ] || rm -rf "$work"' EXIT

probe="$work/probe.swift"
printf '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ p: UnsafeRawPointer?, _ n: Int) -> CInt { 0 }\n' >"$probe"
if ! swiftc -sanitize=fuzzer -parse-as-library "$probe" -o "$work/probe" >/dev/null 2>&1; then
    echo "fuzz: this toolchain has no libFuzzer (swiftc -sanitize=fuzzer); skipped"
    exit 0
fi

# The modules each target needs, in dependency order, built once with coverage.
modules=(Platform FileAccess JSONSupport ButtonKit Definitions Persistence Escaping Theming Figma Canvas DeviceLook Facts Audit Rendering Review SwiftExport Simulator)
declare -A needs=(
    [ButtonFile]="Platform FileAccess JSONSupport ButtonKit Definitions"
    [Theme]="Platform FileAccess JSONSupport ButtonKit Escaping Theming"
    [ThemeManifest]="Platform FileAccess JSONSupport ButtonKit Escaping Theming"
    [StateFile]="Platform FileAccess JSONSupport ButtonKit Persistence"
    [PlayScript]="Platform FileAccess JSONSupport ButtonKit Definitions Persistence Escaping Theming Canvas DeviceLook Rendering Simulator"
    [CatalogMerge]="Platform FileAccess JSONSupport ButtonKit Definitions Escaping Theming Canvas DeviceLook Facts SwiftExport"
    [Contract]="Platform FileAccess JSONSupport ButtonKit Escaping Theming Canvas DeviceLook Facts Audit Review"
    [FigmaResponse]="Platform FileAccess JSONSupport ButtonKit Escaping Theming Figma"
)
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(ButtonFile Theme ThemeManifest StateFile PlayScript CatalogMerge Contract FigmaResponse)

build="$work/modules"
mkdir -p "$build"
wanted=" $(for target in "${targets[@]}"; do echo "${needs[$target]:?unknown target $target}"; done | tr '\n' ' ') "
for module in "${modules[@]}"; do
    [[ "$wanted" == *" $module "* ]] || continue
    swiftc -sanitize=fuzzer -parse-as-library -swift-version 6 -package-name ButtonSim -enable-testing \
        -module-name "$module" -emit-module -emit-module-path "$build/$module.swiftmodule" -I "$build" \
        -wmo -c $(find Sources/"$module" -name '*.swift' | sort) -o "$build/$module.o"
done

status=0
for target in "${targets[@]}"; do
    objects=()
    for module in ${needs[$target]}; do objects+=("$build/$module.o"); done
    swiftc -sanitize=fuzzer -parse-as-library -swift-version 6 -I "$build" "${objects[@]}" \
        "fuzz/Targets/$target.swift" -o "$work/fuzz-$target"
    corpus="$work/corpus-$target"
    mkdir -p "$corpus"
    cp fuzz/Corpus/"$target"/* "$corpus"/ 2>/dev/null || true
    echo "fuzz: $target for ${seconds} s ($(ls "$corpus" | wc -l) seeds)"
    if ! (cd "$work" && ./"fuzz-$target" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 "$corpus" >"$work/$target.log" 2>&1); then
        echo "fuzz: $target FAILED; the input and the log are in $work"
        tail -n 30 "$work/$target.log"
        keep=1
        status=1
    else
        grep -E '^stat::number_of_executed_units|^Done' "$work/$target.log" | sed "s/^/fuzz: $target: /"
    fi
done
exit "$status"
