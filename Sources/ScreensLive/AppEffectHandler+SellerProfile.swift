import Market
import Screens

extension SellerProfileEffect: LiveScreenEffect {
    func perform(with handler: AppEffectHandler, answer: @escaping (AppDestination.Event) -> Void) async {
        await handler.handle(self) { answer(.seller($0)) }
    }
}

/// The seller profile's work: the product that names the seller, then the seller's products' pages and
/// thumbnails, as the list's.
extension AppEffectHandler {
    func handle(_ effect: SellerProfileEffect, send: @escaping (SellerProfileEvent) -> Void) async {
        switch effect {
        case .fetchProduct(let id):
            await answer { () throws(MarketError) in
                .productLoaded(try await self.client.detail(id: id))
            } failure: {
                .productFailed($0)
            } send: {
                send($0)
            }
        case .products(let effect):
            await handle(effect) { send(.products($0)) }
        case .delegate:
            break
        }
    }
}
