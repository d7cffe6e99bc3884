import Market
import Screens

extension ProductDetailEffect: LiveScreenEffect {
    func perform(with handler: AppEffectHandler, answer: @escaping (AppDestination.Event) -> Void) async {
        await handler.handle(self) { answer(.detail($0)) }
    }
}

/// The detail's work: the product, its images, and its delete flow's secret lookup and delete.
extension AppEffectHandler {
    func handle(_ effect: ProductDetailEffect, send: @escaping (ProductDetailEvent) -> Void) async {
        switch effect {
        case .fetchDetail(let id):
            await answer { () throws(MarketError) in
                .detailLoaded(try await self.client.detail(id: id))
            } failure: {
                .detailFailed($0)
            } send: {
                send($0)
            }
        case .loadImage(let id, let url):
            await answer { () throws(MarketError) in
                guard let picture = try await self.picture(at: url, side: self.pictureSides.detail) else {
                    return .imageFailed(imageID: id)
                }
                return .imageLoaded(imageID: id, picture)
            } failure: { _ in
                .imageFailed(imageID: id)
            } send: {
                send($0)
            }
        case .delete(let effect):
            await handle(effect) { send(.delete($0)) }
        case .delegate:
            break
        }
    }

    func handle(_ effect: DeleteFlowEffect, send: @escaping (DeleteFlowEvent) -> Void) async {
        switch effect {
        case .lookUpDeletionSecret(let id, let password):
            await answer { () throws(MarketError) in
                let secret = try await self.client.deletionSecret(productID: id, password: password.revealed)
                return DeleteFlowEvent.deletionSecretFound(productID: id, secret: SecretText(secret))
            } failure: {
                .deletionSecretFailed(productID: id, $0)
            } send: {
                send($0)
            }
        case .delete(let id, let secret):
            await answer { () throws(MarketError) in
                try await self.client.delete(productID: id, secret: secret.revealed)
                return DeleteFlowEvent.deleted(productID: id)
            } failure: {
                .deleteFailed(productID: id, $0)
            } send: {
                send($0)
            }
        case .cancel, .delegate:
            break
        }
    }
}
