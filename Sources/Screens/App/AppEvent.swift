import Market
import Presenters

/// Everything that happens in the app: screen events, navigation, the delete flow and its answers.
public indirect enum AppEvent: Equatable, Sendable {
    case launched
    case list(ProductListEvent)
    case detail(ProductDetailEvent)
    case form(ProductFormEvent)
    /// Open the detail of the selected product (enter on the list).
    case openSelected
    case openProduct(id: Int)
    case registerTapped
    /// Back or cancel (esc): closes what is presented, else pops a screen; nothing on the list.
    case backTapped
    case actionsTapped
    case actionChosen(ProductAction)
    case actionSelectionMoved
    case passwordChanged(SecretText)
    case passwordSubmitted
    case alertDismissed
    case alertRetryTapped
    case languageChanged(Language)
    case deletionSecretFound(productID: Int, secret: SecretText)
    case deletionSecretFailed(productID: Int, MarketError)
    case deleted(productID: Int)
    case deleteFailed(productID: Int, MarketError)
}
