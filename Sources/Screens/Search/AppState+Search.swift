import Loop

/// This screen's kind, and the app's state, view state, events and work read and written for it: for
/// tests, previews and front ends.
extension ScreenKind {
    /// The search, above the list.
    public static let search = SearchState.kind
}

extension StackState<AppDestination> {
    /// The search screen `id`, while it is on the stack. Setting it replaces that screen's state, or pushes
    /// it when `id` is the next screen's; setting `nil` pops it and what is above it.
    public subscript(search id: StackElementID) -> SearchState? {
        get { self[id: id]?.screen(SearchState.self) }
        set { self[id: id] = newValue.map(AppDestination.search) }
    }
}

extension AppViewState {
    /// The search, when it is the screen on top.
    public var searchScreen: SearchViewState? { top(SearchViewState.self) }
}

extension AnyScreen where Screens == AppScreens {
    /// The screen `state`, to push.
    public static func search(_ state: SearchState) -> Self { Self(state) }
}

extension AnyScreenEvent where Screens == AppScreens {
    /// An event for this kind of screen.
    public static func search(_ event: SearchEvent) -> Self { Self(event, for: SearchState.self) }

    /// The event, if it is for this kind of screen.
    public var search: SearchEvent? { base(for: SearchState.self) }
}

extension AnyScreenEffect where Screens == AppScreens {
    /// Work of this kind of screen.
    public static func search(_ effect: SearchEffect) -> Self { Self(effect, of: SearchState.self) }

    /// The work, if this kind of screen asked for it.
    public var search: SearchEffect? { base(for: SearchState.self) }
}

extension AppEvent {
    /// An event for the screen `id`, of this kind.
    public static func search(_ event: SearchEvent, on id: StackElementID) -> AppEvent {
        .path(.element(id, .search(event)))
    }
}

extension AppEffect {
    /// Work of the screen `id`, of this kind.
    public static func search(_ effect: SearchEffect, on id: StackElementID) -> AppEffect {
        .path(.element(id, .search(effect)))
    }
}
