import Loop
import LoopObservation
import Presenters
import Screens
import ScreensLive
import SwiftUI

/// The app's store and the parts of it the views observe, made once: the whole view state (the
/// stack, the alert), the list's header and status, and every loaded product for the lazy list.
@MainActor
final class AppModel {
    let store: Store<AppFeature>
    let app: ViewStore<AppViewState, AppEvent>
    let list: ViewStore<ProductListViewState, AppEvent>
    let rows: ViewStore<[ProductCellViewState], AppEvent>

    init() {
        // The embedded market, acting for its demo vendor; the credentials come from the environment.
        let credentials = DemoCredentials.from(ProcessInfo.processInfo.environment)
        let loop = OpenMarketApp.inMemory(seed: 2022, credentials: credentials, photos: true)
            .makeLoop(language: .english, clock: nil)
        store = Store(loop)
        app = store.scope { $0.viewState }
        list = store.scope { $0.list.viewState($0.configuration.strings) }
        rows = store.scope { $0.list.loadedCells($0.configuration.strings) }
        store.send(.launched)
    }
}
