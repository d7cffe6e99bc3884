import BrowserDriver
import HTMLUI
import Market
import Presenters
import Screens
import ScreensLive
import TextFrontEnd
import WebFrontEnd

/// A frame of the web list: the live page brought up to date with a state in which one visible cell's
/// stock changed (the cells in view and near it rendered to HTML and compared with what was sent, the
/// header and status too), and the patches written as the JSON the browser receives.
@MainActor
enum WebRenderBenchmarks {
    struct Results {
        var listMicrosecondsPerFrame: Double
        var gridMicrosecondsPerFrame: Double
        var scalingRatio: Double
        var updateBytesOneCell: Int
    }

    static let frames = 50
    static let session = SessionContext(id: "BENCH", token: "TOKEN")
    /// The web app whose pages are drawn (its market is never asked).
    static let web = OpenMarketWeb(.inMemory(seed: 1, credentials: DemoCredentials.from([:])))
    /// What a browser window reports in view: ten rows of LIST, or four rows of six GRID cells.
    static let listViewport = ViewportSize(listRows: 10, gridColumns: 1, gridRows: 10)
    static let gridViewport = ViewportSize(listRows: 24, gridColumns: 1, gridRows: 24)

    /// The state with `count` products in `layout`, and the same state with the third visible
    /// product's stock one lower.
    static func states(count: Int, layout: ProductLayout) -> (AppState, AppState) {
        var list = Fixtures.listState(count: count, layout: layout)
        _ = ProductListFeature().reduce(
            &list, .viewportResized(layout == .list ? listViewport : gridViewport))
        let before = Fixtures.appState(list: list)
        var after = before
        var product = after.list.products[after.list.top + 2]
        product.stock -= 1
        _ = ProductListFeature().reduce(&after.list, .productChanged(product))
        return (before, after)
    }

    /// Microseconds per frame, alternating between the two states so that every frame sends a patch.
    static func sample(count: Int, layout: ProductLayout) -> () -> Double {
        let (before, after) = states(count: count, layout: layout)
        var page = web.makePage(before, in: session)
        var flip = false
        return {
            Measurement.time(iterations: frames) {
                flip.toggle()
                let patches = page.update(to: flip ? after : before)
                Measurement.sink &+= HTMLPatch.json(patches).utf8.count
            } / 1_000
        }
    }

    static func run(warmUp: Int, samples: Int) -> Results {
        let medians = Measurement.interleavedMedians(
            warmUp: warmUp, count: samples,
            [
                sample(count: 100, layout: .list), sample(count: 100_000, layout: .list),
                sample(count: 100_000, layout: .grid),
            ])
        return Results(
            listMicrosecondsPerFrame: medians[1], gridMicrosecondsPerFrame: medians[2],
            scalingRatio: medians[1] / medians[0], updateBytesOneCell: updateBytes())
    }

    /// The bytes sent to the browser after one visible cell's stock changed, at 100,000 products.
    static func updateBytes() -> Int {
        let (before, after) = states(count: 100_000, layout: .list)
        var page = web.makePage(before, in: session)
        let patches = page.update(to: after)
        precondition(patches.count == 1, "one cell changed: \(patches)")
        return HTMLPatch.json(patches).utf8.count
    }
}
