import Foundation
import Images
import Loop
import Market
import MarketInMemory
import SweepTesting
import Testing

/// The embedded market: the paging arithmetic of docs/Contract.md §4.2, its seeded catalogue, the rules of
/// §7, vendor ownership, the two-step delete, and fault injection. The contract's tests run in process
/// and over HTTP (`MarketTransport`): the served market (`openmarket market`) answers as the embedded one.
/// One test at a time: on Linux a URLSession request holds a thread of the concurrency pool while it
/// waits, and the server answers on that pool, so many at once only wait for each other.
@Suite("InMemoryMarket", .serialized)
struct InMemoryMarketTests {
    static let demo = VendorCredentials(
        vendorID: Catalogue.demoVendorID, identifier: "demo-identifier", password: "demo-password")
    static let jane = VendorCredentials(vendorID: 6, identifier: "jane-identifier", password: "jane-password")
    static let catalogue = Catalogue(seed: 2022)

    let market = InMemoryMarket(accounts: [Self.demo, Self.jane])
    var demo: some MarketClient { market.client(for: Self.demo) }
    private let opened = OpenedConnections()

    /// The market reached over `transport` for the rest of the test.
    func connect(_ transport: MarketTransport) throws -> MarketConnection {
        try opened.open(market, over: transport)
    }

    /// The newest catalogue product of a vendor.
    static func product(of vendorID: Int) throws -> Product {
        try #require(catalogue.details.last { $0.product.vendorID == vendorID }).product
    }

    static let draft = ProductDraft(
        name: "Handmade Mug", description: "A sturdy mug, glazed by hand.", price: 12_000,
        discountedPrice: 2_000, stock: 5, currency: .krw,
        images: [ImageUpload(fileName: "mug.png", data: TestImages.png)])

    // MARK: - Paging (§4.2)

    @Test(
        "page 1 of 20 holds the 20 newest products and has a next page", arguments: MarketTransport.allCases)
    func firstPage(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        let page = try await demo.page(number: 1, itemsPerPage: 20)
        #expect(page.number == 1)
        #expect(page.itemsPerPage == 20)
        #expect(page.totalCount == 240)
        #expect(page.lastPage == 12)
        #expect(page.hasNext)
        #expect(page.products.map(\.id) == Array((221...240).reversed()))
    }

    @Test(
        "a search pages the products whose name holds the text, ignoring case, newest first",
        arguments: MarketTransport.allCases)
    func search(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        #expect(demo.searches)
        let page = try await demo.page(number: 1, itemsPerPage: 500, matching: "desk lamp")
        #expect(!page.products.isEmpty)
        #expect(page.products.allSatisfy { $0.name == "Desk Lamp" })
        #expect(page.totalCount == page.products.count)
        #expect(page.products.map(\.id) == page.products.map(\.id).sorted(by: >))
        let none = try await demo.page(number: 1, itemsPerPage: 20, matching: "xyzzy")
        #expect(none.products.isEmpty)
        #expect(none.totalCount == 0)
        #expect(none.hasNext == false)
    }

    @Test(
        "page 2 starts at offset 20; page 12 of 20 is the last; page 13 is empty",
        arguments: MarketTransport.allCases)
    func lastPages(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        let second = try await demo.page(number: 2, itemsPerPage: 20)
        #expect(second.products.map(\.id) == Array((201...220).reversed()))
        #expect(second.hasNext)
        let eleventh = try await demo.page(number: 11, itemsPerPage: 20)
        #expect(eleventh.hasNext)
        let last = try await demo.page(number: 12, itemsPerPage: 20)
        #expect(last.products.map(\.id) == Array((1...20).reversed()))
        #expect(last.lastPage == 12)
        #expect(!last.hasNext)
        let beyond = try await demo.page(number: 13, itemsPerPage: 20)
        #expect(beyond.products.isEmpty)
        #expect(beyond.lastPage == 12)
        #expect(!beyond.hasNext)
        #expect(beyond.totalCount == 240)
    }

    @Test(
        "a partial last page: 240 by 7 is 35 pages, the last holding 2", arguments: MarketTransport.allCases)
    func partialLastPage(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        let page = try await demo.page(number: 35, itemsPerPage: 7)
        #expect(page.lastPage == 35)
        #expect(page.products.map(\.id) == [2, 1])
        #expect(!page.hasNext)
        let previous = try await demo.page(number: 34, itemsPerPage: 7)
        #expect(previous.products.map(\.id) == Array((3...9).reversed()))
        #expect(previous.hasNext)
    }

