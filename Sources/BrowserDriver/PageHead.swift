import HTMLUI

/// A page's `<head>`, written in this one place for every app's pages: the character set, the viewport
/// a phone lays the page out in, the title, the style sheet when there is one and, for a page live in
/// a session, the client script and its configuration (`ClientScript.headTags`).
public enum PageHead {
    /// The `<head>` of a page titled `title`, with the style sheet at `styleSheet` (none when nil) and,
    /// when `session` is given, the client script joining that session; without it the page needs no
    /// script.
    public static func tag(title: String, styleSheet: String? = nil, session: SessionContext? = nil)
        -> HTMLNode
    {
        Tag.head {
            Tag.meta(.charset("utf-8"))
            Tag.meta(.name("viewport"), .content("width=device-width, initial-scale=1"))
            Tag.title { title }
            if let styleSheet { Tag.link(.rel("stylesheet"), .href(styleSheet)) }
            if let session {
                ClientScript.headTags(
                    live: session.liveURL, session: session.id, token: session.token,
                    upload: session.uploadURL)
            }
        }
    }
}
