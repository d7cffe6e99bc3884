import Images
import Market

/// What happens on the detail screen.
public enum ProductDetailEvent: Equatable, Sendable, Codable {
    case appeared
    case retryTapped
    /// The pager moved by this many images.
    case imagePaged(by: Int)
    case detailLoaded(ProductDetail)
    case detailFailed(MarketError)
    /// The image was decoded into the picture the pager shows.
    case imageLoaded(imageID: Int, Picture)
    case imageFailed(imageID: Int)
    /// Open the actions of the user's own product (edit, delete).
    case actionsTapped
    /// Edit or delete the user's own product, from the action sheet or directly; a delete asks for the
    /// password first, an edit opens the form (the app's part).
    case actionChosen(ProductAction)
    /// The action selected on the action sheet is chosen (enter).
    case actionSheetConfirmed
    /// Open the editor as soon as the product has loaded, if it is the user's (an edit link).
    case editorRequested
    /// Back or cancel (esc): closes the delete flow when it shows, else the detail itself.
    case backTapped
    /// The app goes to another address: the delete flow closes, and a delete in progress stops.
    case navigated
    case delete(DeleteFlowEvent)
    /// The market changed, maybe elsewhere: this product's new values show, or that it is gone.
    case marketChanged(MarketUpdate)
}
