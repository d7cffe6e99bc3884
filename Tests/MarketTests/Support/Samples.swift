import Foundation

/// The real server payloads kept in `Tests/MarketTests/Samples` (provenance in its SOURCES.md).
enum Samples {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")

    static let officialMockList = "yagom-academy__ios-open-market__62cba0444113154855988ca5.json"
    static let v1ListPage1 = "yagom-academy__ios-open-market__ic_5_onetool-list-products.json"
    static let v1ListPage2 = "2022NewKrew__ios-open-market-new__json_pageExample-data.json"
    static let v1Detail = "2022NewKrew__ios-open-market-new__json_productExample-data.json"
    static let v2List = "yagom-academy__ios-open-market__ic_7_rhovin-itemList.json"
    static let v2Detail = "yagom-academy__ios-open-market__ic_7_rhovin-item.json"

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }
}
