import Market
import Presenters
import Screens
import TextFrontEnd
import TextUI

/// A frame of the list screen: the app's view state, drawn into a frame, turned into plain text.
enum RenderBenchmarks {
    struct Results {
        var listMicrosecondsPerFrame: Double
        var scalingRatio: Double
        var gridMicrosecondsPerFrame: Double
        /// The same LIST and GRID frames with every thumbnail in view loaded: pictures drawn.
        var picturesListMicrosecondsPerFrame: Double
        var picturesGridMicrosecondsPerFrame: Double
        var ansiDiffBytesOneLine: Int
    }

    /// Frames per sample.
    static let frames = 50

    /// Microseconds per frame: `AppState.viewState`, `ScreenView.render` and `Frame.snapshotText`.
    static func sample(_ state: AppState, size: TerminalSize) -> () -> Double {
        {
            Measurement.time(iterations: frames) {
                let frame = ScreenView.render(state.viewState, size: size)
                Measurement.sink &+= frame.snapshotText.utf8.count
            } / 1_000
        }
    }

    static func run(warmUp: Int, samples: Int) -> Results {
        let small = Fixtures.appState(list: Fixtures.listState(count: 100))
        let large = Fixtures.appState(list: Fixtures.listState(count: 100_000))
        let gridList = Fixtures.listState(count: 100_000, terminal: Fixtures.gridSize, layout: .grid)
        let grid = Fixtures.appState(list: gridList)
        let pictures = Fixtures.appState(
            list: Fixtures.withThumbnailsLoaded(Fixtures.listState(count: 100_000)))
        let gridPictures = Fixtures.appState(list: Fixtures.withThumbnailsLoaded(gridList))
        let medians = Measurement.interleavedMedians(
            warmUp: warmUp, count: samples,
            [
                sample(small, size: Fixtures.listSize), sample(large, size: Fixtures.listSize),
                sample(grid, size: Fixtures.gridSize), sample(pictures, size: Fixtures.listSize),
                sample(gridPictures, size: Fixtures.gridSize),
            ])
        return Results(
            listMicrosecondsPerFrame: medians[1], scalingRatio: medians[1] / medians[0],
            gridMicrosecondsPerFrame: medians[2], picturesListMicrosecondsPerFrame: medians[3],
            picturesGridMicrosecondsPerFrame: medians[4], ansiDiffBytesOneLine: ansiDiffBytes())
    }

    /// The bytes that update the terminal after one visible product (the third cell) sold one unit.
    static func ansiDiffBytes() -> Int {
        var state = Fixtures.appState(list: Fixtures.listState(count: 100_000))
        let before = ScreenView.render(state.viewState, size: Fixtures.listSize)
        var product = state.list.products[state.list.top + 2]
        product.stock -= 1
        _ = ProductListFeature().reduce(&state.list, .productChanged(product))
        let after = ScreenView.render(state.viewState, size: Fixtures.listSize)
        precondition(after != before, "the stock change must show")
        return after.ansiUpdate(from: before).utf8.count
    }
}
