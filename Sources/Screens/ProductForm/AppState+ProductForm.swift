/// The app's state and view state read by this screen's kind: for tests, previews and front ends.
extension AppState {
    /// The form screen in the path. Setting it replaces that screen's state, or pushes a form when there
    /// is none; setting `nil` pops the form.
    public var form: ProductFormState? {
        get { if case .form(let state)? = destination(.form) { state } else { nil } }
        set { setDestination(newValue.map(AppDestination.form), kind: .form) }
    }
}

extension AppViewState {
    /// The form, when it is the screen on top.
    public var formScreen: ProductFormViewState? {
        if case .destination(.form(let form)) = screen { form } else { nil }
    }
}
