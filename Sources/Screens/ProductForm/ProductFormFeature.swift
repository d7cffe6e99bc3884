import Loop
import Market
import Presenters

/// The register and edit form: live validation, images, currency, and a submit that can happen only
/// once at a time and never loses what was typed.
public struct ProductFormFeature: Reducer {
    public init() {}

    public func reduce(_ state: inout ProductFormState, _ event: ProductFormEvent) -> [ProductFormEffect] {
        switch event {
        case .focusMoved(let delta):
            let order = state.focusOrder
            let current = order.firstIndex(of: state.focus) ?? 0
            state.focus = order[((current + delta) % order.count + order.count) % order.count]
            return []
        case .focused(let focus):
            if state.focusOrder.contains(focus) { state.focus = focus }
            return []
        case .textChanged(let field, let text):
            guard !state.isSubmitting else { return [] }
            switch field {
            case .name: state.input.name = text
            case .price: state.input.price = text
            case .discountedPrice: state.input.discountedPrice = text
            case .stock: state.input.stock = text
            case .description: state.input.description = text
            case .images, .currency: return []
            }
            state.feedback.markEdited(field)
            return []
        case .typed(let text):
            if state.focus == .images { return reduce(&state, .imagePathChanged(state.imagePath + text)) }
            guard let field = state.focus.textField else { return [] }
            return reduce(&state, .textChanged(field, state.text(of: field) + text))
        case .deletedBackward:
            if state.focus == .images {
                if !state.imagePath.isEmpty {
                    return reduce(&state, .imagePathChanged(String(state.imagePath.dropLast())))
                }
                return state.input.images.isEmpty
                    ? [] : reduce(&state, .imageRemoved(at: state.input.images.count - 1))
            }
            guard let field = state.focus.textField else { return [] }
            return reduce(&state, .textChanged(field, String(state.text(of: field).dropLast())))
        case .imagePathChanged(let path):
            state.imagePath = path
            state.attachError = nil
            return []
        case .attachRequested:
            let path = state.imagePath.trimmingWhitespace
            guard state.canAddImage, !path.isEmpty else { return [] }
            return [.readImage(path: path)]
        case .imageAttached(let image):
            guard state.canAddImage else {
                state.attachError = AttachError(fileName: image.fileName, reason: .noRoom)
                return []
            }
            return [.prepareImage(image, maxBytes: state.validation.rules.maximumImageBytes)]
        case .imagePrepared(let image):
            guard state.canAddImage else { return [] }
            state.input.images.append(image)
            state.imagePath = ""
            state.attachError = nil
            state.feedback.markEdited(.images)
            return []
        case .imageAttachFailed(let error):
            state.attachError = error
            return []
        case .imageRemoved(let index):
            guard !state.isEditing, !state.isSubmitting, state.input.images.indices.contains(index) else {
                return []
            }
            state.input.images.remove(at: index)
            state.feedback.markEdited(.images)
            return []
        case .currencySelected(let currency):
            guard !state.isSubmitting else { return [] }
            state.input.currency = currency
            state.feedback.markEdited(.currency)
            return []
        case .currencyToggled:
            return reduce(&state, .currencySelected(state.input.currency == .krw ? .usd : .krw))
        case .focusConfirmed:
            switch state.focus {
            case .images: return reduce(&state, .attachRequested)
            case .submit: return submit(&state)
            default: return reduce(&state, .focusMoved(by: 1))
            }
        case .submitTapped:
            return submit(&state)
        case .submitted(let detail):
            // Only the answer this form waits for: an edit form's for its own product.
            guard state.isSubmitting else { return [] }
            if case .edit(let edited) = state.mode, edited.id != detail.id { return [] }
            state.isSubmitting = false
            return [.delegate(.submitted(detail))]
        case .marketChanged(.deleted(let id)):
            if case .edit(let detail) = state.mode, detail.id == id { state.isProductGone = true }
            return []
        case .marketChanged:
            return []
        case .submitFailed(let error):
            guard state.isSubmitting else { return [] }
            state.isSubmitting = false
            state.submitError = error
            return [.delegate(.submitFailed(error))]
        }
    }

    private func submit(_ state: inout ProductFormState) -> [ProductFormEffect] {
        guard !state.isSubmitting, !state.isProductGone else { return [] }
        state.feedback.markSubmitAttempted()
        guard state.errors.isEmpty else { return [] }
        let effect: ProductFormEffect?
        switch state.mode {
        case .register:
            effect = state.validation.draft(from: state.input).map(ProductFormEffect.register)
        case .edit(let detail):
            effect = state.validation.edit(from: state.input, original: detail.product).map {
                .edit(id: detail.id, $0)
            }
        }
        guard let effect else { return [] }
        state.isSubmitting = true
        state.submitError = nil
        return [effect]
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
