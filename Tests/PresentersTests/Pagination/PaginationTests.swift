import Market
import MarketTestSupport
import Presenters
import Testing

struct PaginationTests {
    /// A pagination with page 1 (products 1...20) loaded.
    private static func loadedFirstPage(prefetchThreshold: Int = 5) throws -> Pagination {
        var pagination = Pagination(prefetchThreshold: prefetchThreshold)
        let firstIfAny = pagination.loadFirstPage()
        let first = try #require(firstIfAny)
        let accepted = pagination.accept(MarketFixtures.page(1, ids: 1...20), for: first)
        try #require(accepted)
        return pagination
    }

    @Test func theFirstPageIsRequestedOnceFromIdle() throws {
        var pagination = Pagination()
        #expect(pagination.phase == .idle)
        #expect(pagination.lastLoadedPage == 0)
        let firstLoadIfAny = pagination.loadFirstPage()
        let request = try #require(firstLoadIfAny)
        #expect(request == PageRequest(page: 1, itemsPerPage: 20, generation: 0))
        #expect(request.isFirstPage)
        #expect(pagination.phase == .loading(page: 1))
        #expect(pagination.requestInFlight == request)
        let again = pagination.loadFirstPage()
        #expect(again == nil)
        let accepted = pagination.accept(MarketFixtures.page(1, ids: 1...20), for: request)
        #expect(accepted)
        #expect(pagination.phase == .loaded(hasNext: true))
        #expect(pagination.lastLoadedPage == 1)
        #expect(!pagination.isRequestInFlight)
        let afterLoad = pagination.loadFirstPage()
        #expect(afterLoad == nil)
    }

    /// (last visible index, loaded count, threshold) → whether the next page is due.
    @Test(
        arguments: [
            ((14, 20, 5), false), ((15, 20, 5), true), ((19, 20, 5), true), ((99, 20, 5), true),
            ((19, 20, 0), false), ((18, 20, 1), false), ((19, 20, 1), true), ((0, 20, 20), true),
            ((0, 20, Int.max), true), ((-1, 0, 5), true), ((0, 20, -5), false), ((Int.min, 20, 5), false),
            ((Int.max, Int.max, 5), true), ((0, Int.min, 5), true),
        ] as [((Int, Int, Int), Bool)])
    func theNextPageIsDueNearTheEnd(position: (lastVisible: Int, loaded: Int, threshold: Int), due: Bool)
        throws
    {
        var pagination = try Self.loadedFirstPage(prefetchThreshold: position.threshold)
        let decision = pagination.shouldLoadNextPage(
            lastVisibleIndex: position.lastVisible, loadedCount: position.loaded)
        let next = pagination.nextPage(lastVisibleIndex: position.lastVisible, loadedCount: position.loaded)
        #expect(decision == due)
        #expect(next == (due ? PageRequest(page: 2, itemsPerPage: 20, generation: 0) : nil))
    }

    @Test func atMostOneRequestIsInFlight() throws {
        var pagination = Pagination(itemsPerPage: 10)
        let firstIfAny = pagination.loadFirstPage()
        let first = try #require(firstIfAny)
        #expect(!pagination.shouldLoadNextPage(lastVisibleIndex: 100, loadedCount: 0))
        let early = pagination.nextPage(lastVisibleIndex: 100, loadedCount: 0)
        #expect(early == nil)
        _ = pagination.accept(MarketFixtures.page(1, ids: 1...10), for: first)
        let secondIfAny = pagination.nextPage(lastVisibleIndex: 9, loadedCount: 10)
        let second = try #require(secondIfAny)
        #expect(second == PageRequest(page: 2, itemsPerPage: 10, generation: 0))
        #expect(pagination.phase == .loading(page: 2))
        let others = [
            pagination.nextPage(lastVisibleIndex: 9, loadedCount: 10), pagination.retry(),
            pagination.loadFirstPage(),
        ]
        #expect(others == [nil, nil, nil])
        #expect(pagination.requestInFlight == second)
    }

    @Test func theLastPageEndsTheList() throws {
        var pagination = Pagination()
        let firstIfAny = pagination.loadFirstPage()
        let first = try #require(firstIfAny)
        let accepted = pagination.accept(MarketFixtures.page(1, ids: 1...3, hasNext: false), for: first)
        let next = pagination.nextPage(lastVisibleIndex: 2, loadedCount: 3)
        #expect(accepted)
        #expect(pagination.phase == .loaded(hasNext: false))
        #expect(next == nil)
    }

