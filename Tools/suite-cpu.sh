#!/usr/bin/env bash
# Where the suite's CPU goes: each test target run alone from a built tree (`swift test --skip-build
# --filter '^Target\.'`), its wall time and the CPU (user + sys) of the process and its children,
# largest first, as the Markdown table the README shows. Each row includes about half a second of
# starting the test process, which a whole `swift test` pays once.
# Usage: Tools/suite-cpu.sh
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --build-tests >/dev/null
times="$(mktemp)"
trap 'rm -f "$times"' EXIT
TIMEFORMAT='%R %U %S'
failed=()
for target in $(ls Tests | grep 'Tests$'); do
  printf '%s ' "$target" >>"$times"
  { time swift test --skip-build --filter "^$target\." >/dev/null 2>&1; } 2>>"$times" || failed+=("$target")
done
echo "| suite | wall s | user s | sys s | CPU s |"
echo "| --- | ---: | ---: | ---: | ---: |"
awk '{ printf "%s %.2f %.2f %.2f %.2f\n", $1, $2, $3, $4, $3 + $4 }' "$times" | sort -k5 -n -r \
  | awk '{ printf "| %s | %.1f | %.1f | %.1f | %.1f |\n", $1, $2, $3, $4, $5; cpu += $5 }
         END { printf "| all, run one by one | | | | %.1f |\n", cpu }'
[ ${#failed[@]} -eq 0 ] || { echo "failed (run each alone to see why): ${failed[*]}" >&2; exit 1; }
