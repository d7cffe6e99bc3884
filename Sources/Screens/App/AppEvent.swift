import Loop
import Market
import Presenters

/// Everything that happens in the app: the screens' events, and navigation and alerts.
public indirect enum AppEvent: Equatable, Sendable, Codable {
    case launched
    case list(ProductListEvent)
    /// An event for the pushed screen with this id (an answer to its work, an alert's retry), dropped
    /// once that screen is popped; or a pop of that screen and those above it.
    case path(StackEvent<AppDestination.Event>)
    /// An event for the screen on top, if it is of the event's kind: what a person does on the screen
    /// shown (`AppEvent.detail(_:)` and its like name them).
    case top(AppDestination.Event)
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
    case routeRequested(Route)
    /// Back or cancel (esc): closes what is presented, else pops a screen; nothing on the list.
    case backTapped
    case alertDismissed
    case alertRetryTapped
    /// The alert's default button (enter): retry when offered, else dismiss.
    case alertConfirmed
    case languageChanged(Language)
    /// The market changed, here or elsewhere (another tab, another session on a shared market): every
    /// screen showing the product, or a list it belongs in, shows it.
    case marketChanged(MarketUpdate)
}

extension AppEvent {
    /// An event for the pushed screen `id`.
    public static func destination(_ id: StackElementID, _ event: AppDestination.Event) -> AppEvent {
        .path(.element(id, event))
    }

    /// An event for the search screen on top.
    public static func search(_ event: SearchEvent) -> AppEvent { .top(.search(event)) }

    /// An event for the detail screen on top.
    public static func detail(_ event: ProductDetailEvent) -> AppEvent { .top(.detail(event)) }

    /// An event for the form on top.
    public static func form(_ event: ProductFormEvent) -> AppEvent { .top(.form(event)) }
}
