import HTMLUI

/// A live page's whole document: `<html lang>`, the head (`PageHead`: the title, the style sheet, the
/// client script's configuration), the body, and the connection's status after it.
enum PageDocument {
    static func render(
        title: String, body: [HTMLNode], in context: SessionContext, language: String, styleSheet: String?,
        offline: String
    ) -> String {
        HTMLRenderer.document(
            Tag.html(.lang(language)) {
                PageHead.tag(title: title, styleSheet: styleSheet, session: context)
                Tag.body {
                    body
                    ConnectionStatus.region(offline: offline)
                }
            })
    }
}
