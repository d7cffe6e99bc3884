import AccessibilityText

extension ProductListViewState {
    /// What a screen reader gets from the list, in reading order: the way back on a list pushed above
    /// the list, the title, then the search's field where there is one; LIST and GRID as a group, the
    /// one shown pressed; the notice of new products, and the register link if offered (named as its
    /// screen, where it shows "+"); the products in view, each a link read as its name, price and
    /// stock (no list while there are none, as a screen reader skips an empty one); what the list says
    /// below them, with its retry after a failure.
    public var accessibility: [AccessibilityNode] {
        (back.map { [AccessibilityNode(.link, $0)] } ?? [])
            + [AccessibilityNode(.heading, title, states: [.level(1)])]
            + (searchField.map { [AccessibilityNode(.searchbox, $0.label, value: $0.query)] } ?? [])
            + [
                AccessibilityNode(
                    .group, layoutLabel,
                    children: segments.map {
                        AccessibilityNode(.button, $0.title, states: $0.isSelected ? [.pressed] : [])
                    })
            ]
            + (newProducts.map { [AccessibilityNode(.button, $0)] } ?? [])
            + (addButton == nil ? [] : [AccessibilityNode(.link, addButtonLabel)])
            + (cells.isEmpty ? [] : [AccessibilityNode(.list, children: cells.map(\.accessibility))])
            + status.accessibility
    }
}

extension ProductCellViewState {
    /// The product's link, read as its name, price (a struck one in words) and stock.
    var accessibility: AccessibilityNode {
        AccessibilityNode(
            .listitem,
            children: [
                AccessibilityNode(.link, [name, spokenPrice, stock.text].joined(separator: " "))
            ])
    }
}

extension ProductListViewState.ListStatus {
    var accessibility: [AccessibilityNode] {
        switch self {
        case .loadingFirstPage(let text), .loadingMore(let text), .endOfList(let text), .empty(let text):
            [.text(text)]
        case .failed(let message, let retry):
            [.text(message), AccessibilityNode(.button, retry)]
        case .idle:
            []
        }
    }
}
