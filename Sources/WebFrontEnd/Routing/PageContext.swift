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

    /// Where the session serves the picture `key` (`/s/SESSION/KIND/KEY`), while a screen shows it:
    /// every screen's kinds of picture, with no table of them here (`PictureKind.all`).
    func pictureURL(_ key: PictureKey) -> String {
        session.resourceURL(key.kind.name, key: "\(key.key)")
    }

    /// The form's image at `index`; `count` and `name` make the address change when the strip does,
    /// so the browser never shows a removed image under a reused address.
    func formImageURL(index: Int, count: Int, name: String) -> String {
        pictureURL(.formImage(index: index)) + "?of=\(count)&name=\(AppRoute.queryValue(name))"
    }
}
