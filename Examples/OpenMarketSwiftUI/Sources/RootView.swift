import Loop
import LoopObservation
import Screens
import SwiftUI

/// The navigation stack: the list at its root, each pushed screen drawn by its id, the alert over
/// them. Back (a button or a swipe) pops the screen it leaves, as an event.
struct RootView: View {
    let model: AppModel

    var body: some View {
        let app = model.app
        let path = app.path(\.pathIDs, pop: { .path(.popFrom($0)) })
        NavigationStack(path: Binding(get: path.get, set: path.set)) {
            ProductListView(app: app, list: model.list, rows: model.rows)
                .navigationDestination(for: StackElementID.self) { id in
                    ScreenView(app: app, id: id)
                }
        }
        .alert(
            app.value.alert?.title ?? "",
            isPresented: Binding(
                get: { @MainActor in app.value.alert != nil },
                set: { @MainActor in if !$0, app.value.alert != nil { app.send(.alertDismissed) } })
        ) {
            if let retry = app.value.alert?.retry {
                Button(retry) { app.send(.alertRetryTapped) }
            }
            Button(app.value.alert?.dismiss ?? "OK", role: .cancel) { app.send(.alertDismissed) }
        } message: {
            Text(app.value.alert?.message ?? "")
        }
    }
}

/// The pushed screen `id`, drawn as its kind is.
struct ScreenView: View {
    let app: ViewStore<AppViewState, AppEvent>
    let id: StackElementID

    var body: some View {
        let kind = app.value.destination(id)?.kind
        if kind == .detail {
            ProductDetailView(app: app, id: id)
        } else if kind == .form {
            ProductFormView(app: app, id: id)
        } else {
            // The search and the seller's profile are the terminal's and the browser's in this example.
            Text(app.value.destination(id)?.kind.name ?? "")
        }
    }
}
