import Loop
import Market
import Presenters
import Screens
import Testing

/// The whole app on the embedded market (seed 2022, 240 products, latency on a manual clock), checked
/// through what a person sees: `AppState.viewState`.
@MainActor
@Suite("End to end on the in-memory market")
struct EndToEndTests {
    func prices(_ texts: String...) -> [String] { texts.map { "KRW\u{00A0}\($0)" } }

    @Test("list, paging, grid, detail, register, edit, delete with a wrong then the right password, retry")
    func wholeJourney() async throws {
        let driver = AppDriver()
        let ownedIndex = try #require(try await Journey.firstOwnedIndex(driver))

        try await driver.send(.launched)
        var list = try #require(driver.view.listScreen)
        #expect(driver.state.list.products.map(\.id) == Array((221...240).reversed()))
        #expect(list.cells.map(\.id) == [240, 239, 238, 237, 236, 235])
        #expect(list.cells[0].name == "에어팟 프로 2세대")
        #expect(list.cells[0].price.map(\.text) == prices("137,500"))
        #expect(list.cells[1].price.map(\.text) == prices("227,500", "204,750"))
        #expect(list.cells[0].stock.text == "잔여수량 : 719")
        #expect(list.cells[4].stock.text == "품절")
        // The market's thumbnails are 4×4 PNGs of 120 bytes; its full images 16×16 PNGs of 852 bytes.
        #expect(list.cells[0].thumbnail == .loaded(Fixtures.solid(side: 4, 219, 11, 180)))
        #expect(list.cells[0].isSelected)
        #expect(list.status == .idle)
        #expect(!driver.view.isBusy)

        try await driver.select(19)
        let ids = driver.state.list.products.map(\.id)
        #expect(ids == Array((201...240).reversed()))
        #expect(Set(ids).count == 40)
        list = try #require(driver.view.listScreen)
        #expect(list.cells.map(\.id) == [226, 225, 224, 223, 222, 221])
        #expect(list.cells.last?.isSelected == true)
        #expect(list.loadedCount == 40)

        try await driver.send(.list(.layoutToggled))
        list = try #require(driver.view.listScreen)
        #expect(list.layout == .grid)
        #expect(list.columns == 2)
        #expect(list.firstIndex == 14)
        #expect(list.cells.map(\.id) == [226, 225, 224, 223, 222, 221])

        #expect(ownedIndex == 14)
        try await driver.select(ownedIndex)
        try await driver.send(.list(.selectionConfirmed))
        var detail = try #require(driver.view.detailScreen)
        #expect(detail.title == "무선 충전 패드")
        #expect(detail.content?.imagePage == "1/4")
        // The market's 16-pixel image, whole: the text front end decodes pictures up to 96 pixels.
        #expect(detail.content?.image == .loaded(Fixtures.solid(side: 16, 54, 208, 37)))
        #expect(detail.content?.price.map(\.text) == prices("73,500"))
        #expect(detail.content?.vendor == "오픈마켓 데모")
        #expect(detail.actions == "수정 / 삭제")
        try await driver.sendOnTop(.detail(.imagePaged(by: 1)))
        #expect(driver.view.detailScreen?.content?.imagePage == "2/4")
        try await driver.send(.backTapped)
        #expect(driver.view.listScreen?.layout == .grid)
        try await driver.send(.list(.layoutToggled))

        try await Journey.register(driver)
        list = try #require(driver.view.listScreen)
        #expect(driver.state.path.isEmpty)
        #expect(driver.state.list.pagination.generation == 1)
        #expect(driver.state.list.products.count == 20)
        #expect(list.cells.first?.id == 241)
        #expect(list.cells.first?.name == Journey.newProductName)
        #expect(list.cells.first?.price.map(\.text) == prices("25,000"))
        #expect(list.cells.first?.stock.text == "잔여수량 : 3")
        #expect(list.cells.first?.thumbnail == .loaded(Fixtures.solid(side: 1, 255, 255, 255)))
        #expect(await driver.market.productCount == 241)

        try await driver.send(.list(.selectionConfirmed))
        detail = try #require(driver.view.detailScreen)
        #expect(detail.title == Journey.newProductName)
        #expect(detail.content?.imagePage == "1/1")
        try await Journey.openEditForm(driver)
        let form = try #require(driver.view.formScreen)
        #expect(form.title == "상품수정")
        #expect(
            form.fields.map(\.text) == [Journey.newProductName, "25000", "", "3", "끝에서 끝까지 검사하는 머그컵입니다."])
        #expect(form.images.items == ["#1"])
        #expect(form.images.addCell == nil)
        try await Journey.savePrice(driver, "30000")
        detail = try #require(driver.view.detailScreen)
        #expect(detail.content?.price.map(\.text) == prices("30,000"))
        #expect(driver.state.list.viewState(.korean).cells.first?.price.map(\.text) == prices("30,000"))

        try await Journey.openDeletePrompt(driver)
        #expect(driver.view.detailScreen?.delete?.passwordPrompt?.maskedText == "")
        try await Journey.confirmDelete(driver, password: Journey.wrongPassword)
        let prompt = try #require(driver.view.detailScreen?.delete?.passwordPrompt)
        #expect(prompt.error == "비밀번호가 틀렸습니다. 다시 입력해주세요.")
        #expect(prompt.maskedText == "")
        #expect(!prompt.isVerifying)
        #expect(driver.view.detailScreen?.title == Journey.newProductName)
        #expect(await driver.market.productCount == 241)
        try await Journey.confirmDelete(driver, password: AppDriver.credentials.password)
        #expect(
            driver.viewStates.contains {
                $0.detailScreen?.delete?.passwordPrompt?.maskedText == String(repeating: "•", count: 17)
            })
        #expect(driver.view.detailScreen?.delete?.passwordPrompt == nil)
        list = try #require(driver.view.listScreen)
        #expect(list.cells.map(\.id) == [240, 239, 238, 237, 236, 235])
        #expect(!driver.state.list.products.contains(id: 241))
        #expect(await driver.market.productCount == 240)

        await driver.market.failNext(1)
        try await driver.send(.list(.refreshPulled))
        let alert = try #require(driver.view.alert)
        #expect(alert.title == "오류")
        #expect(alert.message == "서버 오류 (500): injected failure")
        #expect(alert.retry == "다시 시도")
        list = try #require(driver.view.listScreen)
        #expect(
            list.status == .failed(message: "상품을 불러오지 못했습니다: 서버 오류 (500): injected failure", retry: "다시 시도"))
        #expect(list.cells.first?.id == 240)
        try await driver.send(.alertRetryTapped)
        #expect(driver.view.alert == nil)
        #expect(driver.view.listScreen?.status == .idle)
        #expect(driver.state.list.products.map(\.id) == Array((221...240).reversed()))
        #expect(!driver.loop.hasPendingWork)
    }

    @Test(
        "after a delete, paging on still shows the product that moved up into the first page")
    func pagingAfterDelete() async throws {
        let driver = AppDriver()
        let ownedIndex = try #require(try await Journey.firstOwnedIndex(driver))
        try await driver.send(.launched)
        try await driver.select(ownedIndex)
        let deletedID = try #require(driver.state.list.selectedProduct?.id)
        try await driver.send(.list(.selectionConfirmed))
        try await Journey.openDeletePrompt(driver)
        try await Journey.confirmDelete(driver, password: AppDriver.credentials.password)
        #expect(driver.view.listScreen != nil)
        #expect(await driver.market.productCount == 239)
        try await driver.select(18)
        #expect(
            driver.state.list.products.map(\.id) == Array((200...240).reversed()).filter { $0 != deletedID })
    }
}
