import Loop
import Market
import Presenters

/// Everything that happens in the app: the screens' events, and navigation and alerts.
public indirect enum AppEvent: Equatable, Sendable, Codable {
    case launched
    case list(ProductListEvent)
    /// An event for the pushed screen with this id (what a person did on the screen a front end drew,
    /// an answer to its work, an alert's retry), dropped once that screen is popped; or a pop of that
    /// screen and those above it. `AppEvent.detail(_:on:)` and its like name them; a front end
    /// addresses what a person does with the ids of the view it drew (`AppViewState.onTop(_:)`).
    case path(StackEvent<AppDestination.Event>)
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
}
