import Foundation

/// The demo's photographs: small JPEGs in the module's `Photos` folder, cut from public-domain and CC0
/// photographs (their sources and licences in `Photos/SOURCES.md`, how they were made in
/// `Tools/demo-photos/make-photos.py`). A catalogue made with photos shows them instead of squares of
/// one colour; the files are read once, when the first is fetched (15 photos, 192 KB in all).
public enum DemoPhotos {
    /// The photos' names, their files' without `.jpg`.
    public static let names = [
        "astronaut", "cameraman", "cat", "cat-eye", "coffee-cup", "deep-field", "espresso", "film-camera",
        "galaxies", "helmet", "launch-lights", "rocket", "saucer-spoon", "shuttle-model", "wood-table",
    ]

    /// The photos that suit a product of the catalogue's names, best first; any other product takes
    /// the photos in turn.
    static let suited: [String: [String]] = [
        "오가닉 코튼 머그컵 ☕️": ["coffee-cup", "espresso", "saucer-spoon"],
        "스테인리스 텀블러 473ml": ["espresso", "coffee-cup"],
        "수제 딸기잼 🍓": ["saucer-spoon", "wood-table"],
        "Organic Green Tea Sampler – twelve single-origin leaves from Jeju, Hadong and Boseong": [
            "espresso", "wood-table",
        ],
        "고양이 스크래쳐 🐈": ["cat", "cat-eye"],
        "Vintage Film Camera 📷": ["film-camera", "cameraman"],
        "한정판 레고 스타워즈 밀레니엄 팔콘 75192 얼티밋 컬렉터 시리즈 미개봉 새상품": ["shuttle-model", "rocket", "launch-lights"],
        "👩‍💻 개발자 스티커 팩": ["astronaut", "helmet"],
        "Studio Display": ["deep-field", "galaxies"],
        "Desk Lamp": ["launch-lights", "wood-table"],
        "캠핑용 접이식 의자": ["wood-table", "rocket"],
    ]

    /// The address of the photo `name` in a catalogue.
    static func url(of name: String) -> String { "memory://photos/\(name).jpg" }

    /// The addresses of `count` photos for product `id` named `productName`: those that suit its name
    /// first, then the others in turn from one that depends on `id`.
    static func urls(count: Int, forProduct id: Int, named productName: String) -> [String] {
        let suitedNames = suited[productName] ?? []
        let others = names.filter { !suitedNames.contains($0) }
        let start = id % others.count
        let order = suitedNames + others[start...] + others[..<start]
        return order.prefix(count).map(url(of:))
    }

    /// The JPEG bytes of the photo at `url`, or nil when `url` is no photo of the demo's.
    static func data(at url: String) -> Data? {
        bytes[url]
    }

    /// Every photo's bytes by its address, read from the module's files on first use.
    private static let bytes: [String: Data] = Dictionary(
        uniqueKeysWithValues: names.compactMap { name in
            guard
                let file = Bundle.module.url(forResource: name, withExtension: "jpg", subdirectory: "Photos"),
                let data = try? Data(contentsOf: file)
            else { return nil }
            return (url(of: name), data)
        })
}
