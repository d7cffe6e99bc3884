import Foundation
import SnapshotReview
import Testing
import TextSnapshot
import TextUI

func priceFrame(_ price: String) -> String {
    var canvas = Canvas(width: 10, height: 1)
    canvas.draw(price, at: Point(x: 0, y: 0), style: Style(foreground: .red, strikethrough: true))
    return canvas.frame().snapshotText
}

@Test func aNewSnapshotWaitsForReviewThenPasses() throws {
    let package = FileManager.default.temporaryDirectory.appendingPathComponent("guide-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    let store = SnapshotStore(folder: package.appendingPathComponent("Snapshots"), policy: .writePending)
    let inventory = SnapshotInventory(packageRoot: package)

    guard case .missing = store.check(priceFrame("₩900"), suite: "Prices", name: "struck") else {
        Issue.record("a new snapshot fails until it is accepted")
        return
    }
    #expect(inventory.pending().map(\.kind) == [.new])

    _ = try inventory.accept(matching: "Prices/struck")
    #expect(store.check(priceFrame("₩900"), suite: "Prices", name: "struck") == .matched)
}

@Test func aRejectedChangeKeepsTheReference() throws {
    let package = FileManager.default.temporaryDirectory.appendingPathComponent("guide-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    let store = SnapshotStore(folder: package.appendingPathComponent("Snapshots"), policy: .writePending)
    let inventory = SnapshotInventory(packageRoot: package)
    _ = store.check(priceFrame("₩900"), suite: "Prices", name: "struck")
    _ = try inventory.accept()

    guard case .mismatched(let message) = store.check(priceFrame("₩990"), suite: "Prices", name: "struck")
    else {
        Issue.record("a changed frame fails")
        return
    }
    #expect(message.contains("− ₩900      │\n+ ₩990      │"))
    #expect(inventory.pending().map(\.kind) == [.changed])

    _ = try inventory.reject()
    #expect(inventory.pending().isEmpty)
    #expect(store.check(priceFrame("₩900"), suite: "Prices", name: "struck") == .matched)
}
