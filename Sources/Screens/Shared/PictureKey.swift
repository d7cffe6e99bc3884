import Market

/// A picture a screen shows, named as a front end that fetches pictures one by one asks for it.
public enum PictureKey: Hashable, Sendable {
    /// A product's thumbnail, in the list or a screen that lists products (the search's results).
    case thumbnail(productID: Int)
    /// An image of the product on the detail screen.
    case detailImage(imageID: Int)
    /// The form's image at an index.
    case formImage(index: Int)
}

/// Where a picture a screen shows comes from.
public enum PictureSource: Equatable, Sendable {
    /// The market's picture at this address.
    case market(url: String)
    /// A picture chosen in the form and not sent yet.
    case chosen(ImageUpload)
}
