import HTMLUI
import Presenters
import Screens

/// A list of products as HTML (the list's, or a pushed screen's such as the search's results): a
/// header with the way back on a pushed screen, the search's field where there is one, the LIST/GRID
/// switch and the register link where offered,
/// the products (a list, or a responsive grid: two columns on a phone, more on a wide window) and the
/// status below them. The page scrolls natively; each cell reports itself in view (`data-observe`).
enum ListView {
    /// The list's screen, its products' container drawn empty: the page streams the cells into it.
    static func screen(_ view: ProductListViewState, values: Bool, _ context: PageContext) -> HTMLNode {
        Tag.main(.id("screen"), .class("list-screen")) {
            header(view, values: values, context)
            // Its first row anchors the scroll restored when the screen is shown again.
            Tag.ol(.id(productsID), .class("products \(view.layout.rawValue)"), .data("scroll-anchor", "")) {}
            status(view.status)
        }
    }

    /// The header, the search's field after the title (its element of class `bar-field` takes the room
    /// left), its text only with `values`.
    static func header(_ view: ProductListViewState, values: Bool, _ context: PageContext) -> HTMLNode {
        Tag.header(.id("list-header"), .class("bar")) {
            if let back = view.back { backLink(back) }
            Tag.h1 { view.title }
            if let field = view.searchField { SearchView.field(field, values: values) }
            Tag.div(.id("layout"), .class("segments"), .role("group"), .aria("label", view.layoutLabel)) {
                for (segment, layout) in zip(view.segments, ProductLayout.allCases) {
                    Tag.button(
                        .id("layout-\(layout.rawValue)"), .type("button"), .event(.layout),
                        .data("layout", layout.rawValue), .data("remember", "layout"),
                        .aria("pressed", segment.isSelected ? "true" : "false")
                    ) { segment.title }
                }
            }
            if let notice = view.newProducts {
                // Products registered elsewhere wait here, not moving what is read; chosen, they show
                // on top, and the page goes there.
                Tag.button(
                    .id("new-products"), .class("notice"), .type("button"), .event(.newProducts),
                    .data("scroll", "top")
                ) { notice }
            }
            if let addButton = view.addButton {
                Tag.a(
                    .id("register"), .class("add"), .href(AppRoute.register.path),
                    .aria("label", view.addButtonLabel),
                    .event(.register)
                ) {
                    Tag.span(.aria("hidden", "true")) { addButton }
                }
            }
        }
    }

    /// The way back to the list, named by its words: the arrow before them is not read out.
    static func backLink(_ words: String) -> HTMLNode {
        Tag.a(.class("back"), .href(AppRoute.list.path), .event(.back)) {
            Tag.span(.aria("hidden", "true")) { "‹ " }
            words
        }
    }

    /// The id of the list's element, whose children are the cells.
    static let productsID = "products"

    static func cellID(_ productID: Int) -> String { "product-\(productID)" }

    static func cell(_ cell: ProductCellViewState, _ context: PageContext) -> HTMLNode {
        Tag.li(.id(cellID(cell.id)), .class("cell"), .observe(.products), .data("id", "\(cell.id)")) {
            Tag.a(
                .href(AppRoute.product(id: cell.id).path), .event(.open),
                .data("id", "\(cell.id)")
            ) {
                thumbnail(cell.thumbnail, url: context.pictureURL(.thumbnail(productID: cell.id)), context)
                Tag.span(.class("name")) { cell.name }
                Tag.span(.class("price")) { ToneView.price(cell.price, spoken: cell.spokenPrice) }
                Tag.span(.class("stock")) { ToneView.text(cell.stock) }
            }
        }
    }

    /// The picture once loaded (its bytes are in the shared cache), else a box saying why not.
    static func thumbnail(_ status: ThumbnailStatus?, url: String, _ context: PageContext) -> HTMLNode {
        switch status {
        case .loaded?: Tag.img(.class("thumb"), .src(url), .alt(""))
        case .failed?: Tag.span(.class("thumb failed")) { context.strings.thumbnailFailed }
        case .loading?, nil: Tag.span(.class("thumb loading"), .aria("hidden", "true"))
        }
    }

    static func status(_ status: ProductListViewState.ListStatus) -> HTMLNode {
        Tag.div(.id("list-status"), .class("status"), .aria("live", "polite")) {
            switch status {
            case .loadingFirstPage(let text), .loadingMore(let text):
                Tag.p(.class("loading")) { text }
            case .endOfList(let text):
                Tag.p(.class("end")) { text }
            case .empty(let text):
                Tag.p(.class("empty")) { text }
            case .failed(let message, let retry):
                Tag.p(.class("tone-error")) { message }
                Tag.button(.type("button"), .event(.listRetry)) { retry }
            case .idle:
                []
            }
        }
    }
}
