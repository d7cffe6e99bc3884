import Foundation
import Market
import MarketTestSupport
import Presenters
import Screens
import SweepTesting
import Testing
import TextFrontEnd
import TextUI

/// Every real sample payload, broken one field at a time, then decoded, reduced and rendered: nothing
/// traps, every failure names its field, a page keeps its good items, and hostile text never reaches
/// the terminal raw.
@Suite("Hostile server data")
struct HostileServerDataTests {
    static let listSamples = Paths.sampleNames.filter { name in
        (try? JSONValue(parsing: Paths.sample(name)))?["pages"] != nil
    }
    static let detailSamples = Paths.sampleNames.filter { !listSamples.contains($0) }

    /// The fields a person sees; a broken one that still decodes is drawn, so it is rendered too.
    static let shownFields: Set<String> = [
        "name", "price", "discounted_price", "bargain_price", "currency", "stock", "vendorName",
        "description",
    ]

    @Test("the samples are all here: four list pages and two details")
    func samplesFound() {
        #expect(Self.listSamples.count == 4)
        #expect(Self.detailSamples.count == 2)
    }

    /// A `Sweep` of the fields and mutations: a seeded sample of them by default.
    @Test(
        "each item field, broken every way, fails alone and named; the page keeps its other items",
        .sweep, arguments: listSamples)
    func brokenItemFields(sample: String) throws {
        let document = try JSONValue(parsing: Paths.sample(sample))
        let items = document["pages"]?.elements ?? []
        let original = try MarketDecoder.decode(ProductPage.self, from: document.data)
        try #require(original.failures.isEmpty && original.products.count == items.count)
        var rendered = 0
        let keys = Set(items.flatMap(\.keys)).sorted()
        let kinds = try keys.map { key in
            try #require(PayloadFields.item[key], "no expectation for item key \(key)")
        }
        let cases = keys.indices.flatMap { field in Mutation.all.indices.map { (field, $0) } }
        for (fieldIndex, mutationIndex) in Sweep.cases(cases, sample: 30, salt: sample) {
            let key = keys[fieldIndex]
            let mutation = Mutation.all[mutationIndex]
            let kind = kinds[fieldIndex]
            let index = (fieldIndex * 7 + mutationIndex) % items.count
            guard let value = items[index][key] else { continue }
            let broken = document.replacing(
                [.key("pages"), .index(index), .key(key)], with: mutation.apply(value))
            let context = "\(sample): pages[\(index)].\(key) \(mutation)"
            let page: ProductPage
            do {
                page = try MarketDecoder.decode(ProductPage.self, from: broken.data)
            } catch {
                Issue.record("\(context) sank the whole page: \(error)")
                continue
            }
            if mutation.keeps(kind) {
                #expect(page.failures.isEmpty, "\(context): \(page.failures)")
                #expect(page.products.count == items.count, "\(context)")
                // A 100k-character field costs a quarter of a second a frame in a debug build: drawn
                // from one sample, at one size.
                let isHuge = mutation.description == Mutation.hugeStringDescription
                if Self.shownFields.contains(key), !isHuge || sample.contains("rhovin") {
                    Self.expectRendered(
                        page, selecting: index, context,
                        sizes: isHuge ? [FrameCheck.sizes[0]] : FrameCheck.sizes)
                    rendered += 1
                }
            } else {
                #expect(page.products.count == items.count - 1, "\(context)")
                let others = original.products.enumerated().filter { $0.offset != index }.map(
                    \.element.id)
                #expect(page.products.map(\.id) == others, "\(context)")
                #expect(page.failures.count == 1, "\(context): \(page.failures)")
                #expect(page.failures.first?.index == index, "\(context)")
                #expect(page.failures.first?.field == "pages[\(index)].\(key)", "\(context)")
                #expect(page.failures.first?.reason.isEmpty == false, "\(context)")
                if mutationIndex == 0 {
                    Self.expectRendered(page, selecting: max(0, index - 1), context)
                    rendered += 1
                }
            }
        }
        // Every sampled case of a field a person sees that still decodes is drawn, so a sample draws some.
        #expect(rendered > (Sweep.isFull ? 30 : 5))
    }

