#!/usr/bin/env python3
"""Checks the package's module boundaries from Package.swift (read through `swift package dump-package`)
and every source file's imports. Run by .ci/run; exits 1 naming each file and import that breaks a rule.

1. Every target declares each package module it imports: an import that compiles only because the
   module is a transitive dependency fails (SwiftPM's --explicit-target-dependency-import-check lets
   those pass).
2. No product reaches a test framework: a target that imports XCTest or Testing, and every target that
   depends on one, is test support; only test targets and other test support may depend on it.
3. The platform-neutral modules import Foundation at most from the system: the terminal's and the
   sockets' system calls live in their own targets (PLATFORM_TARGETS, and the C targets they own:
   C_TARGETS, which only their owner depends on) and in the executables.
4. The framework knows no app: no target of FRAMEWORK_TARGETS has an app module (APP_TARGETS) in its
   dependency closure.
5. The screens are any front end's: no target of SHARED_SCREEN_TARGETS has a front end's module
   (FRONT_END_TARGETS) in its dependency closure.
"""
import json
import os
import re
import subprocess
import sys

# Modules of the toolchain, not of this package.
SYSTEM = {"Foundation", "FoundationNetworking", "Dispatch", "Glibc", "Darwin", "Musl", "XCTest", "Testing",
          "Synchronization", "_Concurrency", "Observation"}
TEST_FRAMEWORKS = {"XCTest", "Testing"}
PLATFORM = {"Glibc", "Darwin", "Musl"}
# The only library targets allowed to call the platform (terminal, sockets, child processes' signals,
# the runtime's executor hook).
PLATFORM_TARGETS = {"ChildProcesses", "SerialExecution", "Terminal", "WebServer"}
# The package's C code, and the platform target that owns each (no other target may depend on it).
C_TARGETS = {"CWebServer": "WebServer"}
# The framework's modules, and Open Market's: the first may never depend on the second.
FRAMEWORK_TARGETS = {"AccessibilityText", "Caches", "Loop", "LoopObservation", "PubSub", "LoopTesting", "Recording", "Routing", "SerialExecution", "TestReporting", "TextUI", "TextSnapshot", "TextSnapshotTesting",
                     "TextDriver", "TextDriverTesting", "SnapshotReview", "Terminal", "Images", "WebCore",
                     "HTMLUI", "BrowserDriver", "WebServer", "WebTesting"}
APP_TARGETS = {"Market", "MarketHTTP", "MarketInMemory", "MarketServer", "MarketTestSupport", "Presenters", "Screens",
               "ScreensLive", "ScreensTestSupport", "TextFrontEnd", "WebFrontEnd"}
# The screens and what they stand on, which any front end reuses, and the modules of one front end.
SHARED_SCREEN_TARGETS = {"Loop", "Routing", "Market", "Presenters", "Screens"}
FRONT_END_TARGETS = {"TextUI", "TextDriver", "Terminal", "TextFrontEnd", "WebCore", "HTMLUI", "BrowserDriver",
                     "WebServer", "WebFrontEnd"}

IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)",
                    re.MULTILINE)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    package = json.loads(subprocess.check_output(["swift", "package", "dump-package"], cwd=root))
    targets = {target["name"]: target for target in package["targets"]}

    def dependencies(target):
        names = []
        for dependency in target["dependencies"]:
            for kind in ("byName", "target", "product"):
                if kind in dependency:
                    names.append(dependency[kind][0])
        return names

    def folder(target):
        if target.get("path"):
            return os.path.join(root, target["path"])
        base = "Tests" if target["type"] == "test" else "Sources"
        return os.path.join(root, base, target["name"])

    imports = {}
    for name, target in targets.items():
        found = {}
        for directory, _, files in os.walk(folder(target)):
            for file in files:
                if file.endswith(".swift"):
                    path = os.path.join(directory, file)
                    with open(path, encoding="utf-8") as source:
                        for module in IMPORT.findall(source.read()):
                            found.setdefault(module, os.path.relpath(path, root))
        imports[name] = found

    problems = []
    for name, target in targets.items():
        declared = set(dependencies(target))
        for module, path in sorted(imports[name].items()):
            if module in SYSTEM or module == name:
                continue
            if module not in declared:
                problems.append(f"{path}: imports {module}, which target {name} does not declare in Package.swift")
            if module not in targets:
                problems.append(f"{path}: imports {module}, which is neither a system module nor a target")

    test_support = {name for name in targets if TEST_FRAMEWORKS & set(imports[name]) and targets[name]["type"] != "test"}
    changed = True
    while changed:
        changed = False
        for name, target in targets.items():
            if target["type"] != "test" and name not in test_support and test_support & set(dependencies(target)):
                test_support.add(name)
                changed = True
    for name, target in targets.items():
        if target["type"] == "executable" and name in test_support:
            problems.append(f"{name}: an executable that reaches a test framework through {sorted(test_support & set(dependencies(target)))}")
        if target["type"] == "regular" and name in test_support and not name.endswith("Testing") and name != "TestReporting":
            problems.append(f"{name}: a library that reaches a test framework; only *Testing and TestReporting may")

    for name, target in targets.items():
        for dependency in sorted(set(C_TARGETS) & set(dependencies(target))):
            if C_TARGETS[dependency] != name:
                problems.append(f"{name}: depends on the C target {dependency}, which is {C_TARGETS[dependency]}'s")
        has_c = any(file.endswith(".c") for _, _, files in os.walk(folder(target)) for file in files)
        if has_c and name not in C_TARGETS:
            problems.append(f"{name}: C code outside C_TARGETS (system calls belong to a platform target)")
        if target["type"] != "regular" or name in PLATFORM_TARGETS or name in C_TARGETS:
            continue
        for module in sorted(PLATFORM & set(imports[name])):
            problems.append(f"{imports[name][module]}: platform-neutral {name} imports {module}; "
                            f"system calls belong in {' or '.join(sorted(PLATFORM_TARGETS))}")

    def closure(name):
        seen, stack = set(), list(dependencies(targets[name]))
        while stack:
            dependency = stack.pop()
            if dependency in seen or dependency not in targets:
                continue
            seen.add(dependency)
            stack.extend(dependencies(targets[dependency]))
        return seen

    for name in sorted(FRAMEWORK_TARGETS & set(targets)):
        for app_module in sorted(APP_TARGETS & closure(name)):
            problems.append(f"{name}: a framework module that depends on the app module {app_module}")

    for name in sorted(SHARED_SCREEN_TARGETS & set(targets)):
        for front_end in sorted(FRONT_END_TARGETS & closure(name)):
            problems.append(f"{name}: shared by every front end, but depends on the front end module {front_end}")

    for problem in problems:
        print(problem)
    if problems:
        print(f"check-imports: {len(problems)} problem(s)")
        return 1
    print(f"check-imports: {len(targets)} targets, every import declared; no product reaches a test framework; "
          "the framework reaches no app module; the screens reach no front end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
