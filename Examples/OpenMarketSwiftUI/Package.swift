// swift-tools-version: 6.0
import PackageDescription

// Open Market in SwiftUI, on the same screens as the terminal and the browser. It depends on the
// package two folders up by its path, which SwiftPM names after that folder: clone it as `OpenMarket`
// (or write that folder's name as `package:` below).
let package = Package(
    name: "OpenMarketSwiftUI",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "OpenMarketSwiftUI",
            dependencies: [
                .product(name: "Loop", package: "OpenMarket"),
                .product(name: "LoopObservation", package: "OpenMarket"),
                .product(name: "Market", package: "OpenMarket"),
                .product(name: "Presenters", package: "OpenMarket"),
                .product(name: "Screens", package: "OpenMarket"),
                .product(name: "ScreensLive", package: "OpenMarket"),
            ],
            path: "Sources")
    ],
    swiftLanguageModes: [.v6]
)
