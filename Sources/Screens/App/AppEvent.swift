import Market
import Presenters

/// Everything that happens in the app: the screens' events, and navigation and alerts.
public indirect enum AppEvent: Equatable, Sendable {
    case launched
    case list(ProductListEvent)
    /// An event for a screen pushed above the list (`AppEvent.detail(_:)` and its like name them).
    case destination(AppDestination.Event)
    /// A list event for the products listed on top: the list's, or those a pushed screen lists (the
    /// search's results). Nothing on a screen that lists no products.
    case topList(ProductListEvent)
    /// Open the detail of the selected product (enter on the list).
    case openSelected
    case openProduct(id: Int)
    case registerTapped
    /// Go to a route (a link, the browser's back and forward): screens are pushed and popped to match.
    /// An edit route opens the product and then its editor, once the product has loaded and is the
    /// user's own.
    case routeRequested(AppRoute)
    /// Back or cancel (esc): closes what is presented, else pops a screen; nothing on the list.
    case backTapped
    case alertDismissed
    case alertRetryTapped
    /// The alert's default button (enter): retry when offered, else dismiss.
    case alertConfirmed
    case languageChanged(Language)
}
