import HTMLUI
import Presenters

/// The page's connection status: an empty live region (`role="status"`, WAI-ARIA's status pattern,
/// so a screen reader announces it without moving focus) that the client script fills with its
/// `data-offline` text the moment the connection is lost, and empties once the tab has rejoined.
enum ConnectionStatus {
    static func region(_ language: Language) -> HTMLNode {
        Tag.p(
            .id("connection-status"), .class("connection-status"), .role("status"),
            .data("offline", offline(language)))
    }

    /// What the region says while the tab is offline.
    static func offline(_ language: Language) -> String {
        switch language {
        case .english: "Offline. Reconnecting… What you do meanwhile is sent once the connection is back."
        case .korean: "연결이 끊겼습니다. 다시 연결하는 중… 그동안 한 일은 연결되면 보내집니다."
        }
    }
}
