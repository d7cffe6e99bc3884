extension PictureKind {
    /// An image of the product on the detail screen.
    public static let detailImage = PictureKind("images")
}

extension PictureKey {
    /// The detail's image `imageID`.
    public static func detailImage(imageID: Int) -> PictureKey { PictureKey(.detailImage, imageID) }
}
