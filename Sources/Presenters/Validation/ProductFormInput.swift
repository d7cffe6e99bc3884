import Market

/// The raw text of the product form as a person typed it.
public struct ProductFormInput: Hashable, Sendable, Encodable {
    public var name: String
    public var price: String
    public var discountedPrice: String
    public var stock: String
    public var description: String
    public var currency: Currency
    public var images: [ImageUpload]

    public init(
        name: String = "", price: String = "", discountedPrice: String = "", stock: String = "",
        description: String = "", currency: Currency = .krw, images: [ImageUpload] = []
    ) {
        self.name = name
        self.price = price
        self.discountedPrice = discountedPrice
        self.stock = stock
        self.description = description
        self.currency = currency
        self.images = images
    }

    /// The form filled in with a product to edit, written so that it reads back as the same values:
    /// no grouping, cents only when there are some, an empty discount when there is none.
    /// Images stay empty: they cannot be edited.
    public init(editing product: Product) {
        let amount = { (value: Double) in WrittenAmount(value, currency: product.currency)?.plainText ?? "" }
        self.init(
            name: product.name, price: amount(product.price),
            discountedPrice: product.isDiscounted ? amount(product.discountedPrice) : "",
            stock: String(product.stock), description: product.description ?? "", currency: product.currency)
    }
}
