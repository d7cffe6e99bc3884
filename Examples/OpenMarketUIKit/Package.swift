// swift-tools-version: 6.0
import PackageDescription

// Open Market's list and a product's detail in UIKit, on the same screens as the terminal, the
// browser and the SwiftUI example: a library an iOS app shows as its window's root (README.md). It
// depends on the package two folders up by its path, which SwiftPM names after that folder: clone it
// as `OpenMarket` (or write that folder's name as `package:` below).
let package = Package(
    name: "OpenMarketUIKit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "OpenMarketUIKit", targets: ["OpenMarketUIKit"])],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(
            name: "OpenMarketUIKit",
            dependencies: [
                .product(name: "Loop", package: "OpenMarket"),
                .product(name: "LoopObservation", package: "OpenMarket"),
                .product(name: "Screens", package: "OpenMarket"),
                .product(name: "ScreensLive", package: "OpenMarket"),
            ],
            path: "Sources")
    ],
    swiftLanguageModes: [.v6]
)
