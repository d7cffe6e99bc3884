extension PictureKind {
    /// The form's image at an index.
    public static let formImage = PictureKind("form-images")
}

extension PictureKey {
    /// The form's image at `index`.
    public static func formImage(index: Int) -> PictureKey { PictureKey(.formImage, index) }
}
