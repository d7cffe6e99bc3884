import Foundation

/// The page's only script, a resource file of this module (`Resources/webui.js`) served by the front end as a
/// file (`path`), and the tags that configure it. It opens one WebSocket per tab at the `webui-live` address
/// and speaks `ClientMessage` and `ServerMessage` on it: joins the page's session, reports clicks, field
/// values, forms submitted (`data-submit`), visibility and back/forward as numbered `ClientEvent`s, applies
/// the `HTMLPatch`es it gets, and uploads chosen files as multipart POSTs to the session's upload address
/// (carrying the token in `X-Session-Token`), each answered before the next report goes. A lost connection is
/// shown in the page's `#connection-status` live region (its `data-offline` text) and rejoined; see the
/// script's opening comment. A new screen (`#screen` replaced) is scrolled where it was when its address was
/// left, if its list (`#products`) starts with the same item, else to the top, as following a link does.
/// Links clicked with a modifier are the browser's. A click on an element with `data-remember="KEY"` is kept
/// as the cookie KEY (its `data-KEY`), for the server to draw the next page with, and in `localStorage`,
/// clicked again on a new session that did not. Files are sent one a request, in the order chosen; those past
/// the file input's `data-max-bytes` or `data-max-count`, or of another type than PNG or JPEG, are refused at
/// once in `#upload-refusals` with its `data-too-large`, `data-too-many` or `data-not-picture` text. Dialogs
/// (the overlay's last child) follow WAI-ARIA's dialog pattern: focus moves in and stays there, Escape
/// reports `back`, focus returns to the control that opened them; Enter in `#password` clicks
/// `#password-confirm`, and in a form's field clicks `#submit`.
public enum ClientScript {
    /// Where a front end serves `source` (`text/javascript`).
    public static let path = "/webui.js"

    /// The `<meta>` tags naming the WebSocket's address, the session, its token and its upload address,
    /// and the `<script>` tag; put them in `<head>`.
    public static func headTags(live: String, session: String, token: String, upload: String) -> [HTMLNode] {
        [
            Tag.meta(.name("webui-live"), .content(live)),
            Tag.meta(.name("webui-session"), .content(session)),
            Tag.meta(.name("webui-token"), .content(token)),
            Tag.meta(.name("webui-upload"), .content(upload)),
            Tag.script(.src(path), .defer),
        ]
    }

    /// The script's text, read once from the module's resource `webui.js`.
    public static let source: String = {
        guard let url = Bundle.module.url(forResource: "webui", withExtension: "js"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { preconditionFailure("the resource webui.js is missing from HTMLUI's bundle") }
        return text
    }()
}
