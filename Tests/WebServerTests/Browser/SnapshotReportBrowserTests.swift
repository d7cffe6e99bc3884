import Foundation
import SnapshotReview
import Testing
import TextSnapshot
import TextUI

extension RealBrowserTests {
    /// `snapshots report` opened in headless Chromium, as a reviewer opens it: both frames drawn with
    /// their real styles (the struck price computed red and struck through) and both pictures, and the
    /// toggle that marks the cells that differ.
    @Suite("Snapshot report in a real browser")
    struct SnapshotReportBrowserTests {
        @Test(
            "the reference and the new output show in colour, with both pictures and a difference toggle",
            .timeLimit(.minutes(1)))
        func report() async throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "report-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            let inventory = SnapshotInventory(packageRoot: root)
            let store = SnapshotStore(folder: inventory.snapshotsFolder, policy: .record)
            _ = store.check(price("KRW 1,000", picture: [255, 0, 0]), suite: "Prices", name: "struck")
            _ = SnapshotStore(folder: inventory.snapshotsFolder, policy: .writePending)
                .check(price("KRW 1,500", picture: [0, 255, 0]), suite: "Prices", name: "struck")
            let reportFile = root.appendingPathComponent("report.html")
            #expect(
                SnapshotsCommand.report(open: false).run(on: inventory, reportFile: reportFile).status == 0)

            try await SharedBrowser.withTab(width: 1200, height: 800) { browser in
                try await browser.open(reportFile.absoluteString)
                let seen =
                    try await browser.run(
                        """
                        const sides = [...document.querySelectorAll('figure.side')];
                        return sides.map(side => {
                          const struck = [...side.querySelectorAll('span')]
                            .filter(span => getComputedStyle(span).textDecorationLine.includes('line-through'));
                          const picture = [...side.querySelectorAll('span')].filter(span => span.textContent === '▀');
                          return {
                            label: side.querySelector('figcaption').textContent,
                            struck: struck.map(span => span.textContent).join(''),
                            struckColors: [...new Set(struck.map(span => getComputedStyle(span).color))],
                            picture: picture.map(span => getComputedStyle(span).color + ' on ' + getComputedStyle(span).backgroundColor)
                          };
                        });
                        """) as? [[String: Any]]
                let sides = try #require(seen)
                #expect(sides.map { $0["label"] as? String } == ["Reference", "New output"])
                #expect(sides.map { $0["struck"] as? String } == ["KRW 1,000", "KRW 1,500"])
                #expect(
                    sides.map { $0["struckColors"] as? [String] } == [
                        ["rgb(205, 49, 49)"], ["rgb(205, 49, 49)"],
                    ])
                #expect(
                    sides.map { $0["picture"] as? [String] } == [
                        ["rgb(255, 0, 0) on rgb(0, 0, 255)"], ["rgb(0, 255, 0) on rgb(0, 0, 255)"],
                    ])
                let outlineBefore =
                    try await browser.run(
                        "return getComputedStyle(document.querySelector('pre.frame .changed')).outlineStyle")
                    as? String
                try await browser.click("#show-differences")
                let outlineAfter =
                    try await browser.run(
                        "return getComputedStyle(document.querySelector('pre.frame .changed')).outlineStyle")
                    as? String
                #expect(outlineBefore == "none")
                #expect(outlineAfter == "solid")
            }
        }

        /// A 12×2 frame: `text` red and struck through, and a 1×2 picture of `picture` over blue.
        private func price(_ text: String, picture: [UInt8]) -> String {
            var canvas = Canvas(width: 12, height: 2)
            canvas.draw(text, at: Point(x: 0, y: 0), style: Style(foreground: .red, strikethrough: true))
            canvas.drawPicture(width: 1, height: 2, rgb: picture + [0, 0, 255], at: Point(x: 11, y: 1))
            return canvas.frame().snapshotText
        }
    }
}
