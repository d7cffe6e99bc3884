import Loop
import Market

/// The delete flow of the user's own product: the action sheet, the password prompt, the secret lookup
/// and the delete. A wrong password is said in the prompt and cleared. Opening the sheet and choosing
/// an action are the detail screen's (`ProductDetailFeature`); the outcome, a deleted product or a
/// failure, it tells its parent (`DeleteFlowDelegate`).
public struct DeleteFlowFeature: Reducer {
    public init() {}

    public func reduce(_ state: inout DeleteFlowState?, _ event: DeleteFlowEvent) -> [DeleteFlowEffect] {
        switch event {
        case .actionSelectionMoved:
            if let selection = state?.actionSheet?.selection {
                state?.actionSheet?.selection = selection == .edit ? .delete : .edit
            }
            return []
        case .passwordChanged(let password):
            guard state?.passwordPrompt?.isVerifying == false else { return [] }
            state?.passwordPrompt?.password = password
            state?.passwordPrompt?.wasRefused = false
            return []
        case .typed(let text):
            guard let password = state?.passwordPrompt?.password else { return [] }
            return reduce(&state, .passwordChanged(SecretText(password.revealed + text.revealed)))
        case .deletedBackward:
            guard let password = state?.passwordPrompt?.password else { return [] }
            return reduce(&state, .passwordChanged(SecretText(String(password.revealed.dropLast()))))
        case .passwordSubmitted:
            guard var prompt = state?.passwordPrompt, !prompt.isVerifying, !prompt.password.isEmpty else {
                return []
            }
            prompt.isVerifying = true
            prompt.wasRefused = false
            state = .passwordPrompt(prompt)
            return [.lookUpDeletionSecret(productID: prompt.productID, password: prompt.password)]
        case .cancelTapped:
            let wasVerifying = state?.passwordPrompt?.isVerifying == true
            state = nil
            return wasVerifying ? [.cancel] : []
        case .deletionSecretFound(let id, let secret):
            guard let prompt = state?.passwordPrompt, prompt.productID == id, prompt.isVerifying else {
                return []
            }
            return [.delete(productID: id, secret: secret)]
        case .deletionSecretFailed(let id, let error):
            guard state?.passwordPrompt?.productID == id else { return [] }
            state?.passwordPrompt?.isVerifying = false
            guard error.refusesPassword else { return [.delegate(.failed(error))] }
            state?.passwordPrompt?.password = ""
            state?.passwordPrompt?.wasRefused = true
            return []
        case .deleted(let id):
            if state?.productID == id { state = nil }
            return [.delegate(.deleted(productID: id))]
        case .deleteFailed(let id, let error):
            guard state?.passwordPrompt?.productID == id else { return [] }
            state?.passwordPrompt?.isVerifying = false
            return [.delegate(.failed(error))]
        }
    }
}

extension MarketError {
    /// Whether the secret lookup's failure means a wrong password. The server names no status for it,
    /// so any client error counts, except a product that is gone and a refusal worth retrying.
    var refusesPassword: Bool {
        guard case .server(let status, _) = self else { return false }
        return (400..<500).contains(status) && status != 404 && !isRetryable
    }
}
