#!/usr/bin/env bash
# Runs the suite as a slow, busy CI machine would: SPINNERS processes spin a core each (two by default,
# both cores of a CI machine) while `swift test` runs RUNS times from a built tree. Prints each run's
# outcome and wall time, then the count of green runs, and exits non-zero unless every run was green.
# A red run's whole log is kept in .build/stress/run-N.log.
# Usage: Tools/stress-suite.sh [RUNS] [SPINNERS]     (default: 10 runs, 2 spinners)
# Any further `swift test` arguments go in SWIFT_TEST_ARGS, e.g. SWIFT_TEST_ARGS='--filter Scenario'.
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-10}"
spinners="${2:-2}"
logs=.build/stress
mkdir -p "$logs"

swift build --build-tests >/dev/null

pids=()
stop_spinners() { [ ${#pids[@]} -eq 0 ] || kill "${pids[@]}" 2>/dev/null || true; }
trap stop_spinners EXIT
for _ in $(seq 1 "$spinners"); do
  python3 -c 'while True: pass' &
  pids+=($!)
done

green=0
for run in $(seq 1 "$runs"); do
  log="$logs/run-$run.log"
  start=$(date +%s%N)
  # shellcheck disable=SC2086 # the extra arguments are meant to split
  if swift test --skip-build ${SWIFT_TEST_ARGS:-} >"$log" 2>&1; then
    outcome=green
    green=$((green + 1))
    rm -f "$log"
  else
    outcome="RED (log: $log)"
  fi
  tenths=$((($(date +%s%N) - start) / 100000000))
  printf 'run %d of %d: %s in %d.%d s\n' "$run" "$runs" "$outcome" $((tenths / 10)) $((tenths % 10))
done
echo "$green of $runs runs green with $spinners core(s) kept busy"
[ "$green" -eq "$runs" ]
