import LoopObservation
import Screens
import ScreensLive
import UIKit

/// Open Market in UIKit: a navigation controller over the product list, on the embedded market
/// (without its photos: this list draws no thumbnails), acting for its demo vendor (the credentials
/// come from the environment). An app makes it its window's root view controller.
@MainActor
public func makeOpenMarketViewController() -> UIViewController {
    let credentials = DemoCredentials.from(ProcessInfo.processInfo.environment)
    let loop = OpenMarketApp.inMemory(seed: 2022, credentials: credentials, photos: false)
        .makeLoop(language: .english, clock: nil)
    let store = Store(loop)
    let navigation = UINavigationController(rootViewController: ProductListViewController(store: store))
    store.send(.launched)
    return navigation
}
