import Foundation
import Loop
import Market

/// The embedded market's seeded product catalogue: realistic names in Korean and English (some long,
/// some with emoji), KRW and USD, about one product in six discounted and one in ten sold out,
/// several vendors, and one to five small images each: squares of one colour, or with `photos` the
/// demo's photographs (`DemoPhotos`). The same seed always gives the same catalogue, photos or not.
public struct Catalogue: Sendable {
    /// The sellers of the catalogue; the first is the demo user.
    public static let vendors: [Vendor] = [
        Vendor(id: 7, name: "오픈마켓 데모", localizedNames: ["en": "Open Market Demo"]),
        Vendor(id: 6, name: "제인"),
        Vendor(id: 12, name: "Summer"),
        Vendor(id: 21, name: "kiwi"),
        Vendor(id: 33, name: "야곰상점"),
    ]

    public static var demoVendorID: Int { vendors[0].id }

    /// The catalogue's seller with `id`, with its names in every language, if it is one.
    public static func vendor(id: Int) -> Vendor? {
        vendors.first { $0.id == id }
    }

    public let details: [ProductDetail]
    /// Every image of the catalogue by its address: a full-size image and a thumbnail per photo; empty
    /// when the catalogue shows photographs.
    public let images: [String: SolidImage]

    public init(seed: UInt64, count: Int = 240, photos: Bool = false) {
        var generator = SeededGenerator(seed: seed)
        var details: [ProductDetail] = []
        var images: [String: SolidImage] = [:]
        for id in 1...max(1, count) {
            var (detail, productImages) = Self.product(id: id, using: &generator)
            if photos {
                detail = Self.withPhotos(detail)
                productImages = [:]
            }
            details.append(detail)
            images.merge(productImages) { first, _ in first }
        }
        self.details = details
        self.images = images
    }

    /// The PNG bytes of the image at `url`, written when asked for (a catalogue of 240 products holds
    /// about 1,400 images, and most runs fetch a few), or a photo's JPEG bytes, or nil when the catalogue
    /// has no such image.
    public func imageData(at url: String) -> Data? {
        images[url]?.png ?? DemoPhotos.data(at: url)
    }

    /// `detail` with the demo's photos in place of its images, as many, under the same ids; a photo is
    /// its own thumbnail (a front end decodes it at the size it shows).
    static func withPhotos(_ detail: ProductDetail) -> ProductDetail {
        var detail = detail
        let urls = DemoPhotos.urls(
            count: detail.images.count, forProduct: detail.id, named: detail.product.name)
        for (index, url) in urls.enumerated() {
            detail.images[index].url = url
            detail.images[index].thumbnailURL = url
        }
        detail.product.thumbnailURL = detail.images.first?.thumbnailURL
        return detail
    }

    static func product(id: Int, using generator: inout SeededGenerator) -> (
        ProductDetail, [String: SolidImage]
    ) {
        let vendor = vendors[Int.random(in: 0..<vendors.count, using: &generator)]
        let isUSD = Int.random(in: 0..<4, using: &generator) == 0
        let currency: Currency = isUSD ? .usd : .krw
        let price =
            isUSD
            ? Double(Int.random(in: 100...250_000, using: &generator)) / 100
            : Double(
                Int.random(in: 1...300, using: &generator) * 1_000
                    + [0, 500][Int.random(in: 0...1, using: &generator)])
        let isDiscounted = Int.random(in: 0..<6, using: &generator) == 0
        let discount =
            isDiscounted
            ? (isUSD
                ? (price * Double(Int.random(in: 5...40, using: &generator)) / 100 * 100).rounded() / 100
                : (price / 10).rounded())
            : 0
        let stock =
            Int.random(in: 0..<10, using: &generator) == 0 ? 0 : Int.random(in: 1...1_500, using: &generator)
        let name = names[Int.random(in: 0..<names.count, using: &generator)]
        let description = descriptions[Int.random(in: 0..<descriptions.count, using: &generator)]
        let day = CalendarDate(year: 2022, month: 1 + id % 12, day: 1 + id % 28)
        var images: [ProductImage] = []
        var solids: [String: SolidImage] = [:]
        for index in 0..<Int.random(in: 1...5, using: &generator) {
            let url = "memory://images/\(id)/\(index + 1).png"
            let thumbnail = "memory://images/\(id)/\(index + 1)-thumb.png"
            let colour = (0..<3).map { _ in UInt8.random(in: 0...255, using: &generator) }
            solids[url] = SolidImage(side: 16, red: colour[0], green: colour[1], blue: colour[2])
            solids[thumbnail] = SolidImage(side: 4, red: colour[0], green: colour[1], blue: colour[2])
            images.append(
                ProductImage(
                    id: id * 10 + index, url: url, thumbnailURL: thumbnail, succeeded: true, issuedAt: day))
        }
        let product = Product(
            id: id, vendorID: vendor.id, name: name, description: description,
            thumbnailURL: images.first?.thumbnailURL,
            currency: currency, price: price, discountedPrice: discount, stock: stock, createdAt: day,
            issuedAt: day)
        return (ProductDetail(product: product, images: images, vendor: vendor), solids)
    }

    static let names: [String] = [
        "아이폰13", "맥북 프로 14인치 M1 Pro", "에어팟 프로 2세대", "아이패드 미니 6", "갤럭시 버즈2", "MX Master 3S",
        "Magic Keyboard", "Studio Display", "기계식 키보드 적축 텐키리스", "오가닉 코튼 머그컵 ☕️",
        "수제 딸기잼 🍓", "캠핑용 접이식 의자", "USB-C to Lightning Cable (1 m)", "Vintage Film Camera 📷",
        "제주 감귤 5kg 한 박스", "무선 충전 패드", "노이즈 캔슬링 헤드폰", "Ergonomic Office Chair",
        "스테인리스 텀블러 473ml", "한정판 레고 스타워즈 밀레니엄 팔콘 75192 얼티밋 컬렉터 시리즈 미개봉 새상품",
        "Organic Green Tea Sampler – twelve single-origin leaves from Jeju, Hadong and Boseong", "고양이 스크래쳐 🐈",
        "👩‍💻 개발자 스티커 팩", "Desk Lamp", "휴대용 보조배터리 20000mAh", "🇰🇷 태극기 키링",
    ]

    static let descriptions: [String] = [
        "상태 아주 좋습니다. 직거래 환영합니다.",
        "Brand new, sealed in its original box. Ships within two business days.",
        "한 번 사용했습니다. 구성품 모두 있어요. 박스 포함.",
        "선물 받았는데 사용하지 않아 판매합니다. 네고 가능합니다.",
        "Lightly used, works perfectly. Minor scratches on the back, see the photos.",
        "유통기한 넉넉합니다. 냉장 보관해 주세요.",
    ]
}
