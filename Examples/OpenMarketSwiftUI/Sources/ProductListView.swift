import LoopObservation
import Presenters
import Screens
import SwiftUI

/// The list: every loaded product, lazily; a row seen asks for the next page when it is near the
/// end; pull to refresh; the register button.
struct ProductListView: View {
    let app: ViewStore<AppViewState, AppEvent>
    let list: ViewStore<ProductListViewState, AppEvent>
    let rows: ViewStore<[ProductCellViewState], AppEvent>

    var body: some View {
        List {
            ForEach(Array(rows.value.enumerated()), id: \.element.id) { index, cell in
                Button {
                    rows.send(.openProduct(id: cell.id))
                } label: {
                    ProductRow(cell: cell)
                }
                .onAppear { rows.send(.list(.visibleRangeChanged(index..<index + 1))) }
            }
            ListStatusView(status: list.value.status) { list.send(.list(.retryTapped)) }
        }
        .navigationTitle(list.value.title)
        .refreshable { await list.send(.list(.refreshPulled)) }
        .toolbar {
            if list.value.addButton != nil {
                Button {
                    app.send(.registerTapped)
                } label: {
                    Image(systemName: "plus")
                }
                .accessibilityLabel(list.value.addButtonLabel)
            }
        }
    }
}

/// A product's row: its name, its price (the original struck through), its stock (sold out in orange).
struct ProductRow: View {
    let cell: ProductCellViewState

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(cell.name).font(.headline)
            HStack {
                ForEach(Array(cell.price.enumerated()), id: \.offset) { _, part in
                    TextToneView(text: part)
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(cell.spokenPrice)
            TextToneView(text: cell.stock)
        }
    }
}

/// Text in its tone: a struck original price, a warning, an error, secondary, accent or standard.
struct TextToneView: View {
    let text: PresentedText

    var body: some View {
        switch text.tone {
        case .struckOriginal: Text(text.text).strikethrough().foregroundStyle(.red)
        case .warning: Text(text.text).foregroundStyle(.orange)
        case .error: Text(text.text).foregroundStyle(.red)
        case .secondary: Text(text.text).foregroundStyle(.secondary)
        case .accent: Text(text.text).foregroundStyle(.tint)
        case .standard: Text(text.text)
        }
    }
}

/// What the list says below its rows: loading, the end, empty, or a failure with its retry.
struct ListStatusView: View {
    let status: ProductListViewState.ListStatus
    let retry: @MainActor () -> Void

    var body: some View {
        switch status {
        case .loadingFirstPage(let text), .loadingMore(let text):
            ProgressView(text)
        case .endOfList(let text), .empty(let text):
            Text(text).foregroundStyle(.secondary)
        case .failed(let message, let label):
            VStack(alignment: .leading) {
                Text(message).foregroundStyle(.red)
                Button(label, action: retry)
            }
        case .idle:
            EmptyView()
        }
    }
}
