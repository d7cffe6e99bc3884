import BrowserDriver
import Foundation
import Market
import MarketTestSupport
import Presenters
import Screens
import ScreensLive
import ScreensTestSupport
import WebFrontEnd

/// App states in the situations the text snapshots cover (discounted, sold out, USD, long Korean name,
/// emoji, loading, failed, empty, end of list, detail, sheet, prompt, forms), built by sending the
/// app's own events, for the web pages.
enum WebShowcase {
    static let owner = ShowcaseCatalogue.owner

    static let products =
        ShowcaseCatalogue.products + [
            ShowcaseCatalogue.product(
                101, vendorID: 21, "<img src=x onerror=alert(1)>", currency: .usd, price: 12, stock: 40)
        ]

    static let detail = ShowcaseCatalogue.detail(joinedBy: "\n")

    static func context(_ language: Language) -> PageContext {
        PageContext(session: SessionContext(id: "SESSION", token: "TOKEN"), language: language)
    }

    static func state(_ language: Language) -> AppState {
        ShowcaseCatalogue.state(language)
    }

    static let firstPage = PageRequest(page: 1, itemsPerPage: 20, generation: 0)

    /// The list after its first page of `products` arrived, thumbnails loaded (104's failed).
    static func loadedList(
        _ language: Language, products: [Product] = products, hasNext: Bool = true, grid: Bool = false
    ) -> AppState {
        ShowcaseCatalogue.loadedList(from: state(language), products: products, hasNext: hasNext, grid: grid)
    }

    /// The detail of the user's own product on its second image.
    static func detailState(_ language: Language) -> AppState {
        var state = loadedList(language)
        send(.openProduct(id: 105), to: &state)
        send(.detail(.detailLoaded(detail), on: 1), to: &state)
        send(.detail(.imagePaged(by: 1), on: 1), to: &state)
        send(
            .detail(.imageLoaded(imageID: 2, ShowcaseCatalogue.picture(seed: 2, side: 12)), on: 1), to: &state
        )
        return state
    }

    static func send(_ event: AppEvent, to state: inout AppState) {
        ShowcaseCatalogue.send(event, to: &state)
    }

    /// Open Market's web app, whose pages the tests draw (its market is never asked).
    @MainActor static let web = OpenMarketWeb(
        .inMemory(
            seed: 2022, credentials: VendorCredentials(vendorID: owner, identifier: "web", password: "web")))

    /// The live page of `state` and its document, as a browser's first GET receives it.
    @MainActor
    static func page(_ state: AppState) -> (page: BrowserPage, document: String) {
        let made = web.page(of: state, in: context(state.configuration.language).session)
        return (made.page, made.document)
    }

    /// The whole page of `state`, as a browser's first GET receives it.
    @MainActor
    static func document(_ state: AppState) -> String {
        page(state).document
    }
}
