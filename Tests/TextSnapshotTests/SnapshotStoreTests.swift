import Foundation
import TestReporting
import Testing
import TextSnapshot
import TextSnapshotTesting
import TextUI

@Suite("Snapshot store and assertion")
struct SnapshotStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "snapshots-\(UUID().uuidString)")

    func frame(_ text: String, style: Style = .plain) -> Frame {
        var canvas = Canvas(width: 12, height: 2)
        canvas.draw(text, at: Point(x: 0, y: 0), style: style)
        return canvas.frame()
    }

    @Test("the environment chooses the policy")
    func policy() {
        #expect(SnapshotPolicy.fromEnvironment(["SNAPSHOT_RECORD": "1", "CI": "true"]) == .readOnly)
        #expect(SnapshotPolicy.fromEnvironment(["SNAPSHOT_RECORD": "1"]) == .record)
        #expect(SnapshotPolicy.fromEnvironment(["CI": "true"]) == .readOnly)
        #expect(SnapshotPolicy.fromEnvironment([:]) == .writePending)
    }

    @Test("record writes a readable reference; verify then matches it")
    func recordThenVerify() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = frame("품절", style: Style(foreground: .orange)).snapshotText
        #expect(
            SnapshotStore(folder: folder, policy: .record).check(text, suite: "S", name: "n")
                == .recorded(path: "Snapshots/S/n.txt"))
        let written = try String(contentsOf: folder.appendingPathComponent("S/n.txt"), encoding: .utf8)
        #expect(written == "품절        │\n            │\nstyles:\n  0:0-4 orange \"품절\"\n")
        #expect(
            SnapshotStore(folder: folder, policy: .readOnly).check(text, suite: "S", name: "n")
                == .matched)
    }

    @Test("a mismatch shows a line diff and, locally, writes the new output as a pending file")
    func mismatch() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = SnapshotStore(folder: folder, policy: .record).check(
            frame("KRW 1,000").snapshotText, suite: "S", name: "n")
        let outcome = SnapshotStore(folder: folder, policy: .writePending).check(
            frame("KRW 1,500").snapshotText, suite: "S", name: "n")
        guard case .mismatched(let message) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(message.contains("− KRW 1,000   │\n+ KRW 1,500   │\n              │"))
        #expect(
            message.hasPrefix(
                "Snapshot Snapshots/S/n.txt does not match (− reference, + actual; │ marks each line's end):")
        )
        #expect(
            try String(contentsOf: folder.appendingPathComponent("S/n.pending.txt"), encoding: .utf8)
                == "KRW 1,500   │\n            │\n")
        #expect(message.contains("`swift run snapshots accept S/n.txt`"))
        _ = SnapshotStore(folder: folder, policy: .writePending).check(
            frame("KRW 1,000").snapshotText, suite: "S", name: "n")
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("S/n.pending.txt").path))
    }

    @Test("under CI a missing reference fails and nothing is written")
    func missingUnderCI() {
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = SnapshotStore(folder: folder, policy: .readOnly).check(
            "x\n", suite: "S", name: "n")
        #expect(
            outcome
                == .missing(
                    message:
                        "No reference snapshot Snapshots/S/n.txt. Nothing was written (CI=true): run the test locally, review the new snapshot with `swift run snapshots review`, and commit it."
                ))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("under CI a failing snapshot's output goes to SNAPSHOT_ARTIFACTS, and only there")
    func artifactsUnderCI() throws {
        let artifacts = folder.appendingPathComponent("artifacts")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SnapshotStore(
            folder: folder.appendingPathComponent("Snapshots"), policy: .readOnly, artifacts: artifacts)
        #expect(
            store.check("new\n", suite: "S", name: "n")
                == .missing(
                    message:
                        "No reference snapshot Snapshots/S/n.txt. Nothing was written to Snapshots/ (CI=true); the new output is in \(artifacts.path)/S/n.txt: run the test locally, review the new snapshot with `swift run snapshots review`, and commit it."
                ))
        #expect(
            try String(contentsOf: artifacts.appendingPathComponent("S/n.txt"), encoding: .utf8) == "new\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Snapshots").path))
        let package = SnapshotStore.forPackage(
            containing: #filePath, policy: .readOnly, environment: ["SNAPSHOT_ARTIFACTS": artifacts.path])
        #expect(package?.artifacts?.path == artifacts.path)
        #expect(
            SnapshotStore.forPackage(containing: #filePath, policy: .readOnly, environment: [:])?.artifacts
                == nil)
    }

    /// A value with no renderer of its own, snapshotted as `dump` writes it.
    struct Cart {
        struct Line {
            var name: String
            var quantity: Int
        }

        var lines: [Line]
        var coupon: String?
    }

    @Test("any value is snapshotted with a strategy: dump, lines, or one of the caller's own")
    func strategies() {
        let messages = Messages()
        let reporter = FailureReporter { message, _ in messages.append(message) }
        let cart = Cart(lines: [.init(name: "mug", quantity: 2)], coupon: "SPRING")
        assertSnapshot(of: cart, as: .dump, named: "cart-dump", policy: .readOnly, reporter: reporter)
        let receipt = Snapshotting<Cart> { cart in cart.lines.map { "\($0.quantity) × \($0.name)" }.joined() }
        assertSnapshot(of: cart, as: receipt, named: "cart-receipt", policy: .readOnly, reporter: reporter)
        #expect(messages.all.isEmpty, "\(messages.all)")
        #expect(Snapshotting<String>.lines.text("a") == "a\n")
        #expect(Snapshotting<String>.html.nameSuffix == ".html")
        var changed = cart
        changed.lines[0].quantity = 3
        assertSnapshot(of: changed, as: .dump, named: "cart-dump", policy: .readOnly, reporter: reporter)
        #expect(messages.all.first?.contains("−       - quantity: 2\n+       - quantity: 3") == true)
    }

    @Test("assertSnapshot reports a style regression through the test framework's reporter")
    func assertionReportsStyleChange() {
        let messages = Messages()
        let reporter = FailureReporter { message, _ in messages.append(message) }
        assertSnapshot(
            of: frame("KRW 1,000", style: Style(foreground: .red, strikethrough: true)),
            named: "struck-price", reporter: reporter)
        #expect(messages.all.isEmpty)
        assertSnapshot(
            of: frame("KRW 1,000", style: Style(foreground: .red)), named: "struck-price",
            policy: .readOnly, reporter: reporter)
        #expect(messages.all.count == 1)
        #expect(messages.all.first?.contains("+   0:0-9 red \"KRW 1,000\"") == true)
    }
}

final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    var all: [String] { lock.withLock { stored } }

    func append(_ message: String) { lock.withLock { stored.append(message) } }
}
