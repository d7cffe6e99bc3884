#!/usr/bin/env bash
# Builds each framework module's DocC catalog with the toolchain's own `docc`, warnings as errors, and
# writes them as one static site: a landing page and each module under its own name.
# Symbol graphs come from a separate scratch build so the test build's cache stays warm.
# Usage: Tools/build-docs.sh [output folder]   (default: .build/docs/site)
# Serve it:  python3 -m http.server --directory .build/docs/site 8000   then open http://localhost:8000/
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(Loop LoopObservation LoopTesting Recording TextUI TextSnapshot TextSnapshotTesting TextDriver TextDriverTesting SnapshotReview BrowserDriver)
scratch=.build/docs
graphs="$scratch/symbol-graphs"
output="${1:-$scratch/site}"
archives="$scratch/archives"

# The compiler writes a module's graph only when it compiles the module, so `all` is kept between runs.
rm -rf "$output" "$archives"
mkdir -p "$graphs/all" "$output" "$archives"
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
        --output-path "$archives/$module.doccarchive" \
        --warnings-as-errors
    docc process-archive transform-for-static-hosting "$archives/$module.doccarchive" \
        --output-path "$output/$module" --hosting-base-path "$module"
done
cp Tools/docs-index.html "$output/index.html"
echo "Documentation built in $output; serve it with: python3 -m http.server --directory $output 8000"
