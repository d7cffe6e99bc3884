import Loop
import Market
import MarketTestSupport
import Presenters
import Screens

/// States the tests start from, built by running the reducers; the tests that start from scratch
/// assert each of these steps exhaustively.
enum ListScenario {
    static let pageOne = Fixtures.ids(from: 100, count: 20)
    static let pageTwo = Fixtures.ids(from: 80, count: 20)

    /// After `.appeared` and the answer to page one.
    static func loaded(_ ids: [Int] = pageOne, hasNext: Bool = true) -> ProductListState {
        loaded(MarketFixtures.page(1, ids: ids, hasNext: hasNext))
    }

    static func loaded(_ page: ProductPage) -> ProductListState {
        var state = ProductListState(itemsPerPage: Fixtures.itemsPerPage)
        let list = ProductListFeature()
        _ = list.reduce(&state, .appeared)
        _ = list.reduce(&state, .pageLoaded(Fixtures.request(1), page))
        return state
    }

    /// Page one shown, the selection moved to index 15 and page two asked for (still in flight).
    static func fetchingPageTwo() -> ProductListState {
        var state = loaded()
        _ = ProductListFeature().reduce(&state, .selectionMoved(by: 15))
        return state
    }

    /// Pages one and two shown (40 products), selection at 15, thumbnails 0..<20 asked for.
    static func twoPagesLoaded() -> ProductListState {
        var state = fetchingPageTwo()
        _ = ProductListFeature().reduce(
            &state, .pageLoaded(Fixtures.request(2), MarketFixtures.page(2, ids: pageTwo)))
        return state
    }

    /// Answers every loading thumbnail as loaded, except `stillLoading`.
    static func answerThumbnails(_ state: inout ProductListState, except stillLoading: Set<Int> = []) {
        for (id, status) in state.thumbnails where status == .loading && !stillLoading.contains(id) {
            _ = ProductListFeature().reduce(&state, .thumbnailLoaded(productID: id, Fixtures.picture))
        }
    }
}

enum FormScenario {
    /// A product the form edits: discounted, so its discount is typed out.
    static let editedProduct = MarketFixtures.product(
        id: 5, vendorID: Fixtures.userVendorID, name: "MacBook Pro",
        description: "A laptop for writing Swift.",
        price: 1_300_000, discountedPrice: 100_000, stock: 5)

    static let editedDetail = MarketFixtures.detail(editedProduct, imageCount: 2)

    /// What `typeValidProduct` types, as the register draft it makes.
    static let validDraft = ProductDraft(
        name: "MacBook Pro", description: "A laptop for writing Swift.", price: 1_300_000,
        discountedPrice: 100_000, stock: 5, currency: .krw, images: [Fixtures.image()])

    /// The events that fill an empty register form with `validDraft`.
    static let validTyping: [ProductFormEvent] = [
        .imagePrepared(Fixtures.image()),
        .textChanged(.name, "MacBook Pro"),
        .textChanged(.price, "1300000"),
        .textChanged(.discountedPrice, "100000"),
        .textChanged(.stock, "5"),
        .textChanged(.description, "A laptop for writing Swift."),
    ]

    static func filledRegisterForm() -> ProductFormState {
        var state = ProductFormState(mode: .register)
        for event in validTyping { _ = ProductFormFeature().reduce(&state, event) }
        return state
    }
}

enum AppScenario {
    static let configuration = AppConfiguration(
        userVendorID: Fixtures.userVendorID, itemsPerPage: Fixtures.itemsPerPage)
    /// The user's own product, third in the list.
    static let ownedID = 98
    /// Another seller's product, second in the list.
    static let foreignID = 99

    /// Page one: ids 100 to 81, all by another seller except `ownedID`.
    static let pageOne: ProductPage = {
        var page = MarketFixtures.page(1, ids: ListScenario.pageOne)
        page.products = ListScenario.pageOne.map { id in
            MarketFixtures.product(
                id: id, vendorID: id == ownedID ? Fixtures.userVendorID : Fixtures.otherVendorID)
        }
        return page
    }()

    static var ownedDetail: ProductDetail {
        MarketFixtures.detail(pageOne.products[2], imageCount: 3)
    }

    static func reduce(_ state: inout AppState, _ events: AppEvent...) {
        for event in events { _ = AppFeature().reduce(&state, event) }
    }

    /// Launched, page one shown, selection on the first product.
    static func onList() -> AppState {
        var state = AppState(configuration: configuration)
        reduce(&state, .launched, .list(.pageLoaded(Fixtures.request(1), pageOne)))
        return state
    }

    /// The detail of `id` (selected by moving down from the top), loaded.
    static func onDetail(of index: Int, detail: ProductDetail) -> AppState {
        var state = onList()
        reduce(
            &state, .list(.selectionMoved(by: index)), .list(.selectionConfirmed),
            .detail(.detailLoaded(detail), on: 1))
        return state
    }

    static func onOwnedDetail() -> AppState {
        onDetail(of: 2, detail: ownedDetail)
    }

    /// The register form over the list, filled in with `FormScenario.validDraft`.
    static func registering() -> AppState {
        var state = onList()
        reduce(&state, .registerTapped)
        for event in FormScenario.validTyping { reduce(&state, .form(event, on: 1)) }
        return state
    }
}
