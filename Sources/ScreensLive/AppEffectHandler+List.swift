import Market
import Screens

/// The list's work (its pages and thumbnails), which the search's results share.
extension AppEffectHandler {
    func handle(_ effect: ProductListEffect, send: @escaping (ProductListEvent) -> Void) async {
        switch effect {
        case .fetchPage(let request):
            await answer { () throws(MarketError) in
                .pageLoaded(
                    request,
                    try await self.client.page(
                        number: request.page, itemsPerPage: request.itemsPerPage, matching: request.search))
            } failure: {
                .pageFailed(request, $0)
            } send: {
                send($0)
            }
        case .loadThumbnail(let id, let url):
            await answer { () throws(MarketError) in
                guard let picture = try await self.picture(at: url, side: self.pictureSides.thumbnail) else {
                    return .thumbnailFailed(productID: id)
                }
                return .thumbnailLoaded(productID: id, picture)
            } failure: { _ in
                .thumbnailFailed(productID: id)
            } send: {
                send($0)
            }
        case .cancelThumbnail, .delegate:
            break
        }
    }
}
