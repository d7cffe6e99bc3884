import Foundation
import Market

/// A V1 page of 100 items decoded by `MarketDecoder` into `ProductPage` against plain `JSONDecoder`
/// into minimal `Codable` structs reading the same fields.
enum DecodeBenchmarks {
    /// The floor: the same fields, synthesized conformances, no alternatives, dates left as text.
    struct PlainPage: Decodable {
        var pageNo: Int
        var itemsPerPage: Int
        var totalCount: Int
        var lastPage: Int
        var hasNext: Bool?
        var pages: [PlainProduct]

        enum CodingKeys: String, CodingKey {
            case pageNo = "page_no"
            case itemsPerPage = "items_per_page"
            case totalCount = "total_count"
            case lastPage = "last_page"
            case hasNext = "has_next"
            case pages
        }
    }

    struct PlainProduct: Decodable {
        var id: Int
        var vendorID: Int?
        var name: String
        var description: String?
        var thumbnail: String?
        var currency: String
        var price: Double
        var bargainPrice: Double?
        var discountedPrice: Double?
        var stock: Int
        var createdAt: String?
        var issuedAt: String?

        enum CodingKeys: String, CodingKey {
            case id, name, description, thumbnail, currency, price, stock
            case vendorID = "vendor_id"
            case bargainPrice = "bargain_price"
            case discountedPrice = "discounted_price"
            case createdAt = "created_at"
            case issuedAt = "issued_at"
        }
    }

    static let itemCount = 100
    /// Decodes per sample.
    static let decodes = 20

    static func run(warmUp: Int, samples: Int) -> Double {
        let data = Fixtures.v1PageJSON(itemCount: itemCount)
        let market = {
            Measurement.time(iterations: decodes) {
                let page = try! MarketDecoder.decode(ProductPage.self, from: data)
                Measurement.sink &+= page.products.count
            }
        }
        let plain = {
            Measurement.time(iterations: decodes) {
                let page = try! JSONDecoder().decode(PlainPage.self, from: data)
                Measurement.sink &+= page.pages.count
            }
        }
        let check = try! MarketDecoder.decode(ProductPage.self, from: data)
        precondition(check.products.count == itemCount && check.failures.isEmpty)
        let medians = Measurement.interleavedMedians(warmUp: warmUp, count: samples, [market, plain])
        return medians[0] / medians[1]
    }
}
