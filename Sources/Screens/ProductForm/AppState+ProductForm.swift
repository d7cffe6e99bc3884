import Loop

/// This screen's kind, and the app's state, view state, events and work read and written for it: for
/// tests, previews and front ends.
extension ScreenKind {
    /// The register or edit form.
    public static let form = ProductFormState.kind
}

extension StackState<AppDestination> {
    /// The form screen `id`, while it is on the stack. Setting it replaces that screen's state, or pushes
    /// it when `id` is the next screen's; setting `nil` pops it and what is above it.
    public subscript(form id: StackElementID) -> ProductFormState? {
        get { self[id: id]?.screen(ProductFormState.self) }
        set { self[id: id] = newValue.map(AppDestination.form) }
    }
}

extension AppViewState {
    /// The form, when it is the screen on top.
    public var formScreen: ProductFormViewState? { top(ProductFormViewState.self) }
}

extension AnyScreen where Screens == AppScreens {
    /// The screen `state`, to push.
    public static func form(_ state: ProductFormState) -> Self { Self(state) }
}

extension AnyScreenEvent where Screens == AppScreens {
    /// An event for this kind of screen.
    public static func form(_ event: ProductFormEvent) -> Self { Self(event, for: ProductFormState.self) }

    /// The event, if it is for this kind of screen.
    public var form: ProductFormEvent? { base(for: ProductFormState.self) }
}

extension AnyScreenEffect where Screens == AppScreens {
    /// Work of this kind of screen.
    public static func form(_ effect: ProductFormEffect) -> Self { Self(effect, of: ProductFormState.self) }

    /// The work, if this kind of screen asked for it.
    public var form: ProductFormEffect? { base(for: ProductFormState.self) }
}

extension AppEvent {
    /// An event for the screen `id`, of this kind.
    public static func form(_ event: ProductFormEvent, on id: StackElementID) -> AppEvent {
        .path(.element(id, .form(event)))
    }
}

extension AppEffect {
    /// Work of the screen `id`, of this kind.
    public static func form(_ effect: ProductFormEffect, on id: StackElementID) -> AppEffect {
        .path(.element(id, .form(effect)))
    }
}
