import Market
import MarketInMemory
import Presenters
import Screens
import TextFrontEnd
import TextUI

/// Puts products in front of a person: the app with a page loaded, and every screen that shows a
/// product, reached through `AppFeature` events as a person would reach them.
enum Scenes {
    static let userVendorID = Catalogue.demoVendorID

    static func app(_ language: Language = .korean, size: TerminalSize = .standard) -> AppState {
        var state = AppState(configuration: AppConfiguration(language: language, userVendorID: userVendorID))
        _ = AppFeature().reduce(&state, .list(.viewportResized(ScreenView.viewportSize(for: size))))
        return state
    }

    /// The app launched and answered with `page`.
    static func loaded(_ page: ProductPage, _ language: Language = .korean, size: TerminalSize = .standard)
        -> AppState
    {
        var state = app(language, size: size)
        let effects = AppFeature().reduce(&state, .launched)
        guard case .list(.fetchPage(let request))? = effects.first else { return state }
        _ = AppFeature().reduce(&state, .list(.pageLoaded(request, page)))
        return state
    }

    /// Every view of `state`'s list and of its first product: LIST at the top and at the end, GRID,
    /// the detail, the actions, the edit form, the password prompt and an alert quoting `serverText`.
    /// With `brief`, only the list, the grid, the detail, the edit form and the alert.
    static func views(
        of state: AppState, detail: ProductDetail? = nil, serverText: String = "", brief: Bool = false
    )
        -> [(String, AppViewState)]
    {
        let feature = AppFeature()
        var views: [(String, AppViewState)] = [("list", state.viewState)]
        var list = state
        _ = feature.reduce(&list, .list(.selectionMoved(by: max(1, state.list.products.count))))
        views.append(("list at the end", list.viewState))
        _ = feature.reduce(&list, .list(.layoutToggled))
        views.append(("grid at the end", list.viewState))
        _ = feature.reduce(&list, .list(.selectionMoved(by: -list.list.products.count)))
        views.append(("grid at the top", list.viewState))
        var shown = state
        _ = feature.reduce(&shown, .list(.selectionConfirmed))
        guard let opened = shown.path[detail: 1]?.productID, let product = state.list.selectedProduct else {
            return views
        }
        views.append(("detail loading", shown.viewState))
        let loaded =
            detail
            ?? ProductDetail(
                product: product,
                images: [ProductImage(id: 1, url: "memory://1", thumbnailURL: "memory://1-thumb")],
                vendor: Vendor(id: userVendorID, name: product.vendorName ?? product.name))
        _ = feature.reduce(&shown, .detail(.detailLoaded(loaded), on: 1))
        views.append(("detail of \(opened)", shown.viewState))
        if shown.path[detail: 1]?.isOwned == true {
            var sheet = shown
            _ = feature.reduce(&sheet, .detail(.actionsTapped, on: 1))
            views.append(("actions", sheet.viewState))
            var form = shown
            _ = feature.reduce(&form, .detail(.actionChosen(.edit), on: 1))
            views.append(("edit form", form.viewState))
            _ = feature.reduce(&form, .form(.submitTapped, on: 1))
            _ = feature.reduce(&form, .form(.submitFailed(.server(status: 400, message: serverText)), on: 1))
            views.append(("edit form after a refused save", form.viewState))
            var prompt = shown
            _ = feature.reduce(&prompt, .detail(.actionChosen(.delete), on: 1))
            _ = feature.reduce(&prompt, .detail(.delete(.passwordChanged(SecretText(serverText))), on: 1))
            views.append(("password prompt", prompt.viewState))
        }
        var alert = shown
        _ = feature.reduce(&alert, .detail(.retryTapped, on: 1))
        _ = feature.reduce(&alert, .detail(.detailFailed(.transport(serverText)), on: 1))
        views.append(("alert", alert.viewState))
        guard brief else { return views }
        let kept: Set<String> = ["list", "grid at the top", "detail of \(opened)", "edit form", "alert"]
        return views.filter { kept.contains($0.0) }
    }
}
