import BrowserDriver
import Presenters
import Screens

/// What a page needs besides the view state: its session's addresses and token, and its language.
public struct PageContext: Hashable, Sendable {
    public var session: SessionContext
    public var language: Language

    public init(session: SessionContext, language: Language) {
        self.session = session
        self.language = language
    }

    public var strings: Strings { Strings(language) }

    /// A product's thumbnail, served through the shared thumbnail cache.
    func thumbnailURL(productID: Int) -> String {
        session.resourceURL(SessionResource.thumbnails.rawValue, key: "\(productID)")
    }

    /// One image of the product on the detail screen.
    func imageURL(imageID: Int) -> String {
        session.resourceURL(SessionResource.images.rawValue, key: "\(imageID)")
    }

    /// The form's image at `index`; `count` and `name` make the address change when the strip does,
    /// so the browser never shows a removed image under a reused address.
    func formImageURL(index: Int, count: Int, name: String) -> String {
        session.resourceURL(SessionResource.formImages.rawValue, key: "\(index)")
            + "?of=\(count)&name=\(AppRoute.queryValue(name))"
    }
}
