import Loop

/// This screen's kind, and the app's state, view state, events and work read and written for it: for
/// tests, previews and front ends.
extension ScreenKind {
    /// A product's detail.
    public static let detail = ProductDetailState.kind
}

extension StackState<AppDestination> {
    /// The detail screen `id`, while it is on the stack. Setting it replaces that screen's state, or pushes
    /// it when `id` is the next screen's; setting `nil` pops it and what is above it.
    public subscript(detail id: StackElementID) -> ProductDetailState? {
        get { self[id: id]?.screen(ProductDetailState.self) }
        set { self[id: id] = newValue.map(AppDestination.detail) }
    }
}

extension AppViewState {
    /// The detail, when it is the screen on top.
    public var detailScreen: ProductDetailViewState? { top(ProductDetailViewState.self) }
}

extension AnyScreen where Screens == AppScreens {
    /// The screen `state`, to push.
    public static func detail(_ state: ProductDetailState) -> Self { Self(state) }
}

extension AnyScreenEvent where Screens == AppScreens {
    /// An event for this kind of screen.
    public static func detail(_ event: ProductDetailEvent) -> Self {
        Self(event, for: ProductDetailState.self)
    }

    /// The event, if it is for this kind of screen.
    public var detail: ProductDetailEvent? { base(for: ProductDetailState.self) }
}

extension AnyScreenEffect where Screens == AppScreens {
    /// Work of this kind of screen.
    public static func detail(_ effect: ProductDetailEffect) -> Self {
        Self(effect, of: ProductDetailState.self)
    }

    /// The work, if this kind of screen asked for it.
    public var detail: ProductDetailEffect? { base(for: ProductDetailState.self) }
}

extension AppEvent {
    /// An event for the screen `id`, of this kind.
    public static func detail(_ event: ProductDetailEvent, on id: StackElementID) -> AppEvent {
        .path(.element(id, .detail(event)))
    }
}

extension AppEffect {
    /// Work of the screen `id`, of this kind.
    public static func detail(_ effect: ProductDetailEffect, on id: StackElementID) -> AppEffect {
        .path(.element(id, .detail(effect)))
    }
}
