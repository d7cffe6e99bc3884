#!/usr/bin/env bash
# Type-checks each app in Examples/ on Linux, where SwiftUI and UIKit do not exist: against the
# package's built modules (`swift build` first) and a stand-in for the SwiftUI, PhotosUI, UIKit and
# CoreTransferable declarations the examples use (Tools/apple-standin), each written as Apple's
# documentation declares it. It fails when the framework changes under an example (a renamed event,
# a view state field gone, an actor-isolation mismatch with what Apple's frameworks declare), which
# nothing else here would see, or when an example imports a module its Package.swift does not depend
# on. It is not a build with Apple's SDK: what the stand-in leaves out or declares differently is not
# checked (Tools/apple-standin/README.md).
# Usage: Tools/typecheck-examples.sh
set -euo pipefail
cd "$(dirname "$0")/.."

modules=.build/debug/Modules
if [ ! -d "$modules" ]; then
  echo "no built modules in $modules: run swift build first" >&2
  exit 2
fi
standin=Tools/apple-standin
apple="Foundation SwiftUI PhotosUI UIKit"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

flags=(-swift-version 6 -parse-as-library -warnings-as-errors)
for module in CoreTransferable SwiftUI PhotosUI UIKit; do
  swiftc "${flags[@]}" -emit-module -module-name "$module" -I "$out" -o "$out/$module.swiftmodule" \
    "$standin/$module"/*.swift
done

for example in Examples/*/; do
  example=${example%/}
  # Every module the example imports is one its Package.swift depends on, or one of Apple's: the
  # compiler below sees every module of the package, as a build of the example would not.
  declared=$(grep -o '\.product(name: "[A-Za-z]*"' "$example/Package.swift" | sed 's/.*"\(.*\)"/\1/')
  undeclared=()
  imports=$(sed -nE 's/^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+((typealias|struct|class|enum|protocol|let|var|func)[[:space:]]+)?([A-Za-z_]+).*/\4/p' \
    "$example"/Sources/*.swift | sort -u)
  for module in $imports; do
    printf '%s\n' $declared $apple | grep -qx "$module" || undeclared+=("$module")
  done
  if [ ${#undeclared[@]} -gt 0 ]; then
    echo "$example imports what its Package.swift does not depend on: ${undeclared[*]}" >&2
    exit 1
  fi
  swiftc "${flags[@]}" -typecheck -I "$out" -I "$modules" "$example"/Sources/*.swift
  echo "$example type-checks against the framework and the stand-in"
done
