import Loop
import LoopTesting
import Market
import MarketTestSupport
import Screens
import Testing

/// Each pushed screen has an id on the path: its events reach it by that id, and popping it cancels
/// its work, so that a late answer for it changes nothing.
@MainActor
@Suite("Screens on the path")
struct PathIdentityTests {
    /// Holds every detail request until the test answers it.
    @MainActor
    final class HeldDetails: EffectHandler {
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private(set) var finished = 0
        var heldCount: Int { waiting.count }

        func handle(_ effect: AppEffect, send: Send<AppEvent>) async {
            guard case .path(.element(let id, let effect)) = effect,
                case .fetchDetail(let productID)? = effect.detail
            else { return }
            await withCheckedContinuation { waiting.append($0) }
            send(.destination(id, .detail(.detailLoaded(MarketFixtures.detail(id: productID)))))
            finished += 1
        }

        func release(_ index: Int) { waiting[index].resume() }
    }

    @Test("popping a detail emits the cancellation of its work; its late answer is no longer pending")
    func popCancels() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.onList())
        tester.send(.openProduct(id: 99), effects: [.detail(.fetchDetail(id: 99), on: 1)]) {
            $0.path[detail: 1] = ProductDetailState(productID: 99, userVendorID: Fixtures.userVendorID)
            $0.path[detail: 1]?.isLoading = true
        }
        tester.send(.backTapped, effects: [.cancelScreen(1)]) { $0.path[detail: 1] = nil }
        #expect(tester.pendingEffects.isEmpty)
        #expect(AppEffect.cancelScreen(1).scheduling == .cancel(.path(.screen(1))))
        #expect(AppEffect.detail(.fetchDetail(id: 99), on: 1).scheduling.scopes == [.path(.screen(1))])
        tester.finish()
    }

    @Test("the same product opened again is a new screen: the first one's answer never reaches it")
    func reopenedIsAnotherScreen() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.onList())
        tester.send(.openProduct(id: 99), effects: [.detail(.fetchDetail(id: 99), on: 1)]) {
            $0.path[detail: 1] = ProductDetailState(productID: 99, userVendorID: Fixtures.userVendorID)
            $0.path[detail: 1]?.isLoading = true
        }
        tester.send(.backTapped, effects: [.cancelScreen(1)]) { $0.path[detail: 1] = nil }
        tester.send(.openProduct(id: 99), effects: [.detail(.fetchDetail(id: 99), on: 2)]) {
            $0.path[detail: 2] = ProductDetailState(productID: 99, userVendorID: Fixtures.userVendorID)
            $0.path[detail: 2]?.isLoading = true
        }
        #expect(tester.state.path.ids == [2])
        tester.send(.destination(1, .detail(.detailFailed(.timeout))))
        let loaded = MarketFixtures.detail(id: 99)
        let image = AppEffect.detail(.loadImage(imageID: 990, url: loaded.images[0].url), on: 2)
        tester.answer(
            .detail(.fetchDetail(id: 99), on: 2), with: .destination(2, .detail(.detailLoaded(loaded))),
            effects: [image]
        ) {
            $0.path[detail: 2]?.isLoading = false
            $0.path[detail: 2]?.detail = loaded
            $0.path[detail: 2]?.images = [990: .loading]
        }
        tester.dismiss(image)
        tester.finish()
    }

    @Test("in the event loop, the popped detail's late answer is dropped and changes nothing")
    func loopDropsLateAnswer() async {
        let handler = HeldDetails()
        let loop = EventLoop(AppFeature(), state: AppScenario.onList(), handler: handler)
        loop.send(.openProduct(id: 99))
        guard await waitUntil(handler.heldCount, equals: 1) else { return }
        loop.send(.backTapped)
        loop.send(.openProduct(id: 98))
        guard await waitUntil(handler.heldCount, equals: 2) else { return }
        let before = loop.state

        handler.release(0)
        await waitUntil(handler.finished, equals: 1)
        #expect(loop.droppedAnswerCount == 1)
        #expect(loop.state == before)
        #expect(loop.state.path[detail: 2]?.isLoading == true)
        handler.release(1)
        await waitUntil(handler.finished, equals: 2)
        #expect(loop.state.path[detail: 2]?.detail?.id == 98)
    }
}
