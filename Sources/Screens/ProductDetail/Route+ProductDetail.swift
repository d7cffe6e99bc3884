extension Route {
    /// The product's detail: `/products/ID`.
    public static func product(id: Int) -> Route {
        Route(ProductDetailState.address.pattern, ["id": "\(id)"])
    }
}

extension ProductDetailState {
    /// Where the detail answers: it opens above the screen that lists the product, if one is on top.
    static let address = ScreenAddress("/products/:id", kind: .detail) { route, _ in
        route.productID.map { .event(.openProduct(id: $0)) }
    }
}
