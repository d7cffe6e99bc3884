import Loop
import Screens

/// What a key asks for, before it is addressed: an app event, an event for the screen on top, or one
/// for the products listed on top. `KeyMap` addresses it with the ids of the view the key was read
/// on, so a key always reaches the screen that was drawn when it was pressed.
public enum KeyIntent: Equatable, Sendable {
    case app(AppEvent)
    case onTop(AppDestination.Event)
    case onTopList(ProductListEvent)

    /// An event for the search on top.
    static func search(_ event: SearchEvent) -> KeyIntent { .onTop(.search(event)) }

    /// An event for the detail on top.
    static func detail(_ event: ProductDetailEvent) -> KeyIntent { .onTop(.detail(event)) }

    /// An event for the form on top.
    static func form(_ event: ProductFormEvent) -> KeyIntent { .onTop(.form(event)) }

    /// The event to send in `view`; nil where the screen it asks for is not on top.
    func event(in view: AppViewState) -> AppEvent? {
        switch self {
        case .app(let event): event
        case .onTop(let event): view.onTop(event)
        case .onTopList(let event): view.onTopList(event)
        }
    }
}
