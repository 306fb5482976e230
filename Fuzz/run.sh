#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for SECONDS; exits non-zero on any crash.
#
#   Fuzz/run.sh SECONDS [TARGET...]      targets: script tasks accounts session answers
#                                        todotxt taskwarrior
#
# FUZZ_JOBS=N builds and runs N targets at once (default 1), each run under `nice -n 19`.
# FUZZ_QUICK=1 builds every target but `script` without optimization (-Onone): each of those
# compiles its engine anew with the harness, several times faster so, and they still run
# thousands of inputs a second, enough for a smoke run (CI's). `script` stays optimized: its
# largest inputs would pass the 20 s timeout unoptimized.
# FUZZ_BUILD_ONLY=1 builds and stops. See Fuzz/README.md for how the modules are built.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

seconds=${1:?usage: Fuzz/run.sh SECONDS [TARGET...]}
shift
all_targets=(script tasks accounts session answers todotxt taskwarrior)
targets=("${@:-${all_targets[@]}}")
build=Fuzz/build
mkdir -p "$build"

base=(-sanitize=fuzzer,address -parse-as-library -package-name puremvp -swift-version 6
  -I "$build" -use-ld=lld)
flags=("${base[@]}" -O -g)
quick=("${base[@]}" -Onone)

# A module's folder: a layer stands at Sources/ itself, an engine under Sources/Engines/.
folder() { if [ -d "Sources/Engines/$1" ]; then echo "Sources/Engines/$1"; else echo "Sources/$1"; fi; }
sources() { find "$(folder "$1")" -name '*.swift' | sort; }

# One library module, instrumented: an object file and its .swiftmodule, rebuilt when a
# source is newer than the object.
rebuilt=0
module() {
  local name=$1 object="$build/$1.o"
  # A module is also rebuilt after any module built before it, which it may depend on.
  if [ "$rebuilt" = 0 ] && [ -f "$object" ] &&
    [ -z "$(find "$(folder "$name")" -name '*.swift' -newer "$object")" ]; then
    return
  fi
  rebuilt=1
  echo "==> building module $name"
  # shellcheck disable=SC2046
  swiftc "${flags[@]}" -wmo -module-name "$name" -c $(sources "$name") -o "$object" \
    -emit-module -emit-module-path "$build/$name.swiftmodule"
}

# One fuzzer executable. Decoder targets compile the StoreEngine sources with the harness
# as one module, so the harness reaches the internal decoders; `script` links every module
# and calls the program's entry point; the interchange codecs depend on nothing of ours but
# SystemInterface, CivilCalendar and Domain, so their harnesses compile with the
# TaskInterchange sources and those three objects alone.
target() {
  local name=$1 harness="Fuzz/harness/$1.swift" binary="$build/fuzz-$1"
  local flags=("${flags[@]}")
  [ "${FUZZ_QUICK:-0}" = 1 ] && [ "$name" != script ] && flags=("${quick[@]}")
  echo "==> building fuzz-$name"
  if [ "$name" = todotxt ] || [ "$name" = taskwarrior ]; then
    # shellcheck disable=SC2046
    swiftc "${flags[@]}" -module-name TaskInterchange "$harness" $(sources TaskInterchange) \
      "$build/SystemInterface.o" "$build/CivilCalendar.o" "$build/Domain.o" -o "$binary"
  elif [ "$name" = script ]; then
    swiftc "${flags[@]}" -module-name FuzzScript "$harness" \
      "$build/SystemInterface.o" "$build/CivilCalendar.o" "$build/Domain.o" \
      "$build/Services.o" \
      "$build/StoreEngine.o" \
      "$build/Repositories.o" "$build/Presenters.o" "$build/PasswordHashing.o" \
      "$build/ScriptEngine.o" "$build/TerminalEngine.o" "$build/TaskInterchange.o" \
      "$build/CLI.o" \
      -o "$binary"
  else
    # shellcheck disable=SC2046
    swiftc "${flags[@]}" -module-name StoreEngine "$harness" $(sources StoreEngine) \
      "$build/SystemInterface.o" "$build/Domain.o" -o "$binary"
  fi
}