    /// A `Sweep` of the keys and mutations: a seeded sample of 40 by default, every pair in a full sweep.
    @Test(
        "each page key, broken every way, is a typed error naming it, or is tolerated", .sweep,
        arguments: listSamples)
    func brokenPageKeys(sample: String) throws {
        let document = try JSONValue(parsing: Paths.sample(sample))
        let count = document["pages"]?.elements.count ?? 0
        let keys = document.keys
        let kinds = try keys.map { key in
            try #require(PayloadFields.page[key], "no expectation for page key \(key)")
        }
        let cases = keys.indices.flatMap { key in Mutation.all.indices.map { (key, $0) } }
        var rendered: Set<String> = []
        for (keyIndex, mutationIndex) in Sweep.cases(cases, sample: 40, salt: sample) {
            let (key, kind, mutation) = (keys[keyIndex], kinds[keyIndex], Mutation.all[mutationIndex])
            let broken = document.replacing([.key(key)], with: mutation.apply(document[key]!))
            let context = "\(sample): \(key) \(mutation)"
            do {
                let page = try MarketDecoder.decode(ProductPage.self, from: broken.data)
                #expect(mutation.keeps(kind), "\(context) decoded, but should not")
                #expect(page.products.count == count, "\(context)")
                if rendered.insert(key).inserted { Self.expectRendered(page, selecting: 0, context) }
            } catch {
                #expect(!mutation.keeps(kind), "\(context) failed: \(error)")
                guard case .decoding(let field, let reason) = error else {
                    Issue.record("\(context) is not a decoding error: \(error)")
                    continue
                }
                #expect([key, PayloadFields.snakeCase[key]].contains(field), "\(context) named \(field)")
                #expect(!reason.isEmpty)
            }
        }
    }

    @Test(
        "each detail field, its images' and its vendor's, broken every way, is named or tolerated",
        arguments: detailSamples)
    func brokenDetailFields(sample: String) throws {
        let document = try JSONValue(parsing: Paths.sample(sample))
        var targets: [([JSONValue.Step], String, FieldKind)] = try document.keys.map { key in
            ([.key(key)], key, try #require(PayloadFields.detail[key], "no expectation for \(key)"))
        }
        for key in document["images"]?.elements.first?.keys ?? [] {
            let kind = try #require(PayloadFields.image[key], "no expectation for image key \(key)")
            targets.append(([.key("images"), .index(0), .key(key)], "images[0].\(key)", kind))
        }
        for key in document["vendors"]?.keys ?? [] {
            let kind = try #require(PayloadFields.vendor[key], "no expectation for vendor key \(key)")
            targets.append(([.key("vendors"), .key(key)], "vendors.\(key)", kind))
        }
        for (path, name, kind) in targets {
            for mutation in Mutation.all {
                let broken = document.replacing(path, with: mutation.apply(document.value(at: path)!))
                let context = "\(sample): \(name) \(mutation)"
                do {
                    let detail = try MarketDecoder.decode(ProductDetail.self, from: broken.data)
                    #expect(mutation.keeps(kind), "\(context) decoded, but should not")
                    var state = Scenes.loaded(
                        MarketFixtures.page(of: [detail.product], hasNext: false, totalCount: 1))
                    _ = AppFeature().reduce(&state, .list(.selectionConfirmed))
                    _ = AppFeature().reduce(&state, .detail(.detailLoaded(detail), on: 1))
                    #expect(state.viewState.detailScreen?.content != nil, "\(context)")
                    let isHuge = mutation.description == Mutation.hugeStringDescription
                    FrameCheck.expectSafe(
                        state.viewState, context, sizes: isHuge ? [FrameCheck.sizes[0]] : FrameCheck.sizes)
                } catch {
                    #expect(!mutation.keeps(kind), "\(context) failed: \(error)")
                    #expect(
                        error == .decoding(field: name, reason: Self.reason(of: error)),
                        "\(context): \(error)")
                }
            }
        }
    }

