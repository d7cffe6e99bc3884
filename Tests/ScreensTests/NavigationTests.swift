import LoopTesting
import Market
import MarketTestSupport
import Presenters
import Screens
import Testing

@Suite("App navigation, alerts and form results")
struct NavigationTests {
    let firstRequest = Fixtures.request(1)

    @Test("enter opens the selected product and asks for its detail; esc pops; esc on the list does nothing")
    func openAndBack() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.onList())
        tester.send(.backTapped)
        tester.send(.list(.selectionMoved(by: 1))) { $0.list.selection = 1 }
        tester.send(.list(.selectionConfirmed), effects: [.detail(.fetchDetail(id: 99), on: 1)]) {
            $0.path[detail: 1] = ProductDetailState(productID: 99, userVendorID: Fixtures.userVendorID)
            $0.path[detail: 1]?.isLoading = true
        }
        #expect(tester.state.viewState.detailScreen?.isLoading == true)
        #expect(tester.state.viewState.isBusy)
        tester.send(.registerTapped)
        tester.send(.detail(.actionsTapped, on: 1))
        // Popped, the detail's request is cancelled: its answer can no longer come.
        tester.send(.backTapped, effects: [.cancelScreen(1)]) {
            $0.path[detail: 1] = nil
        }
        #expect(tester.state.viewState.listScreen?.cells.map(\.isSelected).prefix(2) == [false, true])
        #expect(tester.pendingEffects.isEmpty)
        tester.send(.destination(1, .detail(.detailLoaded(MarketFixtures.detail(id: 99)))))
        tester.send(.backTapped)
        tester.finish()
    }

    @Test("register opens the form from the list only; esc closes it")
    func registerOnlyFromList() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.onList())
        tester.send(.registerTapped) {
            $0.path[form: 1] = ProductFormState(mode: .register)
        }
        #expect(tester.state.viewState.formScreen?.title == "상품등록")
        tester.send(.registerTapped)
        tester.send(.backTapped, effects: [.cancelScreen(1)]) {
            $0.path[form: 1] = nil
        }
        tester.finish()

        let onDetail = FeatureTester(AppFeature(), state: AppScenario.onOwnedDetail())
        onDetail.send(.registerTapped)
        onDetail.finish()
    }

    @Test("the action sheet opens only on the user's own, loaded product")
    func actionSheetOnlyWhenOwned() {
        let foreign = FeatureTester(
            AppFeature(), state: AppScenario.onDetail(of: 1, detail: MarketFixtures.detail(id: 99)))
        foreign.send(.detail(.actionsTapped, on: 1))
        foreign.send(.detail(.actionChosen(.delete), on: 1))
        #expect(foreign.state.viewState.detailScreen?.actions == nil)
        foreign.finish()

        var loading = AppScenario.onList()
        AppScenario.reduce(&loading, .list(.selectionMoved(by: 2)), .list(.selectionConfirmed))
        let notYetLoaded = FeatureTester(AppFeature(), state: loading)
        notYetLoaded.send(.detail(.actionsTapped, on: 1))
        notYetLoaded.finish()

        let tester = FeatureTester(AppFeature(), state: AppScenario.onOwnedDetail())
        #expect(tester.state.viewState.detailScreen?.actions == "수정 / 삭제")
        tester.send(.detail(.actionsTapped, on: 1)) {
            $0.path[detail: 1]?.delete = .actionSheet(ActionSheet(productID: AppScenario.ownedID))
        }
        let sheet = tester.state.viewState.detailScreen?.delete?.actionSheet
        #expect(sheet?.title == "상품 관리")
        #expect(
            sheet?.actions == [
                Segment(title: "수정", isSelected: true), Segment(title: "삭제", isSelected: false),
            ])
        #expect(sheet?.cancel == "취소")
        tester.send(.detail(.delete(.actionSelectionMoved), on: 1)) {
            $0.path[detail: 1]?.delete?.actionSheet?.selection = .delete
        }
        tester.send(.detail(.actionsTapped, on: 1))
        tester.send(.backTapped) { $0.path[detail: 1]?.delete = nil }
        tester.send(.detail(.delete(.actionSelectionMoved), on: 1))
        tester.finish()
    }

    @Test("a page failure becomes an alert whose retry asks for the page again")
    func pageFailureAlert() {
        let tester = FeatureTester(AppFeature(), state: AppState(configuration: AppScenario.configuration))
        tester.send(.launched, effects: [.list(.fetchPage(firstRequest))]) {
            $0.list.pagination = Pagination(phase: .loading(page: 1), requestInFlight: Fixtures.request(1))
        }
        let error = MarketError.server(status: 500, message: "injected failure")
        tester.answer(.list(.fetchPage(firstRequest)), with: .list(.pageFailed(firstRequest, error))) {
            $0.list.pagination = Pagination(phase: .failed(page: 1, error: error))
            $0.alert = AppAlert(
                title: "오류", message: "서버 오류 (500): injected failure", retry: .list(.retryTapped))
        }
        let alert = tester.state.viewState.alert
        #expect(alert?.title == "오류")
        #expect(alert?.message == "서버 오류 (500): injected failure")
        #expect(alert?.retry == "다시 시도")
        #expect(alert?.dismiss == "확인")
        tester.send(.alertRetryTapped, effects: [.list(.fetchPage(firstRequest))]) {
            $0.alert = nil
            $0.list.pagination = Pagination(phase: .loading(page: 1), requestInFlight: Fixtures.request(1))
        }
        let page = AppScenario.pageOne
        tester.answer(
            .list(.fetchPage(firstRequest)), with: .list(.pageLoaded(firstRequest, page)),
            effects: Fixtures.thumbnailLoads(ListScenario.pageOne[0..<10]).map(AppEffect.list)
        ) {
            $0.list.pagination = Pagination(phase: .loaded(hasNext: true), lastLoadedPage: 1)
            $0.list.products = UniqueProducts(page.products)
            $0.list.selection = 0
            $0.list.thumbnails = Fixtures.loading(ListScenario.pageOne[0..<10])
        }
        #expect(tester.state.viewState.alert == nil)
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("a late failure of a replaced page request raises no alert; esc closes an alert")
    func staleFailureNoAlert() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.onList())
        let refresh = Fixtures.request(1, generation: 1)
        tester.send(.list(.refreshPulled), effects: [.list(.fetchPage(refresh))]) {
            $0.list.pagination = Pagination(
                phase: .refreshing, generation: 1, lastLoadedPage: 1,
                requestInFlight: Fixtures.request(1, generation: 1))
        }
        tester.send(.list(.pageFailed(firstRequest, .timeout)))
        tester.answer(.list(.fetchPage(refresh)), with: .list(.pageFailed(refresh, .timeout))) {
            $0.list.pagination = Pagination(
                phase: .failed(page: 1, error: .timeout), generation: 1, lastLoadedPage: 1)
            $0.alert = AppAlert(
                title: "오류", message: "서버 응답이 없습니다. 잠시 후 다시 시도해주세요.", retry: .list(.retryTapped))
        }
        tester.send(.backTapped) { $0.alert = nil }
        tester.send(.alertRetryTapped)
        tester.finish()
    }

    @Test("a detail failure becomes an alert whose retry asks for the detail again")
    func detailFailureAlert() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.onList())
        tester.send(.list(.selectionConfirmed), effects: [.detail(.fetchDetail(id: 100), on: 1)]) {
            $0.path[detail: 1] = ProductDetailState(productID: 100, userVendorID: Fixtures.userVendorID)
            $0.path[detail: 1]?.isLoading = true
        }
        tester.answer(
            .detail(.fetchDetail(id: 100), on: 1), with: .destination(1, .detail(.detailFailed(.timeout)))
        ) {
            $0.path[detail: 1]?.isLoading = false
            $0.path[detail: 1]?.loadError = .timeout
            $0.alert = AppAlert(
                title: "오류", message: "서버 응답이 없습니다. 잠시 후 다시 시도해주세요.",
                retry: .destination(1, .detail(.retryTapped)))
        }
        tester.send(.alertRetryTapped, effects: [.detail(.fetchDetail(id: 100), on: 1)]) {
            $0.alert = nil
            $0.path[detail: 1]?.isLoading = true
            $0.path[detail: 1]?.loadError = nil
        }
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("a product the market does not have (404): the screen says it is gone, no alert, no retry")
    func detailGone() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.onList())
        tester.send(.list(.selectionConfirmed), effects: [.detail(.fetchDetail(id: 100), on: 1)]) {
            $0.path[detail: 1] = ProductDetailState(productID: 100, userVendorID: Fixtures.userVendorID)
            $0.path[detail: 1]?.isLoading = true
        }
        let gone = MarketError.server(status: 404, message: "product 100 not found")
        tester.answer(
            .detail(.fetchDetail(id: 100), on: 1), with: .destination(1, .detail(.detailFailed(gone)))
        ) {
            $0.path[detail: 1]?.isLoading = false
            $0.path[detail: 1]?.isGone = true
        }
        let view = tester.state.viewState.detailScreen
        #expect(view?.isGone == true)
        #expect(view?.error == "이 상품은 더 이상 없습니다.")
        tester.finish()
    }

    @Test("a registered product closes the form and refreshes the list, which shows it on top")
    func registerSuccessRefreshes() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.registering())
        let register = AppEffect.form(.register(FormScenario.validDraft), on: 1)
        tester.send(.form(.submitTapped, on: 1), effects: [register]) {
            $0.path[form: 1]?.feedback.markSubmitAttempted()
            $0.path[form: 1]?.isSubmitting = true
        }
        #expect(tester.state.viewState.isBusy)
        let refresh = Fixtures.request(1, generation: 1)
        let registered = MarketFixtures.detail(id: 101, vendorID: Fixtures.userVendorID, imageCount: 1)
        tester.answer(
            register, with: .destination(1, .form(.submitted(registered))),
            effects: [.cancelScreen(1), .list(.fetchPage(refresh))]
        ) {
            $0.path[form: 1] = nil
            $0.list.pagination = Pagination(
                phase: .refreshing, generation: 1, lastLoadedPage: 1,
                requestInFlight: Fixtures.request(1, generation: 1))
        }
        #expect(tester.state.viewState.listScreen != nil)
        let fresh = Fixtures.ids(from: 101, count: 20)
        let page = MarketFixtures.page(1, ids: fresh)
        tester.answer(
            .list(.fetchPage(refresh)), with: .list(.pageLoaded(refresh, page)),
            effects: Fixtures.thumbnailLoads(fresh[0..<10]).map(AppEffect.list)
        ) {
            $0.list.pagination = Pagination(phase: .loaded(hasNext: true), generation: 1, lastLoadedPage: 1)
            $0.list.products = UniqueProducts(page.products)
            $0.list.thumbnails = Fixtures.loading(fresh[0..<10])
        }
        #expect(tester.state.viewState.listScreen?.cells.first?.id == 101)
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("a saved edit closes the form and shows the new values on the detail and in the list")
    func editSuccessUpdates() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.onOwnedDetail())
        let detail = AppScenario.ownedDetail
        tester.send(.detail(.actionsTapped, on: 1)) {
            $0.path[detail: 1]?.delete = .actionSheet(ActionSheet(productID: AppScenario.ownedID))
        }
        tester.send(.detail(.actionChosen(.edit), on: 1)) {
            $0.path[detail: 1]?.delete = nil
            $0.path[form: 2] = ProductFormState(mode: .edit(detail))
        }
        #expect(tester.state.viewState.formScreen?.title == "상품수정")
        #expect(tester.state.viewState.formScreen?.fields[1].text == "1000")
        // The form is the second screen, above the detail.
        tester.send(.form(.textChanged(.price, "2000"), on: 2)) {
            $0.path[form: 2]?.input.price = "2000"
            $0.path[form: 2]?.feedback.markEdited(.price)
        }
        let edit = AppEffect.form(.edit(id: AppScenario.ownedID, ProductEdit(price: 2_000)), on: 2)
        tester.send(.form(.submitTapped, on: 2), effects: [edit]) {
            $0.path[form: 2]?.feedback.markSubmitAttempted()
            $0.path[form: 2]?.isSubmitting = true
        }
        var updated = detail
        updated.product.price = 2_000
        updated.product.bargainPrice = 2_000
        tester.answer(edit, with: .destination(2, .form(.submitted(updated))), effects: [.cancelScreen(2)]) {
            $0.path[form: 2] = nil
            $0.path[detail: 1]?.detail = updated
            $0.list.products.update(updated.product)
        }
        let price = [PresentedText("KRW\u{00A0}2,000", tone: .secondary)]
        #expect(tester.state.viewState.detailScreen?.content?.price == price)
        #expect(tester.state.list.viewState(.korean).cells[2].price == price)
        tester.finish()
    }

    @Test(
        "an edit saved after its form was closed still shows its new values on the detail")
    func editSavedAfterFormClosed() {
        var state = AppScenario.onOwnedDetail()
        AppScenario.reduce(
            &state, .detail(.actionsTapped, on: 1), .detail(.actionChosen(.edit), on: 1),
            .form(.textChanged(.price, "2000"), on: 1),
            .form(.submitTapped, on: 1), .backTapped)
        #expect(state.path[form: 2] == nil)
        var updated = AppScenario.ownedDetail
        updated.product.price = 2_000
        updated.product.bargainPrice = 2_000
        AppScenario.reduce(&state, .destination(2, .form(.submitted(updated))))
        #expect(state.path[detail: 1]?.detail == updated)
        #expect(state.list.products[2] == updated.product)
    }

    @Test("a failed submit keeps the form, shows the message and an alert that retries only when it may help")
    func submitFailure() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.registering())
        let register = AppEffect.form(.register(FormScenario.validDraft), on: 1)
        tester.send(.form(.submitTapped, on: 1), effects: [register]) {
            $0.path[form: 1]?.feedback.markSubmitAttempted()
            $0.path[form: 1]?.isSubmitting = true
        }
        let busy = MarketError.server(status: 503, message: "busy")
        tester.answer(register, with: .destination(1, .form(.submitFailed(busy)))) {
            $0.path[form: 1]?.isSubmitting = false
            $0.path[form: 1]?.submitError = busy
            $0.alert = AppAlert(
                title: "오류", message: "서버 오류 (503): busy", retry: .destination(1, .form(.submitTapped)))
        }
        #expect(tester.state.viewState.formScreen?.submitError == "서버 오류 (503): busy")
        tester.send(.alertRetryTapped, effects: [register]) {
            $0.alert = nil
            $0.path[form: 1]?.isSubmitting = true
            $0.path[form: 1]?.submitError = nil
        }
        let refused = MarketError.server(status: 400, message: "bad")
        tester.answer(register, with: .destination(1, .form(.submitFailed(refused)))) {
            $0.path[form: 1]?.isSubmitting = false
            $0.path[form: 1]?.submitError = refused
            $0.alert = AppAlert(title: "오류", message: "서버 오류 (400): bad", retry: nil)
        }
        #expect(tester.state.viewState.alert?.retry == nil)
        tester.send(.alertRetryTapped)
        tester.send(.alertDismissed) { $0.alert = nil }
        #expect(tester.state.path[form: 1]?.input == AppScenario.registering().path[form: 1]?.input)
        tester.finish()
    }

    @Test("the form's messages quote the configured rules, not the standard ones")
    func configuredRulesInMessages() {
        var state = AppScenario.onList()
        state.configuration.rules = ProductRules(descriptionLength: 1...50)
        AppScenario.reduce(
            &state, .registerTapped,
            .form(.textChanged(.description, String(repeating: "가", count: 51)), on: 1))
        let description = state.viewState.formScreen?.fields.first { $0.field == .description }
        #expect(description?.error == "상품설명은 1글자 이상, 50글자 이하로 입력해주세요.")
    }

    @Test("the language switch changes every text")
    func languageSwitch() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.onList())
        tester.send(.languageChanged(.english)) { $0.configuration.language = .english }
        #expect(tester.state.viewState.listScreen?.title == "Open Market")
        #expect(
            tester.state.viewState.listScreen?.cells.first?.stock
                == PresentedText("Stock: 10", tone: .secondary))
        tester.finish()
    }
}
