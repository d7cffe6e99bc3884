import Loop
import Market

/// The product detail screen: loads one product, pages through its images and, on the user's own
/// product, presents the delete flow (`DeleteFlowFeature`). It tells its parent what the parent acts on
/// (`ProductDetailDelegate`): a failed load that a retry may mend, an edit asked for, a delete done or
/// failed. A product the market does not have is no failure but a state of its own (`isGone`).
public struct ProductDetailFeature: Reducer {
    public init() {}

    public func reduce(_ state: inout ProductDetailState, _ event: ProductDetailEvent)
        -> [ProductDetailEffect]
    {
        switch event {
        case .appeared, .retryTapped:
            state.isLoading = true
            state.loadError = nil
            return [.fetchDetail(id: state.productID)]
        case .detailLoaded(let detail):
            guard detail.id == state.productID else { return [] }
            state.isLoading = false
            state.loadError = nil
            state.detail = detail
            state.imageIndex = min(state.imageIndex, max(0, detail.images.count - 1))
            let editor = state.editsWhenLoaded ? reduce(&state, .actionChosen(.edit)) : []
            state.editsWhenLoaded = false
            return loadCurrentImage(&state) + editor
        case .detailFailed(let error) where error.isNotFound:
            state.isLoading = false
            state.isGone = true
            return []
        case .detailFailed(let error):
            state.isLoading = false
            state.loadError = error
            return [.delegate(.loadFailed(error))]
        case .imagePaged(let delta):
            guard let count = state.detail?.images.count, count > 0 else { return [] }
            state.imageIndex = min(max(0, state.imageIndex.clampedAdding(delta)), count - 1)
            return loadCurrentImage(&state)
        case .imageLoaded(let id, let picture):
            if state.images[id] == .loading { state.images[id] = .loaded(picture) }
            return []
        case .imageFailed(let id):
            if state.images[id] == .loading { state.images[id] = .failed }
            return []
        case .actionsTapped:
            guard state.isOwned, state.delete == nil else { return [] }
            state.delete = .actionSheet(ActionSheet(productID: state.productID))
            return []
        case .actionChosen(let action):
            guard state.isOwned, state.delete?.passwordPrompt == nil, let detail = state.detail else {
                return []
            }
            switch action {
            case .delete:
                state.delete = .passwordPrompt(PasswordPrompt(productID: state.productID))
                return []
            case .edit:
                state.delete = nil
                return [.delegate(.editRequested(detail))]
            }
        case .backTapped:
            guard state.delete != nil else { return [.delegate(.closed)] }
            return reduce(&state, .delete(.cancelTapped))
        case .navigated:
            return reduce(&state, .delete(.cancelTapped))
        case .editorRequested:
            guard state.detail == nil else { return reduce(&state, .actionChosen(.edit)) }
            state.editsWhenLoaded = true
            return []
        case .actionSheetConfirmed:
            guard let selection = state.delete?.actionSheet?.selection else { return [] }
            return reduce(&state, .actionChosen(selection))
        case .marketChanged(.edited(let detail)) where detail.id == state.productID && state.detail != nil:
            return reduce(&state, .detailLoaded(detail))
        case .marketChanged(.deleted(let id)) where id == state.productID:
            // The person's own delete closes the screen when it is answered.
            guard state.delete?.passwordPrompt?.isVerifying != true else { return [] }
            state.detail = nil
            state.isLoading = false
            state.delete = nil
            state.isGone = true
            return []
        case .marketChanged(.missed) where state.detail != nil:
            // Read again, quietly: the detail stays on screen until the answer replaces it.
            return [.fetchDetail(id: state.productID)]
        case .marketChanged:
            return []
        case .delete(let event):
            return DeleteFlowFeature().reduce(&state.delete, event).map { effect in
                switch effect {
                case .delegate(.deleted(let id)): .delegate(.deleted(productID: id))
                case .delegate(.failed(let error)):
                    .delegate(
                        .deleteFailed(error, retry: error.isRetryable ? .delete(.passwordSubmitted) : nil))
                default: .delete(effect)
                }
            }
        }
    }

    private func loadCurrentImage(_ state: inout ProductDetailState) -> [ProductDetailEffect] {
        guard let images = state.detail?.images, images.indices.contains(state.imageIndex) else { return [] }
        let image = images[state.imageIndex]
        guard state.images[image.id] == nil || state.images[image.id] == .failed else { return [] }
        state.images[image.id] = .loading
        return [.loadImage(imageID: image.id, url: image.url)]
    }
}
