import LoopTesting
import Market
import MarketTestSupport
import Presenters
import Screens
import Testing

@Suite("Delete flow")
struct DeleteFlowTests {
    let id = AppScenario.ownedID

    /// The owned product's detail with the password prompt open and `password` typed.
    func prompting(typed password: SecretText = "") -> AppState {
        var state = AppScenario.onOwnedDetail()
        AppScenario.reduce(&state, .detail(.actionsTapped, on: 1), .detail(.actionChosen(.delete), on: 1))
        if !password.isEmpty {
            AppScenario.reduce(&state, .detail(.delete(.passwordChanged(password)), on: 1))
        }
        return state
    }

    func lookUp(_ password: SecretText) -> AppEffect {
        .detail(.delete(.lookUpDeletionSecret(productID: id, password: password)), on: 1)
    }

    @Test("delete asks for the password, shown masked; a wrong one says so, is cleared, and deletes nothing")
    func wrongPassword() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.onOwnedDetail())
        tester.send(.detail(.actionsTapped, on: 1)) {
            $0.path[detail: 1]?.delete = .actionSheet(ActionSheet(productID: id))
        }
        tester.send(.detail(.actionChosen(.delete), on: 1)) {
            $0.path[detail: 1]?.delete = nil
            $0.path[detail: 1]?.delete = .passwordPrompt(PasswordPrompt(productID: id))
        }
        let prompt = tester.state.viewState.detailScreen?.delete?.passwordPrompt
        #expect(prompt?.title == "비밀번호를 입력해주세요")
        #expect(prompt?.placeholder == "비밀번호")
        #expect(prompt?.maskedText == "")
        #expect(prompt?.confirm == "삭제")
        #expect(prompt?.cancel == "취소")
        tester.send(.detail(.delete(.passwordSubmitted), on: 1))
        tester.send(.detail(.delete(.passwordChanged("hunter2")), on: 1)) {
            $0.path[detail: 1]?.delete?.passwordPrompt?.password = "hunter2"
        }
        #expect(tester.state.viewState.detailScreen?.delete?.passwordPrompt?.maskedText == "•••••••")
        tester.send(.detail(.delete(.passwordSubmitted), on: 1), effects: [lookUp("hunter2")]) {
            $0.path[detail: 1]?.delete?.passwordPrompt?.isVerifying = true
        }
        #expect(tester.state.viewState.detailScreen?.delete?.passwordPrompt?.isVerifying == true)
        #expect(tester.state.viewState.isBusy)
        tester.send(.detail(.delete(.passwordSubmitted), on: 1))
        tester.send(.detail(.delete(.passwordChanged("other")), on: 1))
        tester.send(.detail(.actionChosen(.delete), on: 1))
        tester.answer(
            lookUp("hunter2"),
            with: .destination(
                1,
                .detail(
                    .delete(
                        .deletionSecretFailed(productID: id, .server(status: 400, message: "wrong secret")))))
        ) {
            $0.path[detail: 1]?.delete?.passwordPrompt?.isVerifying = false
            $0.path[detail: 1]?.delete?.passwordPrompt?.password = ""
            $0.path[detail: 1]?.delete?.passwordPrompt?.wasRefused = true
        }
        #expect(
            tester.state.viewState.detailScreen?.delete?.passwordPrompt?.error == "비밀번호가 틀렸습니다. 다시 입력해주세요.")
        #expect(tester.state.viewState.detailScreen?.delete?.passwordPrompt?.maskedText == "")
        #expect(tester.state.viewState.alert == nil)
        #expect(tester.state.list.products.contains(id: id))
        tester.send(.detail(.delete(.passwordChanged("h")), on: 1)) {
            $0.path[detail: 1]?.delete?.passwordPrompt?.password = "h"
            $0.path[detail: 1]?.delete?.passwordPrompt?.wasRefused = false
        }
        tester.finish()
    }

    @Test("the right password gets the secret, deletes, and pops to a list without the product")
    func rightPassword() {
        let tester = FeatureTester(AppFeature(), state: prompting())
        tester.send(.detail(.delete(.passwordChanged("vendor-password")), on: 1)) {
            $0.path[detail: 1]?.delete?.passwordPrompt?.password = "vendor-password"
        }
        tester.send(.detail(.delete(.passwordSubmitted), on: 1), effects: [lookUp("vendor-password")]) {
            $0.path[detail: 1]?.delete?.passwordPrompt?.isVerifying = true
        }
        let delete = AppEffect.detail(.delete(.delete(productID: id, secret: "ps-98-secret")), on: 1)
        tester.answer(
            lookUp("vendor-password"),
            with: .destination(
                1, .detail(.delete(.deletionSecretFound(productID: id, secret: "ps-98-secret")))),
            effects: [delete])
        #expect(tester.state.list.products.contains(id: id))
        let refresh = Fixtures.request(1, generation: 1)
        tester.answer(
            delete, with: .destination(1, .detail(.delete(.deleted(productID: id)))),
            effects: [
                .cancelScreen(1),
                .list(.cancelThumbnail(productID: id)),
                .list(.loadThumbnail(productID: 90, url: MarketFixtures.thumbnailURL(90))),
                .list(.fetchPage(refresh)),
            ]
        ) {
            $0.list.pagination = Pagination(
                phase: .refreshing, generation: 1, lastLoadedPage: 1,
                requestInFlight: Fixtures.request(1, generation: 1))
            $0.path[detail: 1]?.delete = nil
            $0.path[detail: 1] = nil
            $0.list.deletedIDs = [id]
            $0.list.products = UniqueProducts(AppScenario.pageOne.products.filter { $0.id != id })
            $0.list.thumbnails[id] = nil
            $0.list.thumbnails[90] = .loading
        }
        let list = tester.state.viewState.listScreen
        #expect(list?.cells.map(\.id) == [100, 99, 97, 96, 95, 94])
        #expect(list?.cells.map(\.isSelected) == [false, false, true, false, false, false])
        #expect(tester.state.viewState.isBusy, "the list refreshes after a delete")
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("a server failure during the lookup is an alert whose retry sends the lookup again")
    func lookupServerFailure() {
        let tester = FeatureTester(AppFeature(), state: prompting(typed: "pw"))
        tester.send(.detail(.delete(.passwordSubmitted), on: 1), effects: [lookUp("pw")]) {
            $0.path[detail: 1]?.delete?.passwordPrompt?.isVerifying = true
        }
        let error = MarketError.server(status: 500, message: "down")
        tester.answer(
            lookUp("pw"), with: .destination(1, .detail(.delete(.deletionSecretFailed(productID: id, error))))
        ) {
            $0.path[detail: 1]?.delete?.passwordPrompt?.isVerifying = false
            $0.alert = AppAlert(
                title: "오류", message: "서버 오류 (500): down",
                retry: .destination(1, .detail(.delete(.passwordSubmitted))))
        }
        let alert = tester.state.viewState.alert
        #expect(alert?.message == "서버 오류 (500): down")
        #expect(alert?.retry == "다시 시도")
        #expect(tester.state.viewState.detailScreen?.delete?.passwordPrompt?.maskedText == "••")
        tester.send(.alertRetryTapped, effects: [lookUp("pw")]) {
            $0.alert = nil
            $0.path[detail: 1]?.delete?.passwordPrompt?.isVerifying = true
        }
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test(
        "a lookup refused as not found or too many requests is an alert, not a wrong password; the typing stays",
        arguments: [
            (MarketError.server(status: 404, message: "gone"), "서버 오류 (404): gone", false),
            (MarketError.server(status: 429, message: "slow down"), "서버 오류 (429): slow down", true),
        ])
    func lookupRefusedForAnotherReason(error: MarketError, message: String, canRetry: Bool) {
        let tester = FeatureTester(AppFeature(), state: prompting(typed: "pw"))
        tester.send(.detail(.delete(.passwordSubmitted), on: 1), effects: [lookUp("pw")]) {
            $0.path[detail: 1]?.delete?.passwordPrompt?.isVerifying = true
        }
        tester.answer(
            lookUp("pw"), with: .destination(1, .detail(.delete(.deletionSecretFailed(productID: id, error))))
        ) {
            $0.path[detail: 1]?.delete?.passwordPrompt?.isVerifying = false
            $0.alert = AppAlert(
                title: "오류", message: message,
                retry: canRetry ? .destination(1, .detail(.delete(.passwordSubmitted))) : nil)
        }
        #expect(tester.state.viewState.detailScreen?.delete?.passwordPrompt?.error == nil)
        #expect(tester.state.viewState.detailScreen?.delete?.passwordPrompt?.maskedText == "••")
        #expect(tester.state.viewState.alert?.retry == (canRetry ? "다시 시도" : nil))
        tester.finish()
    }

    @Test("a failed delete is an alert whose retry starts over with the lookup")
    func deleteFailure() {
        let tester = FeatureTester(AppFeature(), state: prompting(typed: "pw"))
        tester.send(.detail(.delete(.passwordSubmitted), on: 1), effects: [lookUp("pw")]) {
            $0.path[detail: 1]?.delete?.passwordPrompt?.isVerifying = true
        }
        let delete = AppEffect.detail(.delete(.delete(productID: id, secret: "s")), on: 1)
        tester.answer(
            lookUp("pw"),
            with: .destination(1, .detail(.delete(.deletionSecretFound(productID: id, secret: "s")))),
            effects: [delete])
        tester.answer(
            delete, with: .destination(1, .detail(.delete(.deleteFailed(productID: id, .transport("reset")))))
        ) {
            $0.path[detail: 1]?.delete?.passwordPrompt?.isVerifying = false
            $0.alert = AppAlert(
                title: "오류", message: "서버에 연결하지 못했습니다 (reset).",
                retry: .destination(1, .detail(.delete(.passwordSubmitted))))
        }
        tester.send(.alertRetryTapped, effects: [lookUp("pw")]) {
            $0.alert = nil
            $0.path[detail: 1]?.delete?.passwordPrompt?.isVerifying = true
        }
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("esc while verifying cancels the delete, and a late answer is ignored")
    func cancelWhileVerifying() {
        let tester = FeatureTester(AppFeature(), state: prompting(typed: "pw"))
        tester.send(.detail(.delete(.passwordSubmitted), on: 1), effects: [lookUp("pw")]) {
            $0.path[detail: 1]?.delete?.passwordPrompt?.isVerifying = true
        }
        tester.send(.backTapped, effects: [.detail(.delete(.cancel), on: 1)]) {
            $0.path[detail: 1]?.delete = nil
        }
        #expect(tester.pendingEffects.isEmpty)
        tester.send(.destination(1, .detail(.delete(.deletionSecretFound(productID: id, secret: "late")))))
        tester.send(.destination(1, .detail(.delete(.deletionSecretFailed(productID: id, .timeout)))))
        tester.send(.backTapped, effects: [.cancelScreen(1)]) {
            $0.path[detail: 1] = nil
        }
        tester.finish()
    }

    @Test("esc on an idle prompt just closes it")
    func cancelIdlePrompt() {
        let tester = FeatureTester(AppFeature(), state: prompting(typed: "pw"))
        tester.send(.backTapped) { $0.path[detail: 1]?.delete = nil }
        #expect(tester.state.viewState.detailScreen != nil)
        tester.finish()
    }
}
