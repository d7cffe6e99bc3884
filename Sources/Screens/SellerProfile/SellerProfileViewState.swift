import Presenters

/// The seller profile as any front end draws it: the seller's name as its title, then the seller's
/// products as a list; its status says what is loading or failed.
public struct SellerProfileViewState: Equatable, Sendable {
    /// The seller's name, or "Seller" until it is known.
    public var title: String
    /// The title of a window or tab showing the profile.
    public var pageTitle: String
    /// The seller's products in view, laid out as the list's.
    public var products: ProductListViewState
}

extension SellerProfileViewState: PushedScreenViewState {
    public var listedProducts: ProductListViewState? { products }
}

extension SellerProfileState {
    public func viewState(_ strings: Strings) -> SellerProfileViewState {
        var products = products.viewState(strings)
        products.back = strings.appTitle
        products.addButton = nil
        var title = strings.sellerTitle
        switch seller {
        case .unknown, .loading:
            products.status = .loadingFirstPage(strings.loading)
        case .failed(let error):
            products.status = .failed(message: strings.message(for: error), retry: strings.retry)
        case .unnamed:
            products.status = .empty(strings.sellerUnnamed)
        case .loaded(let vendor):
            title = vendor.name(in: strings.language.rawValue)
            if case .endOfList = products.status {
                products.status = .endOfList(strings.everySellerProductShown)
            }
        }
        products.title = title
        return SellerProfileViewState(
            title: title, pageTitle: seller.isLoaded ? strings.sellerTitle(title) : title, products: products)
    }
}

extension SellerProfileState.Seller {
    var isLoaded: Bool { if case .loaded = self { true } else { false } }
}
