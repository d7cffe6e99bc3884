#!/usr/bin/env bash
# Type-checks Examples/OpenMarketSwiftUI on Linux, where SwiftUI does not exist: against the package's
# built modules (`swift build` first) and a stand-in for the SwiftUI, PhotosUI and CoreTransferable
# declarations the example uses (Tools/swiftui-standin), each written as Apple's documentation
# declares it. It fails when the framework changes under the example (a renamed event, a view state
# field gone, an actor-isolation mismatch with what SwiftUI declares), which nothing else here would
# see. It is not a build with Apple's SDK: what the stand-in leaves out or declares differently is
# not checked.
# Usage: Tools/typecheck-swiftui-example.sh
set -euo pipefail
cd "$(dirname "$0")/.."

modules=.build/debug/Modules
if [ ! -d "$modules" ]; then
  echo "no built modules in $modules: run swift build first" >&2
  exit 2
fi
example=Examples/OpenMarketSwiftUI
standin=Tools/swiftui-standin

# Every module the example imports is one its Package.swift depends on, or one of Apple's: the
# compiler below sees every module of the package, as a build of the example would not.
declared=$(grep -o '\.product(name: "[A-Za-z]*"' "$example/Package.swift" | sed 's/.*"\(.*\)"/\1/')
undeclared=()
for module in $(grep -ho '^import [A-Za-z]*' "$example"/Sources/*.swift | awk '{print $2}' | sort -u); do
  printf '%s\n' $declared SwiftUI PhotosUI Foundation | grep -qx "$module" || undeclared+=("$module")
done
if [ ${#undeclared[@]} -gt 0 ]; then
  echo "$example imports what its Package.swift does not depend on: ${undeclared[*]}" >&2
  exit 1
fi

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

flags=(-swift-version 6 -parse-as-library -warnings-as-errors)
swiftc "${flags[@]}" -emit-module -module-name CoreTransferable -o "$out/CoreTransferable.swiftmodule" \
  "$standin"/CoreTransferable/*.swift
swiftc "${flags[@]}" -emit-module -module-name SwiftUI -I "$out" -o "$out/SwiftUI.swiftmodule" \
  "$standin"/SwiftUI/*.swift
swiftc "${flags[@]}" -emit-module -module-name PhotosUI -I "$out" -o "$out/PhotosUI.swiftmodule" \
  "$standin"/PhotosUI/*.swift
swiftc "${flags[@]}" -typecheck -I "$out" -I "$modules" "$example"/Sources/*.swift
echo "$example type-checks against the framework and the SwiftUI stand-in"
