import Loop
import Market
import Presenters

/// The seller profile: a product's seller, by name, and that seller's products, paged in from the
/// market's list like the list's, in LIST or GRID; a product chosen opens its detail.
public struct SellerProfileFeature: Reducer {
    public init() {}

    public func reduce(_ state: inout SellerProfileState, _ event: SellerProfileEvent)
        -> [SellerProfileEffect]
    {
        switch event {
        case .appeared:
            state.seller = .loading
            return [.fetchProduct(id: state.productID)]
        case .productLoaded(let detail):
            guard detail.id == state.productID, state.seller == .loading else { return [] }
            guard let id = detail.vendor?.id ?? detail.product.vendorID else {
                state.seller = .unnamed
                return []
            }
            state.seller = .loaded(detail.vendor ?? Vendor(id: id, name: detail.product.vendorName ?? ""))
            state.products.vendorID = id
            return products(&state, .appeared)
        case .productFailed(let error):
            guard state.seller == .loading else { return [] }
            state.seller = .failed(error)
            return []
        case .products(let event):
            switch (state.seller, event) {
            case (.failed, .retryTapped), (.failed, .reloadTapped):
                return reduce(&state, .appeared)
            case (.loaded, _), (_, .viewportResized), (_, .layoutToggled), (_, .layoutSelected):
                return products(&state, event)
            default:
                // Until the seller is known, no page is asked for: it would list every vendor's products.
                return []
            }
        }
    }

    /// The seller's products' work. A chosen product goes up; a failed page they show themselves.
    private func products(_ state: inout SellerProfileState, _ event: ProductListEvent)
        -> [SellerProfileEffect]
    {
        ProductListFeature().reduce(&state.products, event).compactMap { effect in
            switch effect {
            case .delegate(.productChosen(let id)): .delegate(.productChosen(id: id))
            case .delegate(.pageFailed): nil
            default: .products(effect)
            }
        }
    }
}
