import BrowserDriver
import HTMLUI
import Loop
import Market
import Presenters
import Screens
import WebCore

/// What the browser reports, as the app's events: the pointer-first intents of the pages `WebPage`
/// draws. What an event means is the reducers' to decide; this only names it. A report on a pushed
/// screen carries the id the page drew it with (`data-screen`), and its event goes to that screen
/// alone: a report from a page whose screen has since been popped and replaced is dropped, never
/// given to the new one. Anything unknown or malformed maps to no event.
public enum ClientEventMapping {
    /// The events for `event`, given the state the page was drawn from. A name that is no
    /// `PageEvent`, or one reported as another kind than its elements make, maps to none.
    public static func events(for event: ClientEvent, in state: AppState) -> [AppEvent] {
        if event.kind == .navigate {
            return event.path.flatMap(AppRoute.init(path:)).map { [.routeRequested($0)] } ?? []
        }
        guard let name = PageEvent(event) else { return [] }
        return events(name, event, screen(of: event.data), state)
    }

    /// The id of the pushed screen a report came from (`data-screen`); nil from the list's page.
    private static func screen(of data: [String: String]) -> StackElementID? {
        data["screen"].flatMap(Int.init).map(StackElementID.init(rawValue:))
    }

    private static func events(
        _ name: PageEvent, _ event: ClientEvent, _ screen: StackElementID?, _ state: AppState
    ) -> [AppEvent] {
        let data = event.data
        /// `event` for the pushed screen the report came from.
        func onScreen(_ event: AppDestination.Event) -> [AppEvent] {
            screen.map { [.path(.element($0, event))] } ?? []
        }
        switch name {
        case .open:
            return data["id"].flatMap(AppRoute.productID).map { [.routeRequested(.product(id: $0))] } ?? []
        case .register: return [.registerTapped]
        case .layout:
            guard let layout = data["layout"].flatMap(ProductLayout.init(rawValue:)) else { return [] }
            return listed(.layoutSelected(layout), on: screen, state).map { [$0] } ?? []
        case .listRetry: return listed(.retryTapped, on: screen, state).map { [$0] } ?? []
        case .newProducts: return [.list(.newProductsShown)]
        case .products: return visible(event.ids ?? [], on: screen, state)
        case .back: return [.backTapped]
        case .detailRetry: return onScreen(.detail(.retryTapped))
        case .page:
            guard let by = data["by"].flatMap(Int.init), abs(by) == 1 else { return [] }
            return onScreen(.detail(.imagePaged(by: by)))
        case .actions: return onScreen(.detail(.actionsTapped))
        case .action:
            switch data["action"] {
            case "edit": return onScreen(.detail(.actionChosen(.edit)))
            case "delete": return onScreen(.detail(.actionChosen(.delete)))
            default: return []
            }
        case .passwordConfirm: return onScreen(.detail(.delete(.passwordSubmitted)))
        case .password: return onScreen(.detail(.delete(.passwordChanged(SecretText(event.value ?? "")))))
        case .alertRetry: return [.alertRetryTapped]
        case .alertDismiss: return [.alertDismissed]
        case .field:
            guard let field = data["field"].flatMap(ProductField.init(rawValue:)),
                ![.images, .currency].contains(field)
            else { return [] }
            return onScreen(.form(.textChanged(field, event.value ?? "")))
        case .removeImage:
            guard let index = data["index"].flatMap(Int.init) else { return [] }
            return onScreen(.form(.imageRemoved(at: index)))
        case .currency:
            guard let code = data["code"],
                let currency = Currency.selectable.first(where: { $0.code == code })
            else { return [] }
            return onScreen(.form(.currencySelected(currency)))
        case .submit: return onScreen(.form(.submitTapped))
        }
    }

    /// `event` for the products listed on the page the report came from: the list's, or those of the
    /// pushed screen `screen` (the search's results); nil once that screen is gone.
    private static func listed(_ event: ProductListEvent, on screen: StackElementID?, _ state: AppState)
        -> AppEvent?
    {
        guard let screen else { return .list(event) }
        guard let kind = state.path[id: screen]?.kind else { return nil }
        return AppDestination.Event.listing(event, on: kind).map { .path(.element(screen, $0)) }
    }

    /// The products in view, by id, as the visible range of the products the page lists (the list's,
    /// or the search's results); the viewport holds as many as are in view (one column: the browser
    /// lays out the grid, the list only needs which products show).
    private static func visible(_ ids: [String], on screen: StackElementID?, _ state: AppState) -> [AppEvent]
    {
        guard let list = screen.map({ state.path[id: $0]?.screen.listedProducts }) ?? state.list else {
            return []
        }
        let indices = ids.compactMap { AppRoute.productID($0).flatMap(list.products.index(ofID:)) }
        guard let lower = indices.min(), let upper = indices.max() else { return [] }
        let count = upper - lower + 1
        var events: [ProductListEvent] = []
        let size = ViewportSize(listRows: count, gridColumns: 1, gridRows: count)
        if list.viewportSize != size { events.append(.viewportResized(size)) }
        events.append(.visibleRangeChanged(lower..<(upper + 1)))
        return events.compactMap { listed($0, on: screen, state) }
    }

    /// The events of files chosen in the browser (the upload's `file` parts) for the form `screen`
    /// (its `screen` part): each is attached as `attach` does with a path; the form's validation checks
    /// the bytes.
    public static func events(forUploads parts: [MultipartPart]) -> [AppEvent] {
        let screenPart = parts.first { $0.name == "screen" }
        guard
            let screen = screenPart.flatMap({
                screen(of: ["screen": String(decoding: $0.data, as: UTF8.self)])
            })
        else { return [] }
        return parts.compactMap { part in
            guard part.name == "file", let filename = part.filename else { return nil }
            let name = filename.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
            return .form(
                .imageAttached(ImageUpload(fileName: name.isEmpty ? "image" : name, data: part.data)),
                on: screen)
        }
    }
}
