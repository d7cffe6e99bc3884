extension Route {
    /// The profile of a product's seller: `/products/ID/seller`.
    public static func seller(productID: Int) -> Route {
        Route(SellerProfileState.address.pattern, ["id": "\(productID)"])
    }
}

extension SellerProfileState {
    /// Where the profile answers: above its product's detail, which opens first.
    static let address = ScreenAddress("/products/:id/seller", kind: .seller) { route, state in
        route.productID.map {
            .push(
                .seller(SellerProfileState(productID: $0, like: state.list)), then: [.seller(.appeared)],
                above: .product(id: $0))
        }
    }
}
