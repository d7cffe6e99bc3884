import Loop

/// This screen's kind, and the app's state, view state, events and work read and written for it: for
/// tests, previews and front ends.
extension ScreenKind {
    /// A product's seller and their products.
    public static let seller = SellerProfileState.kind
}

extension StackState<AppDestination> {
    /// The seller profile screen `id`, while it is on the stack. Setting it replaces that screen's state, or pushes
    /// it when `id` is the next screen's; setting `nil` pops it and what is above it.
    public subscript(seller id: StackElementID) -> SellerProfileState? {
        get { self[id: id]?.screen(SellerProfileState.self) }
        set { self[id: id] = newValue.map(AppDestination.seller) }
    }
}

extension AppViewState {
    /// The seller profile, when it is the screen on top.
    public var sellerScreen: SellerProfileViewState? { top(SellerProfileViewState.self) }
}

extension AnyScreen where Screens == AppScreens {
    /// The screen `state`, to push.
    public static func seller(_ state: SellerProfileState) -> Self { Self(state) }
}

extension AnyScreenEvent where Screens == AppScreens {
    /// An event for this kind of screen.
    public static func seller(_ event: SellerProfileEvent) -> Self {
        Self(event, for: SellerProfileState.self)
    }

    /// The event, if it is for this kind of screen.
    public var seller: SellerProfileEvent? { base(for: SellerProfileState.self) }
}

extension AnyScreenEffect where Screens == AppScreens {
    /// Work of this kind of screen.
    public static func seller(_ effect: SellerProfileEffect) -> Self {
        Self(effect, of: SellerProfileState.self)
    }

    /// The work, if this kind of screen asked for it.
    public var seller: SellerProfileEffect? { base(for: SellerProfileState.self) }
}

extension AppEvent {
    /// An event for the screen `id`, of this kind.
    public static func seller(_ event: SellerProfileEvent, on id: StackElementID) -> AppEvent {
        .path(.element(id, .seller(event)))
    }
}

extension AppEffect {
    /// Work of the screen `id`, of this kind.
    public static func seller(_ effect: SellerProfileEffect, on id: StackElementID) -> AppEffect {
        .path(.element(id, .seller(effect)))
    }
}
