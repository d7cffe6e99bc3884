import Market

/// A picture a screen shows, named as a front end that fetches pictures one by one asks for it: its
/// kind, which the screen that shows it declares in its own folder (`PictureKey.detailImage(imageID:)`
/// beside the detail), and its key there.
public struct PictureKey: Hashable, Sendable {
    public let kind: PictureKind
    /// A product id, an image id or an index, as the kind says.
    public let key: Int

    public init(_ kind: PictureKind, _ key: Int) {
        self.kind = kind
        self.key = key
    }
}

/// A kind of picture, named as a front end's address writes it (`thumbnails`, `images`): the app lists
/// each screen declares its kinds (`PushedScreen.pictureKinds`).
public struct PictureKind: Hashable, Sendable {
    public let name: String

    public init(_ name: String) { self.name = name }

    /// Every screen's kinds of picture.
    public static var all: [PictureKind] { [.thumbnail] + AppScreens.pushed.flatMap { $0.pictureKinds } }
}

/// Where a picture a screen shows comes from.
public enum PictureSource: Equatable, Sendable {
    /// The market's picture at this address.
    case market(url: String)
    /// A picture chosen in the form and not sent yet.
    case chosen(ImageUpload)
}
