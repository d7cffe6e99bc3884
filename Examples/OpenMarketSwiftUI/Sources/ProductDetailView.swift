import Loop
import LoopObservation
import Screens
import SwiftUI

/// A product's detail: the image pager, name, stock, price, seller and description, or what failed
/// with its retry; on the user's own product, the actions (edit, delete) and the password prompt.
struct ProductDetailView: View {
    let app: ViewStore<AppViewState, AppEvent>
    let id: StackElementID
    /// The password as typed, which the view state only ever holds as bullets.
    @State private var password = ""

    private var detail: ProductDetailViewState? {
        app.value.destination(id)?.screen(ProductDetailViewState.self)
    }

    var body: some View {
        if let detail {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    if let content = detail.content {
                        ProductContentView(content: content) {
                            app.send(.detail(.imagePaged(by: $0), on: id))
                        }
                    } else if let error = detail.error {
                        Text(error).foregroundStyle(.red)
                        if !detail.isGone { Button(detail.retry) { app.send(.detail(.retryTapped, on: id)) } }
                    } else if detail.isLoading {
                        ProgressView(detail.loadingText)
                    }
                }
                .padding()
            }
            .navigationTitle(detail.title)
            .toolbar {
                if let actions = detail.actions {
                    Button(actions) { app.send(.detail(.actionsTapped, on: id)) }
                }
            }
            .confirmationDialog(
                detail.delete?.actionSheet?.title ?? "",
                isPresented: presented(dismissed: .backTapped) { $0.delete?.actionSheet != nil },
                titleVisibility: .visible
            ) {
                if let sheet = detail.delete?.actionSheet {
                    Button(sheet.actions[0].title) { app.send(.detail(.actionChosen(.edit), on: id)) }
                    Button(sheet.actions[1].title, role: .destructive) {
                        app.send(.detail(.actionChosen(.delete), on: id))
                    }
                }
            }
            .alert(
                detail.delete?.passwordPrompt?.title ?? "",
                isPresented: presented(dismissed: nil) { $0.delete?.passwordPrompt != nil }
            ) {
                if let prompt = detail.delete?.passwordPrompt {
                    SecureField(prompt.placeholder, text: $password)
                    Button(prompt.confirm) { app.send(.detail(.delete(.passwordSubmitted), on: id)) }
                    Button(prompt.cancel, role: .cancel) { app.send(.detail(.delete(.cancelTapped), on: id)) }
                }
            } message: {
                Text(detail.delete?.passwordPrompt?.error ?? "")
            }
            .onChange(of: password) {
                app.send(.detail(.delete(.passwordChanged(SecretText(password))), on: id))
            }
            // A refused password is cleared, as the state clears it.
            .onChange(of: detail.delete?.passwordPrompt?.maskedText ?? "") { _, masked in
                if masked.isEmpty { password = "" }
            }
        }
    }

    /// Whether what `shows` reads is presented over the detail. A dialog the system dismissed while
    /// the state still shows it (a tap outside the action sheet) sends `dismissed`; one its buttons
    /// closed (each sends its own event) sends nothing more. An alert is dismissed by any of its
    /// buttons, so the password prompt sends nothing: its Cancel says so itself.
    private func presented(
        dismissed: ProductDetailEvent?, _ shows: @escaping @MainActor (ProductDetailViewState) -> Bool
    ) -> Binding<Bool> {
        let isShown: @MainActor () -> Bool = {
            app.value.destination(id)?.screen(ProductDetailViewState.self).map(shows) ?? false
        }
        return Binding(
            get: { @MainActor in isShown() },
            set: { @MainActor in if !$0, isShown(), let dismissed { app.send(.detail(dismissed, on: id)) } })
    }
}

/// The loaded product.
struct ProductContentView: View {
    let content: ProductDetailViewState.Content
    let page: (Int) -> Void

    var body: some View {
        if let imagePage = content.imagePage {
            HStack {
                Button(content.previousImage, systemImage: "chevron.left") { page(-1) }
                Text(imagePage)
                Button(content.nextImage, systemImage: "chevron.right") { page(1) }
            }
            .labelStyle(.iconOnly)
        }
        Text(content.name).font(.title2)
        TextToneView(text: content.stock)
        HStack {
            ForEach(Array(content.price.enumerated()), id: \.offset) { _, part in TextToneView(text: part) }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(content.spokenPrice)
        if let vendor = content.vendor { Text(vendor).foregroundStyle(.secondary) }
        TextToneView(text: content.description)
    }
}
