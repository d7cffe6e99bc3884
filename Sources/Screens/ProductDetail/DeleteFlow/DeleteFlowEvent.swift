import Market

/// What happens in the delete flow: a person's choices and the answers to its two requests.
public enum DeleteFlowEvent: Equatable, Sendable, Codable {
    /// The action sheet's selection moves to the other action.
    case actionSelectionMoved
    /// The password's whole new text (a front end that edits whole values).
    case passwordChanged(SecretText)
    /// Text typed or pasted at the end of the password.
    case typed(SecretText)
    /// The password's last character goes.
    case deletedBackward
    case passwordSubmitted
    /// Back or cancel: closes what shows; a delete in progress is stopped.
    case cancelTapped
    case deletionSecretFound(productID: Int, secret: SecretText)
    case deletionSecretFailed(productID: Int, MarketError)
    case deleted(productID: Int)
    case deleteFailed(productID: Int, MarketError)
}