    @Test func anAnswerFromBeforeARefreshIsDropped() throws {
        var pagination = Pagination()
        let firstIfAny = pagination.loadFirstPage()
        let first = try #require(firstIfAny)
        _ = pagination.accept(MarketFixtures.page(1, ids: 1...20), for: first)
        let secondIfAny = pagination.nextPage(lastVisibleIndex: 19, loadedCount: 20)
        let second = try #require(secondIfAny)
        let refresh = pagination.refresh()
        #expect(refresh == PageRequest(page: 1, itemsPerPage: 20, generation: 1))
        #expect(pagination.phase == .refreshing)
        #expect(pagination.lastLoadedPage == 1)
        let before = pagination
        let stale = [
            pagination.accept(MarketFixtures.page(2, ids: 21...40), for: second),
            pagination.fail(second, with: .timeout),
            pagination.accept(MarketFixtures.page(1, ids: 1...20), for: first),
        ]
        #expect(stale == [false, false, false])
        #expect(pagination == before)
        let fresh = pagination.accept(MarketFixtures.page(1, ids: 100...119), for: refresh)
        #expect(fresh)
        #expect(pagination.lastLoadedPage == 1)
        #expect(pagination.phase == .loaded(hasNext: true))
    }

    @Test func aSecondRefreshSupersedesTheFirst() {
        var pagination = Pagination()
        let older = pagination.refresh()
        let newer = pagination.refresh()
        #expect(older.generation != newer.generation)
        #expect(pagination.phase == .refreshing)
        let answers = [
            pagination.accept(MarketFixtures.page(1, ids: 1...20), for: older),
            pagination.accept(MarketFixtures.page(1, ids: 1...20), for: newer),
        ]
        #expect(answers == [false, true])
    }

    @Test func anAnswerForAPageNotAskedForIsDropped() throws {
        var pagination = Pagination()
        let firstIfAny = pagination.loadFirstPage()
        let first = try #require(firstIfAny)
        let forged = PageRequest(page: 2, itemsPerPage: 20, generation: first.generation)
        let resized = PageRequest(page: 1, itemsPerPage: 60, generation: first.generation)
        let answers = [
            pagination.accept(MarketFixtures.page(2, ids: 21...40), for: forged),
            pagination.fail(forged, with: .cancelled),
            pagination.accept(MarketFixtures.page(1, ids: 1...60), for: resized),
        ]
        #expect(answers == [false, false, false])
        #expect(pagination.phase == .loading(page: 1))
        let twice = [
            pagination.accept(MarketFixtures.page(1, ids: 1...20), for: first),
            pagination.accept(MarketFixtures.page(1, ids: 1...20), for: first),
        ]
        #expect(twice == [true, false])
    }

    @Test func aFailedPageIsRetriedAsTheSamePage() throws {
        var pagination = try Self.loadedFirstPage()
        let secondIfAny = pagination.nextPage(lastVisibleIndex: 19, loadedCount: 20)
        let second = try #require(secondIfAny)
        let failed = pagination.fail(second, with: .server(status: 500, message: "boom"))
        #expect(failed)
        #expect(pagination.phase == .failed(page: 2, error: .server(status: 500, message: "boom")))
        #expect(pagination.lastLoadedPage == 1)
        let blocked = [
            pagination.nextPage(lastVisibleIndex: 19, loadedCount: 20), pagination.loadFirstPage(),
        ]
        #expect(blocked == [nil, nil])
        let againIfAny = pagination.retry()
        let again = try #require(againIfAny)
        #expect(again == second)
        #expect(pagination.phase == .loading(page: 2))
        let retryWhileLoading = pagination.retry()
        #expect(retryWhileLoading == nil)
        let accepted = pagination.accept(MarketFixtures.page(2, ids: 21...40), for: again)
        #expect(accepted)
        #expect(pagination.lastLoadedPage == 2)
    }

    @Test func aFailedFirstLoadIsRetriedAsALoadAndAFailedRefreshAsARefresh() throws {
        var pagination = Pagination()
        let firstIfAny = pagination.loadFirstPage()
        let first = try #require(firstIfAny)
        _ = pagination.fail(first, with: .transport("offline"))
        let reload = pagination.loadFirstPage()
        #expect(reload == first)
        #expect(pagination.phase == .loading(page: 1))
        _ = pagination.accept(MarketFixtures.page(1, ids: 1...20), for: first)
        let refresh = pagination.refresh()
        _ = pagination.fail(refresh, with: .timeout)
        #expect(pagination.phase == .failed(page: 1, error: .timeout))
        let retried = pagination.retry()
        #expect(retried == refresh)
        #expect(pagination.phase == .refreshing)
    }

    @Test func aPageWithMoreProductsThanAskedForAddsOnlyTheNewOnes() throws {
        var pagination = try Self.loadedFirstPage()
        var products = UniqueProducts(MarketFixtures.products(1...20))
        let secondIfAny = pagination.nextPage(lastVisibleIndex: 19, loadedCount: products.count)
        let second = try #require(secondIfAny)
        _ = pagination.accept(MarketFixtures.page(2, ids: 21...40), for: second)
        products.append(contentsOf: MarketFixtures.products(21...40))
        let thirdIfAny = pagination.nextPage(lastVisibleIndex: 39, loadedCount: products.count)
        let third = try #require(thirdIfAny)
        let sixty = MarketFixtures.page(3, ids: 1...60)
        let accepted = pagination.accept(sixty, for: third)
        let added = products.append(contentsOf: sixty.products)
        #expect(sixty.products.count == 60)
        #expect(accepted)
        #expect(added == 20)
        #expect(products.map(\.id) == Array(1...60))
        #expect(pagination.lastLoadedPage == 3)
    }
}
