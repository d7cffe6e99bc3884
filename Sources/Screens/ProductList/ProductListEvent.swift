import Images
import Market
import Presenters

/// What happens on the product list: a person's actions, the front end's reports, and answers.
public enum ProductListEvent: Equatable, Sendable, Codable {
    /// The screen appeared: the first page starts loading.
    case appeared
    case refreshPulled
    case retryTapped
    /// Load again: a retry after a failed page, a refresh otherwise.
    case reloadTapped
    /// The other layout (LIST, GRID): a key that switches.
    case layoutToggled
    /// This layout: a front end with a button for each.
    case layoutSelected(ProductLayout)
    /// The front end's viewport holds this many products.
    case viewportResized(ViewportSize)
    /// A scrolling front end reports the products in view.
    case visibleRangeChanged(Range<Int>)
    /// The selection moves by this many products (negative: back).
    case selectionMoved(by: Int)
    /// The selection moves one step in a direction: a product in LIST, a row or a column in GRID.
    case selectionMovedOneStep(MoveDirection)
    case pageLoaded(PageRequest, ProductPage)
    case pageFailed(PageRequest, MarketError)
    /// The thumbnail was decoded into the picture its slot shows.
    case thumbnailLoaded(productID: Int, Picture)
    case thumbnailFailed(productID: Int)
    /// The selected product is chosen (enter): the list tells its parent which.
    case selectionConfirmed
    /// A product changed elsewhere (edited): show the new values.
    case productChanged(Product)
    /// A product was registered or edited: shown with its new values if listed, else the list
    /// refreshes to take it in.
    case productSaved(Product)
    /// A product was deleted: it must disappear and never come back.
    case productRemoved(id: Int)
    /// The market changed, maybe elsewhere (another tab, another session): a product registered shows
    /// on top when the list is at its top, else waits behind the "1 new product" notice.
    case marketChanged(MarketUpdate)
    /// The "new products" notice was chosen: they show on top, and the list goes to its top.
    case newProductsShown
}