    @Test(
        "items are newest first and every product appears exactly once over all pages",
        arguments: MarketTransport.allCases)
    func allPages(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        var ids: [Int] = []
        for number in 1...10 {
            ids += try await demo.page(number: number, itemsPerPage: 25).products.map(\.id)
        }
        #expect(ids == Array((1...240).reversed()))
    }

    @Test("items_per_page 0 or page 0 is a 400", arguments: MarketTransport.allCases)
    func invalidPaging(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        #expect(
            await failure { try await demo.page(number: 1, itemsPerPage: 0) }
                == .server(status: 400, message: "items_per_page must be at least 1"))
        #expect(
            await failure { try await demo.page(number: 0, itemsPerPage: 20) }
                == .server(status: 400, message: "page_no must be at least 1"))
        #expect(
            await failure { try await demo.page(number: -3, itemsPerPage: -1) }
                == .server(status: 400, message: "page_no must be at least 1"))
    }

    @Test("huge page numbers and sizes are answered, not a crash", arguments: MarketTransport.allCases)
    func hugePaging(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        let beyond = try await demo.page(number: .max, itemsPerPage: 2)
        #expect(beyond.products.isEmpty)
        #expect(beyond.lastPage == 120)
        #expect(!beyond.hasNext)
        let everything = try await demo.page(number: 1, itemsPerPage: .max)
        #expect(everything.products.count == 240)
        #expect(everything.lastPage == 1)
        #expect(!everything.hasNext)
        let second = try await demo.page(number: 2, itemsPerPage: .max)
        #expect(second.products.isEmpty)
    }

    // MARK: - Catalogue

    @Test("the catalogue is the same for a seed and differs for another")
    func deterministic() {
        let again = Catalogue(seed: 2022)
        #expect(again.details == Self.catalogue.details)
        #expect(again.images == Self.catalogue.images)
        let other = Catalogue(seed: 2023)
        #expect(other.details != Self.catalogue.details)
        #expect(other.details.map(\.product.name) != Self.catalogue.details.map(\.product.name))
    }

    @Test("a memoized catalogue is the one its seed, count and photos make, whichever was made before")
    func memoized() {
        #expect(Catalogue.memoized(seed: 2022).details == Self.catalogue.details)
        #expect(Catalogue.memoized(seed: 2022).images == Self.catalogue.images)
        let fewer = Catalogue.memoized(seed: 2022, count: 3)
        #expect(fewer.details.map(\.id) == [1, 2, 3])
        #expect(fewer.details == Array(Self.catalogue.details.prefix(3)))
        let photographed = Catalogue.memoized(seed: 2022, count: 3, photos: true)
        #expect(photographed.images.isEmpty && !fewer.images.isEmpty)
        #expect(Catalogue.memoized(seed: 2023).details != Self.catalogue.details)
        #expect(Catalogue.memoized(seed: 2022).details == Self.catalogue.details)
    }

    @Test("markets with the same seed serve the same pages")
    func deterministicMarket() async throws {
        let first = try await InMemoryMarket(seed: 5).client(for: Self.demo).page(number: 3, itemsPerPage: 30)
        let second = try await InMemoryMarket(seed: 5).client(for: Self.demo).page(
            number: 3, itemsPerPage: 30)
        let other = try await InMemoryMarket(seed: 6).client(for: Self.demo).page(number: 3, itemsPerPage: 30)
        #expect(first == second)
        #expect(first.products.map(\.id) == other.products.map(\.id))
        #expect(first.products != other.products)
    }

    @Test("the catalogue looks real: currencies, discounts, sold-out items, vendors")
    func realistic() {
        let products = Self.catalogue.details.map(\.product)
        #expect(products.count == 240)
        #expect(Set(products.map(\.id)) == Set(1...240))
        let currencies = Set(products.map(\.currency))
        #expect(currencies == [.krw, .usd])
        let discounted = products.filter(\.isDiscounted).count
        #expect((20...60).contains(discounted), "about 1 in 6 discounted, got \(discounted) of 240")
        let soldOut = products.filter { $0.stock == 0 }.count
        #expect((10...45).contains(soldOut), "about 1 in 10 sold out, got \(soldOut) of 240")
        let vendors = Set(products.compactMap(\.vendorID))
        #expect(vendors.count >= 3)
        #expect(vendors.contains(Catalogue.demoVendorID))
        #expect(vendors.isSubset(of: Set(Catalogue.vendors.map(\.id))))
        for product in products {
            #expect(product.bargainPrice == product.price - product.discountedPrice)
            #expect(product.price > 0 && product.discountedPrice <= product.price && product.stock >= 0)
        }
        #expect(products.contains { $0.name.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
    }

    /// Every product's images are counted and served; a `Sweep` of them is written out as PNG bytes
    /// and read (40 products by default, every one in a full sweep: each is encoded on request).
    @Test("every product has 1 to 5 images, all valid PNGs, thumbnail first", .sweep)
    func images() {
        for detail in Self.catalogue.details {
            #expect((1...5).contains(detail.images.count))
            #expect(detail.product.thumbnailURL == detail.images.first?.thumbnailURL)
            for image in detail.images {
                #expect(
                    Self.catalogue.images[image.url] != nil
                        && Self.catalogue.images[image.thumbnailURL] != nil)
            }
        }
        for detail in Sweep.cases(Self.catalogue.details, sample: 40, salt: "catalogue images") {
            for image in detail.images {
                #expect(ImageFormat(detecting: Self.catalogue.imageData(at: image.url) ?? Data()) == .png)
                #expect(
                    ImageFormat(detecting: Self.catalogue.imageData(at: image.thumbnailURL) ?? Data()) == .png
                )
            }
        }
        #expect(
            Self.catalogue.images.count == 2 * Self.catalogue.details.map(\.images.count).reduce(0, +))
    }

    @Test(
        "the detail and image bytes of a product are served; unknown ones are 404",
        arguments: MarketTransport.allCases)
    func fetchDetailAndImage(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        let expected = Self.catalogue.details[99]
        let detail = try await demo.detail(id: 100)
        #expect(detail == connection.carried(expected))
        let url = try #require(detail.images.first?.url)
        let bytes = try await demo.imageData(at: url)
        #expect(bytes == Self.catalogue.imageData(at: try #require(expected.images.first?.url)))
        #expect(ImageFormat(detecting: bytes) == .png)
        #expect(
            await failure {
                try await demo.imageData(at: connection.imageURL("memory://images/0/nowhere.png"))
            }
                == .server(status: 404, message: "image not found"))
        #expect(
            await failure { try await demo.detail(id: 999) }
                == .server(status: 404, message: "product 999 not found"))
    }

    // MARK: - Rules (§7), each through register

    /// Registers `draft` as the demo vendor and expects the 400 of `violation`, with nothing registered.
    func expectRefused(
        _ draft: ProductDraft, _ violation: RuleViolation, message: String,
        by client: (any MarketClient)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        #expect(violation.description == message, sourceLocation: sourceLocation)
        let error = await failure { try await (client ?? demo).register(draft) }
        #expect(error == .server(status: 400, message: message), sourceLocation: sourceLocation)
        #expect(await market.productCount == 240, sourceLocation: sourceLocation)
    }

    func draft(_ change: (inout ProductDraft) -> Void) -> ProductDraft {
        var draft = Self.draft
        change(&draft)
        return draft
    }

    @Test("rule: a name of 2 characters is too short")
    func nameTooShort() async {
        await expectRefused(
            draft { $0.name = "ab" }, RuleViolation(.name, .tooShort(minimum: 3)),
            message: "name must have at least 3 characters")
    }

    @Test("rule: a name of 101 characters is too long; 100 is fine")
    func nameTooLong() async throws {
        await expectRefused(
            draft { $0.name = String(repeating: "n", count: 101) },
            RuleViolation(.name, .tooLong(maximum: 100)),
            message: "name must have at most 100 characters")
        let registered = try await demo.register(draft { $0.name = String(repeating: "n", count: 100) })
        #expect(registered.product.name.count == 100)
    }

    @Test("rule: names are counted in graphemes, so 3 emoji are enough and 2 are not")
    func nameGraphemes() async throws {
        let coder = "👩‍💻"
        #expect(coder.unicodeScalars.count == 3)
        await expectRefused(
            draft { $0.name = coder + coder }, RuleViolation(.name, .tooShort(minimum: 3)),
            message: "name must have at least 3 characters")
        let registered = try await demo.register(draft { $0.name = coder + "🇰🇷" + coder })
        #expect(registered.product.name == "👩‍💻🇰🇷👩‍💻")
        await expectRefusedAfterOne(
            draft { $0.name = String(repeating: "🇰🇷", count: 101) },
            message: "name must have at most 100 characters")
    }

    /// Like `expectRefused`, once one product was already registered.
    func expectRefusedAfterOne(
        _ draft: ProductDraft, message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let error = await failure { try await demo.register(draft) }
        #expect(error == .server(status: 400, message: message), sourceLocation: sourceLocation)
        #expect(await market.productCount == 241, sourceLocation: sourceLocation)
    }

    @Test("rule: a description of 1001 characters is too long")
    func descriptionTooLong() async {
        await expectRefused(
            draft { $0.description = String(repeating: "d", count: 1001) },
            RuleViolation(.description, .tooLong(maximum: 1000)),
            message: "description must have at most 1000 characters")
    }

    @Test("rule: a description of 9 characters, or padded with blanks, is too short")
    func descriptionTooShort() async {
        await expectRefused(
            draft { $0.description = "too short" }, RuleViolation(.description, .tooShort(minimum: 10)),
            message: "description must have at least 10 characters")
        await expectRefused(
            draft { $0.description = "   short   \n\n" }, RuleViolation(.description, .tooShort(minimum: 10)),
            message: "description must have at least 10 characters")
    }

    @Test("rule: a negative price")
    func negativePrice() async {
        await expectRefused(
            draft {
                $0.price = -1
                $0.discountedPrice = 0
            }, RuleViolation(.price, .negative), message: "price must not be negative")
    }

    @Test("rule: a discount above the price")
    func discountAbovePrice() async {
        await expectRefused(
            draft { $0.discountedPrice = 12_001 }, RuleViolation(.discountedPrice, .discountAbovePrice),
            message: "discountedPrice must not be above price")
    }

    @Test("rule: a negative stock")
    func negativeStock() async {
        await expectRefused(
            draft { $0.stock = -1 }, RuleViolation(.stock, .negative), message: "stock must not be negative")
    }

    @Test("rule: a currency other than KRW or USD")
    func unsupportedCurrency() async {
        await expectRefused(
            draft { $0.currency = .other("JPY") }, RuleViolation(.currency, .unsupportedCurrency("JPY")),
            message: "currency JPY is not KRW or USD")
    }

    @Test("rule: no image")
    func noImage() async {
        await expectRefused(
            draft { $0.images = [] }, RuleViolation(.images, .tooFew(minimum: 1)),
            message: "images needs at least 1")
    }

    @Test("rule: six images; five are fine", arguments: MarketTransport.allCases)
    func sixImages(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        let image = ImageUpload(fileName: "i.png", data: TestImages.png)
        await expectRefused(
            draft { $0.images = Array(repeating: image, count: 6) },
            RuleViolation(.images, .tooMany(maximum: 5)),
            message: "images allows at most 5", by: demo)
        let registered = try await demo.register(draft { $0.images = Array(repeating: image, count: 5) })
        #expect(registered.images.count == 5)
    }

    @Test(
        "rule: an image of exactly 300 KB is too large; one byte less is fine",
        arguments: MarketTransport.allCases)
    func imageTooLarge(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        let limit = 300 * 1024
        let large = TestImages.png(totalBytes: limit)
        let fits = TestImages.png(totalBytes: limit - 1)
        #expect(large.count == 307_200 && ImageFormat(detecting: large) == .png)
        #expect(fits.count == 307_199 && ImageFormat(detecting: fits) == .png)
        await expectRefused(
            draft { $0.images = [ImageUpload(fileName: "big.png", data: large)] },
            RuleViolation(.images, .imageTooLarge(index: 0, bytes: limit, limit: limit)),
            message: "images[0] has 307200 bytes, limit 307200", by: demo)
        let registered = try await demo.register(
            draft { $0.images = [ImageUpload(fileName: "ok.png", data: fits)] })
        #expect(try await demo.imageData(at: #require(registered.images.first?.url)) == fits)
    }

    @Test("rule: a file that is not an image, whatever its name")
    func notAnImage() async {
        let text = ImageUpload(fileName: "photo.png", data: Data("hello, I am text".utf8))
        await expectRefused(
            draft { $0.images = [ImageUpload(fileName: "a.png", data: TestImages.png), text] },
            RuleViolation(.images, .notAnImage(index: 1, fileName: "photo.png")),
            message: "images[1] is not a JPEG or PNG")
    }

    @Test("rule: a truncated PNG is not an image")
    func truncatedPNG() async {
        await expectRefused(
            draft { $0.images = [ImageUpload(fileName: "cut.png", data: TestImages.png.dropLast(4))] },
            RuleViolation(.images, .notAnImage(index: 0, fileName: "cut.png")),
            message: "images[0] is not a JPEG or PNG")
    }

    @Test("rule: an edit is checked against the product it changes", arguments: MarketTransport.allCases)
    func editRules(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        let own = try Self.product(of: Catalogue.demoVendorID)
        #expect(
            await failure { try await demo.edit(id: own.id, ProductEdit(discountedPrice: own.price + 1)) }
                == .server(status: 400, message: "discountedPrice must not be above price"))
        #expect(
            await failure { try await demo.edit(id: own.id, ProductEdit(name: "ab")) }
                == .server(status: 400, message: "name must have at least 3 characters"))
        #expect(try await demo.detail(id: own.id).product == connection.carried(own))
    }

    // MARK: - Vendors, passwords and the two-step delete

    @Test(
        "a successful register gets id max+1, the vendor, and tops page 1",
        arguments: MarketTransport.allCases)
    func register(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        let detail = try await demo.register(
            draft { $0.images = [ImageUpload(fileName: "a.jpeg", data: TestImages.jpeg)] })
        #expect(detail.id == 241)
        #expect(detail.product.vendorID == Catalogue.demoVendorID)
        #expect(detail.vendor?.name == "오픈마켓 데모")
        #expect(detail.product.name == "Handmade Mug")
        #expect(detail.product.bargainPrice == 10_000)
        #expect(detail.images.map(\.url) == [connection.imageURL("memory://images/241/1.jpg")])
        #expect(
            try await demo.imageData(at: connection.imageURL("memory://images/241/1.jpg")) == TestImages.jpeg)
        let page = try await demo.page(number: 1, itemsPerPage: 20)
        #expect(page.totalCount == 241)
        #expect(page.products.first?.id == 241)
        #expect(page.products.dropFirst().first?.id == 240)
        #expect(page.lastPage == 13)
        #expect(try await demo.detail(id: 241) == detail)
        #expect(try await demo.register(Self.draft).id == 242)
    }

    @Test(
        "an edit changes only the fields it sends and recomputes the bargain price",
        arguments: MarketTransport.allCases)
    func edit(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        let own = try Self.product(of: Catalogue.demoVendorID)
        let edited = try await demo.edit(
            id: own.id, ProductEdit(price: own.price + 500, discountedPrice: 100))
        #expect(edited.product.price == own.price + 500)
        #expect(edited.product.discountedPrice == 100)
        #expect(edited.product.bargainPrice == own.price + 400)
        #expect(edited.product.name == own.name)
        #expect(edited.product.description == own.description)
        #expect(edited.product.currency == own.currency)
        #expect(edited.product.stock == own.stock)
        #expect(edited.product.thumbnailURL == own.thumbnailURL.map(connection.imageURL))
        #expect(try await demo.detail(id: own.id) == edited)
        let renamed = try await demo.edit(id: own.id, ProductEdit(name: "Renamed product", stock: 0))
        #expect(renamed.product.name == "Renamed product")
        #expect(renamed.product.stock == 0)
        #expect(renamed.product.bargainPrice == own.price + 400)
    }

    @Test(
        "an edit can pick another of the product's images as thumbnail, but no foreign image",
        arguments: MarketTransport.allCases)
    func editThumbnail(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        let detail = try #require(
            Self.catalogue.details.last {
                $0.product.vendorID == Catalogue.demoVendorID && $0.images.count > 1
            })
        let edited = try await demo.edit(id: detail.id, ProductEdit(thumbnailID: detail.images[1].id))
        #expect(edited.product.thumbnailURL == connection.imageURL(detail.images[1].thumbnailURL))
        #expect(
            await failure { try await demo.edit(id: detail.id, ProductEdit(thumbnailID: 1)) }
                == .server(status: 400, message: "thumbnail_id 1 is not an image of the product"))
    }

    @Test("another vendor's product cannot be edited or deleted: 403", arguments: MarketTransport.allCases)
    func ownership(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        let janes = try Self.product(of: 6)
        let forbidden = MarketError.server(
            status: 403, message: "product \(janes.id) belongs to another vendor")
        #expect(await failure { try await demo.edit(id: janes.id, ProductEdit(stock: 1)) } == forbidden)
        #expect(
            await failure { try await demo.deletionSecret(productID: janes.id, password: "demo-password") }
                == forbidden)
        let janesSecret = try await connection.client(for: Self.jane).deletionSecret(
            productID: janes.id, password: "jane-password")
        #expect(
            await failure { try await demo.delete(productID: janes.id, secret: janesSecret) } == forbidden)
        #expect(try await demo.detail(id: janes.id).product == connection.carried(janes))
    }

    @Test(
        "a wrong password is 400 \"wrong secret\" on register, edit and secret lookup",
        arguments: MarketTransport.allCases)
    func wrongPassword(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        let own = try Self.product(of: Catalogue.demoVendorID)
        let impostor = connection.client(
            for: VendorCredentials(
                vendorID: Catalogue.demoVendorID, identifier: "demo-identifier", password: "nope"))
        let wrong = MarketError.server(status: 400, message: "wrong secret")
        #expect(await failure { try await impostor.register(Self.draft) } == wrong)
        #expect(await failure { try await impostor.edit(id: own.id, ProductEdit(stock: 1)) } == wrong)
        #expect(await failure { try await demo.deletionSecret(productID: own.id, password: "nope") } == wrong)
        #expect(await market.productCount == 240)
        #expect(try await demo.detail(id: own.id).product == connection.carried(own))
    }

    @Test("an unknown identifier is 400 on every call that needs one", arguments: MarketTransport.allCases)
    func unknownIdentifier(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        let own = try Self.product(of: Catalogue.demoVendorID)
        let stranger = connection.client(
            for: VendorCredentials(
                vendorID: Catalogue.demoVendorID, identifier: "who-knows", password: "demo-password"))
        let unknown = MarketError.server(status: 400, message: "unknown identifier")
        #expect(await failure { try await stranger.register(Self.draft) } == unknown)
        #expect(await failure { try await stranger.edit(id: own.id, ProductEdit(stock: 1)) } == unknown)
        #expect(
            await failure { try await stranger.deletionSecret(productID: own.id, password: "demo-password") }
                == unknown)
        let secret = try await demo.deletionSecret(productID: own.id, password: "demo-password")
        #expect(await failure { try await stranger.delete(productID: own.id, secret: secret) } == unknown)
        #expect(await market.productCount == 240)
    }

    /// Over HTTP (the second generation) a product's secret is the address to delete: the password in
    /// its place is still refused by the market, and another product's address by the client, unsent.
    @Test(
        "deleting with the vendor password or another product's secret is refused and deletes nothing",
        arguments: MarketTransport.allCases)
    func wrongProductSecret(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        let own = try Self.product(of: Catalogue.demoVendorID)
        let wrong = MarketError.server(status: 400, message: "wrong product secret")
        let password = transport == .http ? "/api/products/\(own.id)/demo-password" : "demo-password"
        #expect(await failure { try await demo.delete(productID: own.id, secret: password) } == wrong)
        let other = try #require(
            Self.catalogue.details.first { $0.product.vendorID == Catalogue.demoVendorID && $0.id != own.id })
        let otherSecret = try await demo.deletionSecret(productID: other.id, password: "demo-password")
        #expect(otherSecret != (try await demo.deletionSecret(productID: own.id, password: "demo-password")))
        let refused =
            transport == .http
            ? MarketError.decoding(
                field: "secret", reason: "is the address of product \(other.id), not of product \(own.id)")
            : wrong
        #expect(await failure { try await demo.delete(productID: own.id, secret: otherSecret) } == refused)
        #expect(await market.productCount == 240)
        #expect(try await demo.detail(id: own.id).product == connection.carried(own))
        #expect(try await demo.detail(id: other.id).product == connection.carried(other.product))
    }

    @Test(
        "a delete with the looked-up secret removes the product from pages and detail",
        arguments: MarketTransport.allCases)
    func delete(over transport: MarketTransport) async throws {
        let connection = try connect(transport)
        let demo = connection.client(for: Self.demo)
        let own = try Self.product(of: Catalogue.demoVendorID)
        let secret = try await demo.deletionSecret(productID: own.id, password: "demo-password")
        #expect(secret == (try await demo.deletionSecret(productID: own.id, password: "demo-password")))
        #expect(secret != "demo-password")
        #expect(await failure { try await demo.delete(productID: own.id, secret: secret) } == nil)
        #expect(await market.productCount == 239)
        #expect(
            await failure { try await demo.detail(id: own.id) }
                == .server(status: 404, message: "product \(own.id) not found"))
        let all = try await demo.page(number: 1, itemsPerPage: 300)
        #expect(all.totalCount == 239)
        #expect(!all.products.contains { $0.id == own.id })
        #expect(all.products.count == 239)
        #expect(
            await failure { try await demo.delete(productID: own.id, secret: secret) }
                == .server(status: 404, message: "product \(own.id) not found"))
    }

    // MARK: - Fault injection

    @Test("failNext(2) fails exactly the next two calls")
    func failNext() async throws {
        await market.failNext(2)
        let injected = MarketError.server(status: 500, message: "injected failure")
        #expect(await failure { try await demo.healthCheck() } == injected)
        #expect(await failure { try await demo.page(number: 1, itemsPerPage: 5) } == injected)
        #expect(try await demo.page(number: 1, itemsPerPage: 5).products.count == 5)
        #expect(await failure { try await demo.healthCheck() } == nil)
        await market.failNext(1, with: .timeout)
        #expect(await failure { try await demo.detail(id: 1) } == .timeout)
        #expect(await failure { try await demo.detail(id: 1) } == nil)
    }

    /// Which of `count` health checks fail on a market with a 50% failure rate seeded with `seed`.
    static func failurePattern(seed: UInt64, count: Int = 40) async -> [Bool] {
        let market = InMemoryMarket(productCount: 1)
        await market.setFailureRate(0.5, seed: seed)
        let client = market.client(for: demo)
        var pattern: [Bool] = []
        for _ in 0..<count { pattern.append(await failure { try await client.healthCheck() } != nil) }
        return pattern
    }

    @Test("a failure rate is deterministic for a seed, and about the rate")
    func failureRate() async throws {
        let first = await Self.failurePattern(seed: 42)
        let second = await Self.failurePattern(seed: 42)
        let other = await Self.failurePattern(seed: 43)
        #expect(first == second)
        #expect(first != other)
        let failures = first.filter { $0 }.count
        #expect((10...30).contains(failures), "\(failures) of 40 failed at rate 0.5")
        await market.setFailureRate(0)
        #expect(await failure { try await demo.healthCheck() } == nil)
    }

    @Test("latency waits on the injected clock: nothing answers until it is advanced")
    func latency() async throws {
        let clock = ManualClock()
        let market = InMemoryMarket(accounts: [Self.demo], clock: clock, latency: .milliseconds(500))
        let client = market.client(for: Self.demo)
        let task = Task { try await client.page(number: 1, itemsPerPage: 3) }
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(499))
        #expect(clock.sleeperCount == 1, "the call must still be waiting")
        clock.advance(by: .milliseconds(1))
        #expect(try await task.value.products.map(\.id) == [240, 239, 238])
        #expect(clock.sleeperCount == 0)

        await market.setLatency(.seconds(2))
        let detail = Task { try await client.detail(id: 5) }
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(2))
        #expect(try await detail.value.id == 5)
    }

    @Test("a call cancelled while it waits out the latency throws cancelled")
    func cancelledDuringLatency() async throws {
        let clock = ManualClock()
        let market = InMemoryMarket(accounts: [Self.demo], clock: clock, latency: .seconds(1))
        let client = market.client(for: Self.demo)
        let task = Task { await failure { try await client.register(Self.draft) } }
        await clock.waitForSleepers(1)
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(clock.sleeperCount == 0)
        #expect(await market.productCount == 240)
    }
}
