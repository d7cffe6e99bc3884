import HTMLUI
import Market
import Presenters
import Screens
import WebCore

/// What the browser reports, as the app's events: the pointer-first intents of the pages `WebPage`
/// draws. What an event means is the reducers' to decide; this only names it. Anything unknown or
/// malformed maps to no event.
public enum ClientEventMapping {
    /// The events for `event`, given the state the page was drawn from. A name that is no
    /// `PageEvent`, or one reported as another kind than its elements make, maps to none.
    public static func events(for event: ClientEvent, in state: AppState) -> [AppEvent] {
        if event.kind == .navigate {
            return event.path.flatMap(AppRoute.init(path:)).map { [.routeRequested($0)] } ?? []
        }
        guard let name = PageEvent(name: event.name), name.kind == event.kind else { return [] }
        return events(name, event, state)
    }

    private static func events(_ name: PageEvent, _ event: ClientEvent, _ state: AppState) -> [AppEvent] {
        let data = event.data
        switch name {
        case .open:
            return data["id"].flatMap(AppRoute.productID).map { [.routeRequested(.product(id: $0))] } ?? []
        case .register: return [.registerTapped]
        case .layout:
            guard let layout = data["layout"].flatMap(ProductLayout.init(rawValue:)) else { return [] }
            return [.topList(.layoutSelected(layout))]
        case .listRetry: return [.list(.retryTapped)]
        case .newProducts: return [.list(.newProductsShown)]
        case .products: return visible(event.ids ?? [], state)
        case .back: return [.backTapped]
        case .detailRetry: return [.detail(.retryTapped)]
        case .page:
            guard let by = data["by"].flatMap(Int.init), abs(by) == 1 else { return [] }
            return [.detail(.imagePaged(by: by))]
        case .actions: return [.detail(.actionsTapped)]
        case .action:
            switch data["action"] {
            case "edit": return [.detail(.actionChosen(.edit))]
            case "delete": return [.detail(.actionChosen(.delete))]
            default: return []
            }
        case .passwordConfirm: return [.detail(.delete(.passwordSubmitted))]
        case .password: return [.detail(.delete(.passwordChanged(SecretText(event.value ?? ""))))]
        case .alertRetry: return [.alertRetryTapped]
        case .alertDismiss: return [.alertDismissed]
        case .field:
            guard let field = data["field"].flatMap(ProductField.init(rawValue:)),
                ![.images, .currency].contains(field)
            else { return [] }
            return [.form(.textChanged(field, event.value ?? ""))]
        case .removeImage:
            guard let index = data["index"].flatMap(Int.init) else { return [] }
            return [.form(.imageRemoved(at: index))]
        case .currency:
            guard let code = data["code"],
                let currency = Currency.selectable.first(where: { $0.code == code })
            else { return [] }
            return [.form(.currencySelected(currency))]
        case .submit: return [.form(.submitTapped)]
        }
    }

    /// The products in view, by id, as the visible range of the list on top (the products, or the
    /// search's results); the viewport holds as many as are in view (one column: the browser lays out
    /// the grid, the list only needs which products show).
    private static func visible(_ ids: [String], _ state: AppState) -> [AppEvent] {
        guard let list = state.topList else { return [] }
        let indices = ids.compactMap { AppRoute.productID($0).flatMap(list.products.index(ofID:)) }
        guard let lower = indices.min(), let upper = indices.max() else { return [] }
        let count = upper - lower + 1
        var events: [ProductListEvent] = []
        let size = ViewportSize(listRows: count, gridColumns: 1, gridRows: count)
        if list.viewportSize != size { events.append(.viewportResized(size)) }
        events.append(.visibleRangeChanged(lower..<(upper + 1)))
        return events.map(AppEvent.topList)
    }

    /// The events of files chosen in the browser (the upload's `file` parts): each is attached as
    /// `attach` does with a path; the form's validation checks the bytes.
    public static func events(forUploads parts: [MultipartPart]) -> [AppEvent] {
        parts.compactMap { part in
            guard part.name == "file", let filename = part.filename else { return nil }
            let name = filename.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
            return .form(
                .imageAttached(ImageUpload(fileName: name.isEmpty ? "image" : name, data: part.data)))
        }
    }
}