module SystemInterface
module CivilCalendar
module Domain
for name in "${targets[@]}"; do
  if [ "$name" = script ]; then
    module Services
    module StoreEngine
    module Repositories
    module Presenters
    module PasswordHashing
    module ScriptEngine
    module TerminalEngine
    module TaskInterchange
    module CLI
  fi
done
jobs=${FUZZ_JOBS:-1}
building=0
for name in "${targets[@]}"; do
  if [ "$building" -ge "$jobs" ]; then
    wait -n
    building=$((building - 1))
  fi
  target "$name" &
  building=$((building + 1))
done
# A failed build stops the script here (`set -e`), before any run.
while [ "$building" -gt 0 ]; do
  wait -n
  building=$((building - 1))
done
[ "${FUZZ_BUILD_ONLY:-0}" = 1 ] && exit 0

# Runs one target; its log is Fuzz/build/<target>.log, a crash input Fuzz/artifacts/<target>/.
fuzz() {
  local name=$1 corpus="$build/corpus/$1" artifacts="Fuzz/artifacts/$1/"
  mkdir -p "$corpus" "$artifacts"
  local max_len=4096 mode=()
  if [ "$name" = script ]; then
    # Long enough for a line over the 64 KiB limit, which the script reader must refuse.
    max_len=140000
    # Each run builds a whole application whose object graph is a cycle and stays allocated
    # (Fuzz/README.md): in one process that meets the RSS limit within minutes. Fork mode runs
    # the inputs in short-lived child jobs, and still stops at the first crash, timeout or
    # out-of-memory.
    mode=(-fork=1 -ignore_crashes=0 -ignore_timeouts=0 -ignore_ooms=0)
  fi
  # Leak checking is off: a one-shot process may keep its object graph until exit. Swift's
  # backtracer is off: it reads the crashed stack and trips AddressSanitizer on the way.
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 nice -n 19 "$build/fuzz-$name" "$corpus" "Fuzz/corpus/$name" \
    "${mode[@]}" -max_total_time="$seconds" -max_len="$max_len" -timeout=20 -rss_limit_mb=2048 \
    -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$artifacts" \
    >"$build/$name.log" 2>&1
}

declare -A status
running=0
for name in "${targets[@]}"; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
  echo "==> fuzzing $name for ${seconds}s"
  (fuzz "$name") &
  running=$((running + 1))
done
wait || true

failed=0
printf '\n%-10s %14s %10s %8s\n' target executions seconds crashes
for name in "${targets[@]}"; do
  log="$build/$name.log"
  # A single process ends with "Done N runs in S second(s)"; fork mode with a last
  # "#N: cov: …" line and "INFO: exiting: 0 time: Ss".
  runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+|^#[0-9]+: cov' "$log" | tail -1 |
    grep -oE '[0-9]+' | head -1 || true)
  time=$(grep -oE 'Done [0-9]+ runs in [0-9]+ second|INFO: exiting: 0 time: [0-9]+s' "$log" |
    tail -1 | grep -oE '[0-9]+ second|[0-9]+s$' | grep -oE '[0-9]+' || true)
  crashes=$(find "Fuzz/artifacts/$name" -type f \( -name 'crash-*' -o -name 'timeout-*' \
    -o -name 'oom-*' -o -name 'leak-*' \) | wc -l)
  if ! grep -qE 'Done [0-9]+ runs|INFO: exiting: 0 ' "$log"; then
    crashes=$((crashes > 0 ? crashes : 1))
  fi
  printf '%-10s %14s %10s %8s\n' "$name" "${runs:-?}" "${time:-?}" "$crashes"
  [ "$crashes" -eq 0 ] || failed=1
done
[ "$failed" -eq 0 ] || echo "crash inputs are in Fuzz/artifacts/; logs in $build/"
exit "$failed"
