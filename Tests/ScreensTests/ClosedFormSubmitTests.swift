import Loop
import LoopTesting
import Market
import MarketTestSupport
import Screens
import Testing

/// A register whose form was closed while it was in flight, then a second form submitted: the first
/// answer is a fact about the market, which the app shows, and it must never close or fail the second
/// form.
@MainActor
@Suite("A submit whose form was closed")
struct ClosedFormSubmitTests {
    /// Holds every register until the test answers it.
    @MainActor
    final class HeldRegistrations: EffectHandler {
        private var waiting: [CheckedContinuation<AppDestination.Event, Never>] = []
        private(set) var deliveredCount = 0
        var heldCount: Int { waiting.count }

        func handle(_ effect: AppEffect, send: Send<AppEvent>) async {
            guard case .path(.element(let form, let effect)) = effect, case .register? = effect.form else {
                return
            }
            let answer = await withCheckedContinuation { waiting.append($0) }
            send(.destination(form, answer))
            deliveredCount += 1
        }

        func answer(_ index: Int, with event: AppDestination.Event) {
            waiting[index].resume(returning: event)
        }
    }

    @Test(
        "the closed form's late answer is saved, not dropped, and leaves the open form be; that form gets its own failure"
    )
    func lateAnswerOfAClosedForm() async {
        let handler = HeldRegistrations()
        let loop = EventLoop(AppFeature(), state: AppScenario.registering(), handler: handler)
        loop.send(.form(.submitTapped, on: 1))
        guard await waitUntil(handler.heldCount, equals: 1) else { return }
        loop.send(.backTapped)
        loop.send(.registerTapped)
        // The second form is a new screen, #2.
        for event in FormScenario.validTyping { loop.send(.form(event, on: 2)) }
        loop.send(.form(.textChanged(.name, "Second product"), on: 2))
        loop.send(.form(.submitTapped, on: 2))
        guard await waitUntil(handler.heldCount, equals: 2) else { return }

        let first = MarketFixtures.detail(id: 101, vendorID: Fixtures.userVendorID, imageCount: 1)
        handler.answer(0, with: .form(.submitted(first)))
        await waitUntil(handler.deliveredCount, equals: 1)
        #expect(handler.deliveredCount == 1)
        #expect(loop.droppedAnswerCount == 0, "a register outlives its form")
        #expect(loop.state.list.pagination.phase == .refreshing, "the list refreshes to take the product in")
        #expect(loop.state.viewState.formScreen != nil, "the second form stays open")
        #expect(loop.state.path[form: 2]?.isSubmitting == true)

        handler.answer(1, with: .form(.submitFailed(.server(status: 400, message: "bad"))))
        await waitUntil(handler.deliveredCount, equals: 2)
        let form = loop.state.viewState.formScreen
        #expect(form?.submitError == "서버 오류 (400): bad")
        #expect(form?.fields.first { $0.field == .name }?.text == "Second product")
        #expect(loop.state.viewState.alert?.message == "서버 오류 (400): bad")
    }
}
