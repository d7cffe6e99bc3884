import Loop
import LoopObservation
import Market
import PhotosUI
import Screens
import SwiftUI

/// The register and edit forms: pictures chosen from the library, each field bound to its edit event
/// with its message under it, the currency, and Submit, dimmed while the rules refuse the values.
struct ProductFormView: View {
    let app: ViewStore<AppViewState, AppEvent>
    let id: StackElementID
    @State private var chosen: [PhotosPickerItem] = []

    var body: some View {
        if let form = app.value.destination(id)?.screen(ProductFormViewState.self) {
            Form {
                Section(form.images.label) {
                    ForEach(Array(form.images.items.enumerated()), id: \.offset) { index, name in
                        HStack {
                            Text(name)
                            if form.images.canRemove {
                                Spacer()
                                Button(form.images.remove, role: .destructive) {
                                    app.send(.form(.imageRemoved(at: index), on: id))
                                }
                            }
                        }
                    }
                    if let add = form.images.addCell {
                        PhotosPicker(
                            add, selection: $chosen, maxSelectionCount: form.images.limit, matching: .images)
                    }
                    if let error = form.images.error { Text(error).foregroundStyle(.red) }
                }
                ForEach(form.fields, id: \.field) { field in
                    Section {
                        TextField(
                            field.placeholder,
                            text: Binding(
                                get: { @MainActor in field.text },
                                set: { @MainActor in app.send(.form(.textChanged(field.field, $0), on: id)) }),
                            axis: field.isMultiline ? .vertical : .horizontal)
                        if let error = field.error { Text(error).font(.footnote).foregroundStyle(.red) }
                    }
                }
                Picker(form.currencyLabel, selection: currency(form)) {
                    ForEach(form.currency, id: \.title) { Text($0.title).tag($0.title) }
                }
                .pickerStyle(.segmented)
                if let error = form.submitError { Text(error).foregroundStyle(.red) }
            }
            .navigationTitle(form.title)
            .navigationBarBackButtonHidden()
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(form.cancel) { app.send(.backTapped) }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button(form.submit.title) { app.send(.form(.submitTapped, on: id)) }
                        .disabled(!form.submit.isEnabled)
                }
            }
            .onChange(of: chosen) {
                let items = chosen
                chosen = []
                Task { await attach(items) }
            }
        }
    }

    /// The currency selected, by its code; choosing another sends it.
    private func currency(_ form: ProductFormViewState) -> Binding<String> {
        Binding(
            get: { @MainActor in form.currency.first(where: \.isSelected)?.title ?? "" },
            set: { @MainActor code in
                if let currency = Currency.selectable.first(where: { $0.code == code }) {
                    app.send(.form(.currencySelected(currency), on: id))
                }
            })
    }

    /// Sends each picture chosen, in order, as the form's attachment: the form fits it under 300 KB.
    private func attach(_ items: [PhotosPickerItem]) async {
        for (index, item) in items.enumerated() {
            guard let data = try? await item.loadTransferable(type: Data.self) else { continue }
            app.send(
                .form(.imageAttached(ImageUpload(fileName: "photo-\(index + 1).jpg", data: data)), on: id))
        }
    }
}
