import Images
import Loop
import Market
import MarketTestSupport
import Presenters
import Screens
import ScreensTestSupport
import TextFrontEnd
import TextUI

/// App states in the situations that matter on screen (discounted, sold out, USD, long Korean name,
/// emoji, loading, failed, empty, end of list, invalid form…), built by sending the app's own events.
enum Showcase {
    static let owner = ShowcaseCatalogue.owner

    static let products =
        ShowcaseCatalogue.products + [
            ShowcaseCatalogue.product(101, vendorID: 21, "👩‍💻 개발자 스티커 팩", currency: .usd, price: 12, stock: 40)
        ]

    static let detail = ShowcaseCatalogue.detail(joinedBy: " ")

    static func state(_ language: Language, _ size: TerminalSize) -> AppState {
        var state = ShowcaseCatalogue.state(language)
        send(.list(.viewportResized(ScreenView.viewportSize(for: size))), to: &state)
        return state
    }

    /// The list after its first page of `products` arrived, thumbnails loaded or failed.
    static func loadedList(
        _ language: Language, _ size: TerminalSize, products: [Product] = products, hasNext: Bool = true,
        grid: Bool = false
    ) -> AppState {
        ShowcaseCatalogue.loadedList(
            from: state(language, size), products: products, hasNext: hasNext, grid: grid)
    }

    static func picture(seed: Int, side: Int) -> Picture {
        ShowcaseCatalogue.picture(seed: seed, side: side)
    }

    static func send(_ event: AppEvent, to state: inout AppState) {
        ShowcaseCatalogue.send(event, to: &state)
    }
}
