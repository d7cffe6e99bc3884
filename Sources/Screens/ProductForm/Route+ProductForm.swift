extension Route {
    /// The register form: `/products/new`.
    public static let register = Route(ProductFormState.registerAddress.pattern)

    /// The edit form of a product: `/products/ID/edit`.
    public static func edit(productID: Int) -> Route {
        Route(ProductFormState.editAddress.pattern, ["id": "\(productID)"])
    }
}

extension ProductFormState {
    /// Where the register form answers, straight above the list.
    static let registerAddress = ScreenAddress("/products/new", kind: .form) { _, state in
        .push(.form(state.newForm(.register)), above: .list)
    }

    /// Where an edit form answers: above its product's detail, which opens it once the product has
    /// loaded.
    static let editAddress = ScreenAddress("/products/:id/edit", kind: .form) { route, _ in
        route.productID.map { .ask(.detail(.editorRequested), of: .product(id: $0)) }
    }
}
