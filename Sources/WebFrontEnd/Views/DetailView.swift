import HTMLUI
import Screens

/// The product detail as HTML: a back link, the image pager (`2/5`, previous and next), name, stock,
/// price, vendor and description, and the actions button on the user's own product.
enum DetailView {
    static func screen(_ view: ProductDetailViewState, _ context: PageContext) -> HTMLNode {
        Tag.main(.id("screen"), .class("detail-screen")) {
            Tag.header(.id("detail-header"), .class("bar")) {
                // A gone product's page has none: its body leads back to the list.
                if let back = view.back { ListView.backLink(back) }
                Tag.h1 { view.title }
                if let actions = view.actions {
                    Tag.button(.id("actions"), .type("button"), .event(.actions)) { actions }
                }
            }
            Tag.div(.id("detail-body")) {
                if let content = view.content {
                    self.content(content, context)
                } else if view.isGone, let error = view.error {
                    gone(error, view.backToList)
                } else if let error = view.error {
                    Tag.p(.class("tone-error")) { error }
                    Tag.button(.type("button"), .event(.detailRetry)) { view.retry }
                } else if view.isLoading {
                    Tag.p(.class("loading")) { view.loadingText }
                }
            }
        }
    }

    /// A product the market does not have: what happened and the way back, nothing to retry.
    static func gone(_ message: String, _ backToList: String) -> [HTMLNode] {
        [
            Tag.p(.id("gone"), .class("gone")) { message },
            Tag.a(.class("back-to-list"), .href(AppRoute.list.path), .event(.back)) { backToList },
        ]
    }

    private static func content(_ content: ProductDetailViewState.Content, _ context: PageContext)
        -> [HTMLNode]
    {
        [
            pager(content, context),
            // The title above says the name already: shown again large, not said again.
            Tag.h2(.id("detail-name"), .aria("hidden", "true")) { content.name },
            Tag.p(.id("detail-stock"), .class("stock")) { ToneView.text(content.stock) },
            Tag.p(.id("detail-price"), .class("price")) {
                ToneView.price(content.price, spoken: content.spokenPrice)
            },
            Tag.p(.id("detail-vendor"), .class("vendor")) { content.vendor ?? "" },
            Tag.p(.id("description"), .class("description")) { ToneView.text(content.description) },
        ]
    }

    private static func pager(_ content: ProductDetailViewState.Content, _ context: PageContext) -> HTMLNode {
        Tag.figure(.id("pager"), .class("pager")) {
            if let imageID = content.imageID {
                ListView.thumbnail(
                    content.image, url: context.pictureURL(.detailImage(imageID: imageID)), context)
            }
            if let page = content.imagePage {
                Tag.figcaption {
                    Tag.button(
                        .type("button"), .event(.page), .data("by", "-1"),
                        .aria("label", content.previousImage)
                    ) {
                        Tag.span(.aria("hidden", "true")) { "‹" }
                    }
                    Tag.span(.id("image-page")) { page }
                    Tag.button(
                        .type("button"), .event(.page), .data("by", "1"), .aria("label", content.nextImage)
                    ) {
                        Tag.span(.aria("hidden", "true")) { "›" }
                    }
                }
            }
        }
    }
}
