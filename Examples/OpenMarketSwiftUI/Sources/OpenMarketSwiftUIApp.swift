import SwiftUI

/// Open Market in SwiftUI: the list, a product's detail with its actions, and the register and edit
/// forms, drawn from the same view states as the terminal and the browser.
@main
struct OpenMarketSwiftUIApp: App {
    @State private var model = AppModel()

    var body: some Scene {
        WindowGroup {
            RootView(model: model)
        }
    }
}
