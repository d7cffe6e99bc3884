import Foundation
import Images
import Loop
import Market
import Presenters
import Screens
import Testing

/// The app's events and effects as JSON, the form a recording of a session keeps them in: each reads
/// back as it was, a secret as its bullets, and bad JSON is an error naming where it is bad.
@Suite("Events and effects as JSON")
struct EventCodingTests {
    static let date = CalendarDate(year: 2022, month: 1, day: 4)
    static let detail = ProductDetail(
        product: Product(
            id: 241, vendorID: 7, vendorName: "오픈마켓 데모", name: "머그컵", description: "두껍고 따뜻한 컵",
            thumbnailURL: "memory://thumbs/241.png", currency: .usd, price: 12.5, discountedPrice: 2.5,
            stock: 3,
            createdAt: date, issuedAt: CalendarDate(year: 2022, month: 11, day: 10)),
        images: [
            ProductImage(
                id: 2410, url: "memory://images/241/1.png", thumbnailURL: "memory://thumbs/241.png",
                succeeded: true, issuedAt: date)
        ],
        vendor: Vendor(id: 7, name: "오픈마켓 데모", localizedNames: ["en": "Open Market Demo"], createdAt: date))
    static let request = PageRequest(page: 2, itemsPerPage: 20, generation: 3, search: "머그")
    static let page = ProductPage(
        number: 2, itemsPerPage: 20, totalCount: 240, lastPage: 12, hasNext: true,
        products: [
            detail.product,
            Product(id: 5, vendorID: nil, name: "컵", thumbnailURL: nil, currency: .krw, price: 900, stock: 0),
        ],
        failures: [ItemFailure(index: 2, field: "pages[2].price", reason: "is missing")])
    static let picture = Picture(width: 2, height: 1, rgb: [255, 0, 0, 0, 128, 255])!
    static let upload = ImageUpload(
        fileName: "mug.png", data: Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF]),
        pixelSize: PixelSize(width: 640, height: 480))

    /// One event of each family: the list's, each pushed screen's, navigation's, the market's.
    static let events: [AppEvent] = [
        .launched,
        .list(.layoutSelected(.grid)),
        .list(.viewportResized(ViewportSize(listRows: 8, gridColumns: 3, gridRows: 4))),
        .list(.visibleRangeChanged(3..<9)),
        .list(.selectionMovedOneStep(.left)),
        .list(.pageLoaded(request, page)),
        .list(.pageFailed(request, .decoding(field: "pages[3].price", reason: "is missing"))),
        .list(.thumbnailLoaded(productID: 5, picture)),
        .list(.marketChanged(.registered(detail))),
        .search(.results(.productRemoved(id: 4)), on: 2),
        .destination(3, .detail(.detailLoaded(detail))),
        .destination(
            2, .detail(.delete(.deletionSecretFailed(productID: 5, .rejected(.init(.price, .negative)))))),
        .destination(2, .detail(.delete(.deleted(productID: 5)))),
        .detail(.imageLoaded(imageID: 2410, picture), on: 1),
        .detail(.actionChosen(.delete), on: 1),
        .detail(.imagePaged(by: -1), on: 1),
        .form(.focused(.discountedPrice), on: 1),
        .form(.textChanged(.price, "25000"), on: 1),
        .form(.typed("머그컵"), on: 1),
        .form(.imagePrepared(upload), on: 1),
        .form(.imageAttachFailed(AttachError(fileName: "a.gif", reason: .tooLarge(bytes: 900_000))), on: 1),
        .form(.currencySelected(.other("JPY")), on: 1),
        .form(.submitFailed(.server(status: 422, message: "name is too short")), on: 1),
        .search(.queryChanged("머그"), on: 1),
        .search(.results(.selectionMoved(by: -2)), on: 1),
        .openProduct(id: 9),
        .routeRequested(.search(query: "a&b c")),
        .routeRequested(.edit(productID: 241)),
        .languageChanged(.english),
        .marketChanged(.edited(detail)),
        .marketChanged(.deleted(productID: 3)),
        .alertConfirmed,
    ]

    /// One effect of each family: work, cancellations and delegates, of the list and each pushed screen.
    static let effects: [AppEffect] = [
        .list(.fetchPage(request)),
        .list(.loadThumbnail(productID: 5, url: "memory://thumbs/5.png")),
        .list(.cancelThumbnail(productID: 5)),
        .list(.delegate(.pageFailed(.timeout))),
        .cancelScreen(2),
        .search(.debounce("머"), on: 1),
        .search(.results(.fetchPage(request)), on: 1),
        .search(.delegate(.productChosen(id: 3)), on: 1),
        .detail(.fetchDetail(id: 241), on: 2),
        .detail(.loadImage(imageID: 2410, url: "memory://images/241/1.png"), on: 2),
        .detail(.delete(.cancel), on: 2),
        .detail(.delete(.delegate(.failed(.transport("connection reset")))), on: 2),
        .detail(.delegate(.editRequested(detail)), on: 2),
        .detail(
            .delegate(
                .deleteFailed(.server(status: 503, message: "busy"), retry: .delete(.passwordSubmitted))),
            on: 2),
        .form(.readImage(path: "/tmp/mug.png"), on: 3),
        .form(.prepareImage(upload, maxBytes: 300_000), on: 3),
        .form(
            .register(
                ProductDraft(
                    name: "머그컵", description: "두껍고 따뜻한 컵", price: 25_000, discountedPrice: 500, stock: 3,
                    currency: .krw, images: [upload])),
            on: 3),
        .form(.edit(id: 241, ProductEdit(price: 30_000, currency: .usd)), on: 3),
        .form(.delegate(.submitted(detail)), on: 3),
    ]

    static func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
        try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
    }

    /// `value` as one line of JSON, its keys sorted.
    static func line(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("an event reads back from its JSON as it was", arguments: events)
    func eventRoundTrip(_ event: AppEvent) throws {
        #expect(try Self.roundTrip(event) == event)
    }

    @Test("an effect reads back from its JSON as it was", arguments: effects)
    func effectRoundTrip(_ effect: AppEffect) throws {
        #expect(try Self.roundTrip(effect) == effect)
    }

    @Test("a typed form event and a password's lookup as a recording's line holds them")
    func readableLines() throws {
        #expect(
            try Self.line(AppEvent.form(.typed("머그"), on: 1))
                == #"{"path":{"_0":{"element":{"_0":1,"_1":{"form":{"_0":{"typed":{"_0":"머그"}}}}}}}}"#)
        let lookUp = AppEffect.detail(
            .delete(.lookUpDeletionSecret(productID: 241, password: "hunter2")), on: 1)
        #expect(
            try Self.line(lookUp)
                == #"{"path":{"_0":{"element":{"_0":1,"_1":{"detail":{"_0":{"delete":{"_0":{"lookUpDeletionSecret":{"password":"•••••••","productID":241}}}}}}}}}}"#
        )
    }

    @Test("a password or a deletion secret reads back as its bullets, one a character, and never in clear")
    func secretsAsBullets() throws {
        let events: [(DeleteFlowEvent, DeleteFlowEvent)] = [
            (.passwordChanged("hunter2"), .passwordChanged("•••••••")),
            (.typed("pw"), .typed("••")),
            (
                .deletionSecretFound(productID: 5, secret: "ps-98"),
                .deletionSecretFound(productID: 5, secret: "•••••")
            ),
        ]
        for (event, read) in events {
            #expect(
                try Self.roundTrip(AppEvent.detail(.delete(event), on: 1)) == .detail(.delete(read), on: 1))
        }
        let effects: [(DeleteFlowEffect, DeleteFlowEffect)] = [
            (
                .lookUpDeletionSecret(productID: 5, password: "hunter2"),
                .lookUpDeletionSecret(productID: 5, password: "•••••••")
            ),
            (.delete(productID: 5, secret: "ps-98"), .delete(productID: 5, secret: "•••••")),
        ]
        for (effect, read) in effects {
            #expect(
                try Self.roundTrip(AppEffect.detail(.delete(effect), on: 2)) == .detail(.delete(read), on: 2))
            let line = try Self.line(effect)
            let inClear = line.contains("hunter2") || line.contains("ps-98")
            #expect(!inClear)
        }
    }

    @Test("malformed JSON for an event is a DecodingError naming the path to the bad value")
    func malformed() throws {
        let cases: [(json: String, path: String)] = [
            (#"{"openProduct":{"id":"nine"}}"#, "openProduct.id"),
            (
                #"{"list":{"_0":{"viewportResized":{"_0":{"gridColumns":2,"gridRows":3,"listRows":0}}}}}"#,
                "list._0.viewportResized._0.listRows"
            ),
            (#"{"list":{"_0":{"visibleRangeChanged":{"_0":[9,3]}}}}"#, "list._0.visibleRangeChanged._0"),
            (
                #"{"list":{"_0":{"thumbnailLoaded":{"_1":{"height":1,"rgb":"AAAA","width":2},"productID":5}}}}"#,
                "list._0.thumbnailLoaded._1.rgb"
            ),
            (
                #"{"list":{"_0":{"thumbnailLoaded":{"_1":{"height":1,"rgb":"","width":0},"productID":5}}}}"#,
                "list._0.thumbnailLoaded._1.width"
            ),
            (
                #"{"path":{"_0":{"element":{"_0":1,"_1":{"detail":{"_0":{"delete":{"_0":{"passwordChanged":{"_0":"hunter2"}}}}}}}}}}"#,
                "path._0.element._1.detail._0.delete._0.passwordChanged._0"
            ),
        ]
        for (json, path) in cases {
            let error = #expect(throws: DecodingError.self, "\(json)") {
                try JSONDecoder().decode(AppEvent.self, from: Data(json.utf8))
            }
            #expect(error.map(Self.path) == path, "\(json)")
        }
    }

    /// The coding path of the value a decoding error is about, as `a._0.b`.
    static func path(_ error: DecodingError) -> String {
        let path: [any CodingKey] =
            switch error {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                context.codingPath
            case .keyNotFound(let key, let context): context.codingPath + [key]
            @unknown default: []
            }
        return path.map(\.stringValue).joined(separator: ".")
    }

    @MainActor
    @Test(
        "every event of a whole run on the in-memory market, and every effect, reads back as it was, secrets as bullets"
    )
    func wholeRun() async throws {
        let driver = try await Journey.recorded.value
        let log = driver.reductions
        for event in log.events {
            #expect(try Self.roundTrip(event) == Self.masked(event))
        }
        for effect in log.effects {
            #expect(try Self.roundTrip(effect) == Self.masked(effect))
        }
        // The run holds what the families above hold: pages, pictures, a registration, secrets.
        #expect(log.events.count >= 100)
        #expect(log.events.contains { if case .list(.pageLoaded) = $0 { true } else { false } })
        #expect(log.events.contains { if case .list(.thumbnailLoaded) = $0 { true } else { false } })
        #expect(
            log.effects.contains {
                if case .path(.element(_, let effect)) = $0, case .register? = effect.form {
                    true
                } else {
                    false
                }
            }
        )
        #expect(log.events.contains { Self.masked($0) != $0 })
        #expect(log.effects.contains { Self.masked($0) != $0 })
    }

    /// `event` as its JSON reads back: each secret in it as bullets, one a character.
    static func masked(_ event: AppEvent) -> AppEvent {
        switch event {
        case .path(.element(let id, let screenEvent)):
            if case .delete(let event)? = screenEvent.detail {
                .detail(.delete(masked(event)), on: id)
            } else {
                event
            }
        default: event
        }
    }

    static func masked(_ event: DeleteFlowEvent) -> DeleteFlowEvent {
        switch event {
        case .passwordChanged(let password): .passwordChanged(bullets(password))
        case .typed(let text): .typed(bullets(text))
        case .deletionSecretFound(let id, let secret):
            .deletionSecretFound(productID: id, secret: bullets(secret))
        default: event
        }
    }

    /// `effect` as its JSON reads back: each secret in it as bullets, one a character.
    static func masked(_ effect: AppEffect) -> AppEffect {
        switch effect {
        case .path(.element(let id, let screenEffect)):
            switch screenEffect.detail {
            case .delete(.lookUpDeletionSecret(let product, let password))?:
                .detail(
                    .delete(.lookUpDeletionSecret(productID: product, password: bullets(password))), on: id)
            case .delete(.delete(let product, let secret))?:
                .detail(.delete(.delete(productID: product, secret: bullets(secret))), on: id)
            default: effect
            }
        default: effect
        }
    }

    static func bullets(_ secret: SecretText) -> SecretText {
        SecretText(String(repeating: "•", count: secret.revealed.count))
    }
}
