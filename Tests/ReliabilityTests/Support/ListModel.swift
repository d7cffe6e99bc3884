import Images
import Loop
import Market
import Presenters
import Screens

extension LoopEffect {
    /// Whether the effect is work a handler answers: not a cancel, which the loop never hands a handler,
    /// nor a delegate, which tells a parent something and is no work.
    var isWork: Bool {
        switch scheduling.unscoped {
        case .run, .replacing, .scoped: true
        case .cancel, .delegate: false
        }
    }
}

/// The product list under random events: a person scrolling, resizing, refreshing and deleting,
/// while the random market answers page and thumbnail requests late, out of order, twice, or failing.
struct ListModel: RandomModel {
    var state = ProductListState(itemsPerPage: 10, prefetchThreshold: 3)
    var server = RandomMarket()
    /// Emitted effects not answered yet, in emission order (replaced ones included: their answers
    /// may still come, and must be ignored).
    var pending: [ProductListEffect] = []
    /// Answers already delivered, some of which come again.
    var delivered: [ProductListEvent] = []
    var deleted: Set<Int> = []

    static let deltas = [-1, 1, -2, 2, -3, 3, -10, 10, -1_000, 1_000, Int.max, Int.min]

    init() {}

    private(set) var coverage: [String: Int] = [:]

    mutating func run(_ step: RandomStep) -> (done: () -> String, broken: String?) {
        let event = next(step)
        coverage[caseName(of: event), default: 0] += 1
        let before = state
        let effects = ProductListFeature().reduce(&state, event)
        pending += effects.filter(\.isWork)
        if case .productRemoved(let id) = event { deleted.insert(id) }
        if case .pageLoaded(let request, _) = event, before.pagination.requestInFlight != request {
            coverage["late page answer", default: 0] += 1
        }
        return ({ ListInvariants.describe(event) }, broken(by: event, before: before))
    }

    private mutating func next(_ step: RandomStep) -> ProductListEvent {
        let answerShare = pending.count > 40 ? 75 : 40
        if step.percent < answerShare, !pending.isEmpty {
            return answer(pending.remove(at: step.pick(pending.count)), step)
        }
        if step.percent < answerShare + 6, !delivered.isEmpty {
            let event = delivered[step.pick(delivered.count)]
            forget(answering: event)
            return event
        }
        let count = state.products.count
        switch step.percent % 20 {
        case 0: return .appeared
        case 1, 2: return .refreshPulled
        case 3: return .retryTapped
        case 4: return .layoutToggled
        case 5:
            return .viewportResized(
                ViewportSize(
                    listRows: 1 + step.pick(9), gridColumns: 1 + step.other(4), gridRows: 1 + step.pick(5)))
        case 6, 7:
            let lower = step.pick(count + 12)
            return .visibleRangeChanged(lower..<(lower + step.other(12)))
        case 8, 9:
            return .productRemoved(id: 1 + step.pick(server.ids.count + 5))
        case 10:
            guard var product = server.product(1 + step.pick(server.ids.count)) else { return .appeared }
            product.name += " (edited)"
            return .productChanged(product)
        default:
            return .selectionMoved(by: Self.deltas[step.other(Self.deltas.count)])
        }
    }

    private mutating func answer(_ effect: ProductListEffect, _ step: RandomStep) -> ProductListEvent {
        let fails = step.other(10) < 2
        let event: ProductListEvent
        switch effect {
        case .fetchPage(let request):
            event =
                fails
                ? .pageFailed(request, RandomMarket.failure(step.other(97)))
                : .pageLoaded(request, server.page(request, jitter: step.b >> 8))
        case .loadThumbnail(let id, _):
            event =
                fails
                ? .thumbnailFailed(productID: id)
                : .thumbnailLoaded(productID: id, Picture(width: 1, height: 1, rgb: [1, 2, 3])!)
        case .cancelThumbnail(let id):
            event = .thumbnailFailed(productID: id)
        case .delegate:
            preconditionFailure("a delegate is no work, so never pending")
        }
        forget(answering: event)
        delivered.append(event)
        if delivered.count > 64 { delivered.removeFirst() }
        return event
    }

    /// An answer to a page request answers every request equal to it: nothing tells them apart.
    private mutating func forget(answering event: ProductListEvent) {
        switch event {
        case .pageLoaded(let request, _), .pageFailed(let request, _):
            pending.removeAll { $0 == .fetchPage(request) }
        default: break
        }
    }

    private func broken(by event: ProductListEvent, before: ProductListState) -> String? {
        switch event {
        case .pageLoaded(let request, _), .pageFailed(let request, _):
            if let broken = ListInvariants.brokenByStale(request, before: before, after: state) {
                return broken
            }
        default: break
        }
        let unanswered = pending.compactMap { effect -> PageRequest? in
            if case .fetchPage(let request) = effect { request } else { nil }
        }
        return ListInvariants.broken(state, deleted: deleted)
            ?? ListInvariants.broken(state.pagination, unanswered: unanswered)
    }
}
