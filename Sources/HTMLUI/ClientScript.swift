import Foundation

/// The page's only script, a resource file of this module (`Resources/webui.js`) served by the front
/// end as a file (`path`), and the tags that configure
/// it. It applies patches from the Server-Sent Events stream (events named `patch`, data a JSON array
/// of `HTMLPatch`), reports clicks, field values, visibility and back/forward as `ClientEvent` JSON,
/// and uploads chosen files as multipart (`name` = the input's `data-upload`, then a `file` part per
/// file). Every POST carries the session token in `X-Session-Token`, one at a time in order. A `push`
/// to a new address scrolls to the top, as following a link does.
public enum ClientScript {
    /// Where a front end serves `source` (`text/javascript`).
    public static let path = "/webui.js"

    /// The `<meta>` tags naming the stream, the event and upload addresses and the token, and the
    /// `<script>` tag; put them in `<head>`.
    public static func headTags(stream: String, events: String, upload: String, token: String) -> [HTMLNode] {
        [
            Tag.meta(.name("webui-stream"), .content(stream)),
            Tag.meta(.name("webui-post"), .content(events)),
            Tag.meta(.name("webui-upload"), .content(upload)),
            Tag.meta(.name("webui-token"), .content(token)),
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
