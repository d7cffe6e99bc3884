import Presenters
import Screens

/// What a page needs besides the view state: its language, and the addresses of its session (pictures,
/// uploads), which every session URL the page holds starts with.
public struct PageContext: Hashable, Sendable {
    /// `/s/SESSION`: the session's own addresses are below it.
    public var sessionPath: String
    /// The session's token, which every state-changing request must carry.
    public var token: String
    public var language: Language

    public init(sessionPath: String, token: String, language: Language) {
        self.sessionPath = sessionPath
        self.token = token
        self.language = language
    }

    public var strings: Strings { Strings(language) }

    /// A product's thumbnail, served through the shared thumbnail cache.
    func thumbnailURL(productID: Int) -> String {
        SessionResource.thumbnails.path(in: sessionPath, key: "\(productID)")
    }

    /// One image of the product on the detail screen.
    func imageURL(imageID: Int) -> String { SessionResource.images.path(in: sessionPath, key: "\(imageID)") }

    /// The form's image at `index`; `count` and `name` make the address change when the strip does,
    /// so the browser never shows a removed image under a reused address.
    func formImageURL(index: Int, count: Int, name: String) -> String {
        SessionResource.formImages.path(in: sessionPath, key: "\(index)")
            + "?of=\(count)&name=\(AppRoute.queryValue(name))"
    }

    /// The session's id: the last segment of `sessionPath`.
    var sessionID: String { sessionPath.split(separator: "/").last.map(String.init) ?? "" }
    var uploadURL: String { SessionResource.uploadPath(in: sessionPath) }
}
