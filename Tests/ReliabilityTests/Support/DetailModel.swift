import Images
import LoopTesting
import Market
import MarketTestSupport
import Recording
import Screens

/// The detail screen under random events: paging images while details and images arrive late,
/// twice, failing, or for another product.
struct DetailModel: RandomModel {
    static let productID = 42
    var state = ProductDetailState(productID: productID, userVendorID: RandomMarket.userVendorID)
    var pending: [ProductDetailEffect] = []
    var delivered: [ProductDetailEvent] = []

    static let deltas = [-1, 1, -2, 2, -7, 7, -1_000_000, 1_000_000, Int.max, Int.min]

    init() {}

    static func detail(id: Int, images: Int) -> ProductDetail {
        let product = MarketFixtures.product(
            id: id, vendorID: id % 2 == 0 ? RandomMarket.userVendorID : MarketFixtures.otherVendorID,
            name: "상품 \(id)", thumbnail: .missing, stock: 1)
        return MarketFixtures.detail(product, imageCount: images)
    }

    private(set) var coverage: [String: Int] = [:]

    mutating func run(_ step: RandomStep) -> (done: () -> String, broken: String?) {
        let event = next(step)
        coverage[caseName(of: event), default: 0] += 1
        let effects = ProductDetailFeature().reduce(&state, event)
        pending += effects.filter(\.isWork)
        return ({ Self.describe(event) }, broken(by: event))
    }

    private mutating func next(_ step: RandomStep) -> ProductDetailEvent {
        if step.percent < 45, !pending.isEmpty {
            let effect = pending.remove(at: step.pick(pending.count))
            let fails = step.other(10) < 3
            let event: ProductDetailEvent
            switch effect {
            case .fetchDetail(let id):
                let answered = step.other(13) == 0 ? id + 1 : id
                event =
                    fails
                    ? .detailFailed(RandomMarket.failure(step.other(97)))
                    : .detailLoaded(Self.detail(id: answered, images: step.other(6)))
            case .loadImage(let id, _):
                event =
                    fails
                    ? .imageFailed(imageID: id)
                    : .imageLoaded(imageID: id, Picture(width: 1, height: 1, rgb: [1, 2, 3])!)
            case .delete:
                preconditionFailure("this model never opens the delete flow; the app model runs it")
            case .delegate:
                preconditionFailure("a delegate is no work, so never pending")
            }
            delivered.append(event)
            if delivered.count > 32 { delivered.removeFirst() }
            return event
        }
        if step.percent < 52, !delivered.isEmpty { return delivered[step.pick(delivered.count)] }
        switch step.percent % 5 {
        case 0: return .appeared
        case 1: return .retryTapped
        default: return .imagePaged(by: Self.deltas[step.other(Self.deltas.count)])
        }
    }

    private func broken(by event: ProductDetailEvent) -> String? {
        if let detail = state.detail, detail.id != state.productID {
            return "the detail of \(state.productID) shows product \(detail.id)"
        }
        let count = state.detail?.images.count ?? 0
        if state.imageIndex < 0 || state.imageIndex >= max(1, count) {
            return "image \(state.imageIndex) of \(count)"
        }
        if case .detailLoaded(let detail) = event, detail.id == state.productID {
            if state.isLoading { return "still loading after its detail arrived" }
            if state.loadError != nil { return "shows a load error next to the detail that arrived" }
        }
        let view = state.viewState(.korean)
        if count > 0, view.content?.imagePage != "\(state.imageIndex + 1)/\(count)" {
            return
                "the pager says \(view.content?.imagePage ?? "nothing") for image \(state.imageIndex) of \(count)"
        }
        return nil
    }

    private static func describe(_ event: ProductDetailEvent) -> String {
        if case .detailLoaded(let detail) = event {
            return ".detailLoaded(id \(detail.id), \(detail.images.count) images)"
        }
        return StructuralDiff.describe(event)
    }
}
