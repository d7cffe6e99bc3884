extension PictureKind {
    /// A product's thumbnail, in the list or a screen that lists products.
    public static let thumbnail = PictureKind("thumbnails")
}

extension PictureKey {
    /// The thumbnail of product `productID`.
    public static func thumbnail(productID: Int) -> PictureKey { PictureKey(.thumbnail, productID) }
}
