import Loop

/// The app's state, view state, events and effects for this screen's kind: for tests, previews and
/// front ends.
extension AppState {
    /// The seller profile in the path. Setting it replaces its state, or pushes a profile when there
    /// is none; setting `nil` pops it and what is above it.
    public var sellerProfile: SellerProfileState? {
        get { if case .seller(let state)? = destination(.seller) { state } else { nil } }
        set { setDestination(newValue.map(AppDestination.seller), kind: .seller) }
    }
}

extension AppViewState {
    /// The seller profile, when it is the screen on top.
    public var sellerScreen: SellerProfileViewState? {
        if case .destination(.seller(let seller)) = screen { seller } else { nil }
    }
}

extension AppEvent {
    /// An event for the seller profile `id`.
    public static func seller(_ event: SellerProfileEvent, on id: StackElementID) -> AppEvent {
        .path(.element(id, .seller(event)))
    }
}

extension AppEffect {
    /// Work of the seller profile `id`.
    public static func seller(_ effect: SellerProfileEffect, on id: StackElementID) -> AppEffect {
        .path(.element(id, .seller(effect)))
    }
}