    @Test("a number too big for its field fails that item alone, named, rather than the whole page")
    func unrepresentableNumbers() throws {
        let document = try JSONValue(
            parsing: Paths.sample(Paths.sampleNames.first { $0.contains("onetool") }!))
        for (key, text) in [("stock", "1.5"), ("id", "1e308"), ("price", "1e400"), ("stock", "1e30")] {
            let broken = document.replacing([.key("pages"), .index(2), .key(key)], with: .number(text))
            let page = try MarketDecoder.decode(ProductPage.self, from: broken.data)
            #expect(page.products.count == 14, "\(key): \(text)")
            #expect(page.failures.map(\.field) == ["pages[2].\(key)"], "\(key): \(text)")
        }
        let detail = try JSONValue(parsing: Paths.sample(Self.detailSamples[0]))
        #expect(throws: MarketError.self) {
            try MarketDecoder.decode(
                ProductDetail.self, from: detail.replacing([.key("price")], with: .number("1e400")).data)
        }
        do {
            _ = try MarketDecoder.decode(
                ProductDetail.self, from: detail.replacing([.key("stock")], with: .number("2.5")).data)
            Issue.record("a fractional stock decoded")
        } catch {
            guard case .decoding(let field, _) = error else { return }
            #expect(field == "stock")
        }
    }

    @Test("page keys that disagree: the page keeps its items and the list shows them")
    func disagreeingPageKeys() throws {
        let document = try JSONValue(parsing: Paths.sample(Self.listSamples[0]))
        let snake = document["page_no"] != nil
        let name = { (key: String) in
            snake ? key : PayloadFields.snakeCase.first { $0.value == key }?.key ?? key
        }
        let count = document["pages"]?.elements.count ?? 0
        let cases: [(String, [(String, JSONValue)])] = [
            ("total count 0 with items", [(name("total_count"), .number("0"))]),
            (
                "last page before this page",
                [(name("page_no"), .number("5")), (name("last_page"), .number("2"))]
            ),
            (
                "has next on the last page",
                [
                    (name("page_no"), .number("3")), (name("last_page"), .number("3")),
                    (snake ? "has_next" : "hasNext", .bool(true)),
                ]
            ),
            (
                "negative counts",
                [(name("total_count"), .number("-7")), (name("items_per_page"), .number("-1"))]
            ),
        ]
        for (label, changes) in cases {
            var broken = document
            for (key, value) in changes { broken = broken.replacing([.key(key)], with: value) }
            let page = try MarketDecoder.decode(ProductPage.self, from: broken.data)
            #expect(page.products.count == count, "\(label)")
            let state = Scenes.loaded(page)
            #expect(state.list.products.count == count, "\(label)")
            #expect(state.viewState.listScreen?.cells.isEmpty == false, "\(label)")
            if case .empty = state.viewState.listScreen?.status {
                Issue.record("\(label): the list says it is empty")
            }
            Self.expectRendered(page, selecting: 0, label)
        }
    }

    @Test(
        "a server that always says there is a next page, and answers with nothing new, is not asked forever")
    func endlessHasNext() throws {
        let document = try JSONValue(parsing: Paths.sample(Self.listSamples[0]))
        let key = document["has_next"] != nil ? "has_next" : "hasNext"
        let liar = try MarketDecoder.decode(
            ProductPage.self, from: document.replacing([.key(key)], with: .bool(true)).data)
        let empty = ProductPage(
            number: 9, itemsPerPage: liar.itemsPerPage, totalCount: 999, lastPage: 99, hasNext: true,
            products: [])
        for (label, answer) in [("the same page again", liar), ("an empty page", empty)] {
            var state = Scenes.app()
            var pending = AppFeature().reduce(&state, .launched)
            var requests = 0
            var first = true
            while let effect = pending.first, requests < 20 {
                pending.removeFirst()
                guard case .list(.fetchPage(let request)) = effect else { continue }
                requests += 1
                pending += AppFeature().reduce(&state, .list(.pageLoaded(request, first ? liar : answer)))
                first = false
                pending += AppFeature().reduce(&state, .list(.selectionMoved(by: 1_000)))
            }
            #expect(requests <= 3, "\(label): \(requests) page requests")
            #expect(state.viewState.listScreen?.status == .endOfList(Strings.korean.endOfList), "\(label)")
            #expect(Set(state.list.products.map(\.id)).count == state.list.products.count)
        }
    }

    /// A `Sweep` of the hostile texts: a seeded sample of 12 of them by default, every one in a full sweep.
    @Test(
        "names, descriptions, sellers and currencies with escapes, controls, bidi and huge text render safely",
        .sweep, arguments: Sweep.cases(HostileText.all.map(\.label), sample: 12, salt: "server text"))
    func hostileText(label: String) throws {
        let text = HostileText.all.first { $0.label == label }!.text
        var document = try JSONValue(parsing: Paths.sample(Self.listSamples.first { $0.contains("rhovin") }!))
        for (index, element) in document["pages"]!.elements.enumerated().prefix(4) {
            for key in ["name", "description", "vendorName"] where element[key] != nil {
                document = document.replacing([.key("pages"), .index(index), .key(key)], with: .string(text))
            }
        }
        document = document.replacing([.key("pages"), .index(1), .key("currency")], with: .string(text))
        let page = try MarketDecoder.decode(ProductPage.self, from: document.data)
        #expect(page.failures.isEmpty)
        #expect(page.products[0].name == text)
        // Item 1 carries the text in every field and as its currency. Each label is drawn in one
        // language (alternating), and text over a thousand characters on the main screens only: a frame
        // of it costs tens of milliseconds in a debug build.
        let index = HostileText.all.firstIndex { $0.label == label } ?? 0
        let language: Language = index.isMultiple(of: 2) ? .korean : .english
        var state = Scenes.loaded(page, language)
        _ = AppFeature().reduce(&state, .list(.selectionMoved(by: 1)))
        for (view, viewState) in Scenes.views(of: state, serverText: text, brief: text.count > 1_000) {
            FrameCheck.expectSafe(viewState, "\(label), \(language), \(view)")
        }
    }

    /// Reduces `page` into the app, selects an item and renders the list in both layouts and its detail.
    static func expectRendered(
        _ page: ProductPage, selecting index: Int, _ context: String,
        sizes: [TerminalSize] = FrameCheck.sizes,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var state = Scenes.loaded(page)
        #expect(
            state.list.products.count == Set(page.products.map(\.id)).count, "\(context)",
            sourceLocation: sourceLocation)
        _ = AppFeature().reduce(&state, .list(.selectionMoved(by: index)))
        FrameCheck.expectSafe(
            state.viewState, "\(context), list", sizes: sizes, sourceLocation: sourceLocation)
        var grid = state
        _ = AppFeature().reduce(&grid, .list(.layoutToggled))
        FrameCheck.expectSafe(
            grid.viewState, "\(context), grid", sizes: sizes, sourceLocation: sourceLocation)
        guard let product = state.list.selectedProduct else { return }
        _ = AppFeature().reduce(&state, .list(.selectionConfirmed))
        _ = AppFeature().reduce(
            &state, .detail(.detailLoaded(ProductDetail(product: product, images: [], vendor: nil)), on: 1))
        FrameCheck.expectSafe(
            state.viewState, "\(context), detail", sizes: sizes, sourceLocation: sourceLocation)
    }

    private static func reason(of error: MarketError) -> String {
        if case .decoding(_, let reason) = error { reason } else { "" }
    }
}
