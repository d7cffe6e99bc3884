import Foundation
import SnapshotReview
import Testing
import TextSnapshot

/// Which package the verbs work on, and `snapshots test`'s run: a verb run from the wrong folder fails
/// saying where it looked, never passing with nothing checked.
@Suite("The snapshots command finds its package")
struct SnapshotsPackageTests {
    let package = TemporaryPackage()

    /// The package after a full run that left `S/changed` pending.
    func packageWithAPendingChange() throws {
        try FileManager.default.createDirectory(
            at: package.root.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\n".write(
            to: package.root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try package.write("before\n", to: "S/changed.txt")
        let log = package.fullRunLog()
        _ = package.store(log: log).check("after\n", suite: "S", name: "changed")
        log.markComplete()
    }

    func check(from folder: URL, _ arguments: String...) throws -> SnapshotsCommand.Result {
        let invocation = try SnapshotsInvocation(arguments: arguments)
        let root = try SnapshotsPackage.root(packagePath: invocation.packagePath, currentFolder: folder)
        return invocation.command.run(
            on: SnapshotInventory(packageRoot: root), reportFile: package.reportFile)
    }

    @Test("check from a subfolder of the package fails while a change is pending")
    func fromASubfolder() throws {
        defer { package.delete() }
        try packageWithAPendingChange()
        let result = try check(from: package.root.appendingPathComponent("Tests/AppTests"), "check")
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("changed  Snapshots/S/changed.txt"))
    }

    @Test("check with --package-path fails while a change is pending, from any folder")
    func withPackagePath() throws {
        defer { package.delete() }
        try packageWithAPendingChange()
        let elsewhere = FileManager.default.temporaryDirectory
        #expect(try check(from: elsewhere, "check", "--package-path", package.root.path).status == 1)
        #expect(try check(from: elsewhere, "--package-path=\(package.root.path)", "check").status == 1)
        #expect(throws: SnapshotsUsageError("--package-path needs a PATH")) {
            try SnapshotsInvocation(arguments: ["check", "--package-path"])
        }
    }

    @Test("outside any package, or in one without Snapshots/, a verb fails saying where it looked")
    func nowhere() throws {
        defer { package.delete() }
        try FileManager.default.createDirectory(at: package.root, withIntermediateDirectories: true)
        #expect(
            throws: SnapshotsUsageError(
                "no Package.swift in \(package.root.path) or any folder above it: run from your package, "
                    + "or pass --package-path PATH")
        ) { try check(from: package.root, "check") }
        #expect(throws: SnapshotsUsageError("no Package.swift in \(package.root.path) (--package-path)")) {
            try check(from: package.root, "check", "--package-path", ".")
        }
        try "".write(
            to: package.root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        #expect(
            throws: SnapshotsUsageError(
                "no Snapshots/ folder in the package at \(package.root.path): no snapshot test has written "
                    + "there yet; run `swift run snapshots test` in that package first, or pass --package-path PATH"
            )
        ) { try check(from: package.root, "check") }
        #expect(
            try SnapshotsPackage.root(packagePath: nil, currentFolder: package.root, needsSnapshots: false)
                == package.root.standardizedFileURL)
    }

    @Test("snapshots test runs swift test with its arguments and tells the run whether it is full")
    func testVerb() throws {
        #expect(
            try SnapshotsInvocation(arguments: ["test", "--parallel"]).command
                == .test(arguments: ["--parallel"]))
        #expect(SnapshotTestRun.command(["--parallel"]) == ["swift", "test", "--parallel"])
        #expect(SnapshotTestRun.scope(of: []) == .full)
        #expect(SnapshotTestRun.scope(of: ["--parallel", "--skip-build", "-c", "release"]) == .full)
        #expect(SnapshotTestRun.scope(of: ["--filter", "Cart"]) == .filtered)
        #expect(SnapshotTestRun.scope(of: ["--skip=Slow"]) == .filtered)
        #expect(SnapshotTestRun.scope(of: ["--disable-swift-testing"]) == .filtered)
        #expect(
            SnapshotTestRun.environment(arguments: ["--filter", "Cart"], run: 42)
                == ["SNAPSHOT_RUN_SCOPE": "filtered", "SNAPSHOT_RUN_ID": "42"])
    }

    @Test("a test process takes its scope from snapshots test, else from its own command line")
    func scopeOfAProcess() {
        let xctest = "/pkg/.build/debug/PkgPackageTests.xctest"
        #expect(
            SnapshotRunLog.Scope.of(environment: ["SNAPSHOT_RUN_SCOPE": "full"], arguments: [xctest, "--x"])
                == .full)
        #expect(
            SnapshotRunLog.Scope.of(environment: ["SNAPSHOT_RUN_SCOPE": "filtered"], arguments: [xctest])
                == .filtered)
        #expect(
            SnapshotRunLog.Scope.of(environment: ["SNAPSHOT_RUN_SCOPE": "?"], arguments: [xctest])
                == .filtered)
        #expect(SnapshotRunLog.Scope.of(environment: [:], arguments: [xctest, "--filter", "A"]) == .filtered)
        #expect(
            SnapshotRunLog.Scope.of(
                environment: [:], arguments: [xctest, "--testing-library", "swift-testing"]) == .full)
    }
}
