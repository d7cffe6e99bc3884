#!/usr/bin/env bash
# Builds each framework module's DocC catalog with the toolchain's own `docc`, warnings as errors.
# Symbol graphs come from a separate scratch build so the test build's cache stays warm.
# Usage: Tools/build-docs.sh [output folder]   (default: .build/docs/site; one archive per module)
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(Loop LoopTesting TextUI TextSnapshot TextSnapshotTesting TextDriver)
scratch=.build/docs
graphs="$scratch/symbol-graphs"
output="${1:-$scratch/site}"

# The compiler writes a module's graph only when it compiles the module, so `all` is kept between runs.
rm -rf "$output"
mkdir -p "$graphs/all" "$output"
for module in "${modules[@]}"; do
    swift build --scratch-path "$scratch" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs/all"
done

for module in "${modules[@]}"; do
    rm -rf "${graphs:?}/$module"
    mkdir -p "$graphs/$module"
    cp "$graphs/all/$module.symbols.json" "$graphs/$module/"
    # Extensions this module adds to other modules' types (Module@Other.symbols.json), if any.
    find "$graphs/all" -name "$module@*.symbols.json" -exec cp {} "$graphs/$module/" \;
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.openmarket.$module" \
        --output-path "$output/$module.doccarchive" \
        --warnings-as-errors
done
echo "Documentation built in $output"
