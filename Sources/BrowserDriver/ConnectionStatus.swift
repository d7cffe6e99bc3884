import HTMLUI

/// The page's connection status: an empty live region (`role="status"`, WAI-ARIA's status pattern, so
/// a screen reader announces it without moving focus) that the client script fills with its
/// `data-offline` text the moment the connection is lost, and empties once the tab has rejoined.
/// `DrawnPage.document` puts it in every page; an app drawing its own document puts it in its body.
public enum ConnectionStatus {
    /// What the region says while the tab is offline, unless the app says it in its own words.
    public static let offlineInEnglish =
        "Offline. Reconnecting…"

    /// The region, saying `offline` while the tab is offline.
    public static func region(offline: String = offlineInEnglish) -> HTMLNode {
        Tag.p(
            .id("connection-status"), .class("connection-status"), .role("status"), .data("offline", offline))
    }
}
