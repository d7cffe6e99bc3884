// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "OpenMarket",
    // What the code needs: Clock and Duration (Loop); the observable store (LoopObservation) says its own
    // macOS 14 / iOS 17 where it is declared. Built and tested on Linux; written for these, not yet built.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Loop", targets: ["Loop"]),
        .library(name: "LoopTesting", targets: ["LoopTesting"]),
        .library(name: "LoopObservation", targets: ["LoopObservation"]),
        .library(name: "Recording", targets: ["Recording"]),
        .library(name: "Market", targets: ["Market"]),
        .library(name: "MarketHTTP", targets: ["MarketHTTP"]),
        .library(name: "MarketInMemory", targets: ["MarketInMemory"]),
        .library(name: "MarketServer", targets: ["MarketServer"]),
        .library(name: "AccessibilityText", targets: ["AccessibilityText"]),
        .library(name: "Presenters", targets: ["Presenters"]),
        .library(name: "Screens", targets: ["Screens"]),
        .library(name: "ScreensLive", targets: ["ScreensLive"]),
        .library(name: "TextUI", targets: ["TextUI"]),
        .library(name: "Caches", targets: ["Caches"]),
        .library(name: "TextFrontEnd", targets: ["TextFrontEnd"]),
        .library(name: "TextSnapshot", targets: ["TextSnapshot"]),
        .library(name: "TextSnapshotTesting", targets: ["TextSnapshotTesting"]),
        .library(name: "SnapshotReview", targets: ["SnapshotReview"]),
        .library(name: "TextDriver", targets: ["TextDriver"]),
        .library(name: "TextDriverTesting", targets: ["TextDriverTesting"]),
        .library(name: "Terminal", targets: ["Terminal"]),
        .library(name: "SerialExecution", targets: ["SerialExecution"]),
        .library(name: "Images", targets: ["Images"]),
        .library(name: "Routing", targets: ["Routing"]),
        .library(name: "PubSub", targets: ["PubSub"]),
        .library(name: "WebCore", targets: ["WebCore"]),
        .library(name: "WebServer", targets: ["WebServer"]),
        .library(name: "HTMLUI", targets: ["HTMLUI"]),
        .library(name: "BrowserDriver", targets: ["BrowserDriver"]),
        .library(name: "WebTesting", targets: ["WebTesting"]),
        .executable(name: "openmarket", targets: ["openmarket"]),
        .executable(name: "openmarket-bench", targets: ["openmarket-bench"]),
        .executable(name: "case-studies", targets: ["case-studies"]),
        .executable(name: "snapshots", targets: ["snapshots"]),
    ],
    targets: [
        .target(name: "Loop"),
        // What a screen reader gets from a screen, as text in Playwright's ARIA snapshot grammar.
        .target(name: "AccessibilityText"),
        // The loop as SwiftUI and UIKit views observe it (Swift's Observation), apart so Loop needs none.
        .target(name: "LoopObservation", dependencies: ["Loop"]),
        .target(name: "TestReporting"),
        // Child processes that end with their parent (tests' helpers, the benchmarks' servers); in no product.
        .target(name: "ChildProcesses"),
        // A process's tasks all on the main actor (an explore worker's), through the runtime's hook.
        .target(name: "SerialExecution"),
        // The shop's servers on one machine as children (Redis, nginx, the market, web processes), for
        // the scale tests and benchmark; in no product.
        .target(name: "LocalDeployment", dependencies: ["ChildProcesses", "WebServer"]),
        // Test support: how much of a long sweep a test runs (OPENMARKET_FULL_SWEEPS); in no product.
        .target(name: "SweepTesting", dependencies: ["Loop"]),
        // Recorded sessions: the format, the recorder, the replay, the state digest and diff.
        .target(name: "Recording", dependencies: ["Loop"]),
        .target(name: "LoopTesting", dependencies: ["Loop", "Recording", "TestReporting"]),
        .target(name: "Market", dependencies: ["Images", "PubSub"]),
        .target(name: "MarketHTTP", dependencies: ["Market"]),
        .target(
            name: "MarketInMemory", dependencies: ["Market", "Images", "Loop"], resources: [.copy("Photos")]),
        .target(name: "MarketTestSupport", dependencies: ["Market"]),
        .target(name: "MarketServer", dependencies: ["Images", "Market", "MarketInMemory", "WebCore"]),
        .target(
            name: "ScreensTestSupport",
            dependencies: ["Images", "Market", "MarketTestSupport", "Presenters", "Screens"]),
        .target(name: "Presenters", dependencies: ["Market"]),
        .target(
            name: "Screens",
            dependencies: ["AccessibilityText", "Images", "Loop", "Market", "Presenters", "Routing"]),
        .target(
            name: "ScreensLive",
            dependencies: ["Caches", "Loop", "Images", "Market", "MarketInMemory", "Presenters", "Screens"]),
        .target(name: "TextUI", dependencies: ["Caches", "Images"]),
        // Bounded caches and the memos of pure functions, for any module.
        .target(name: "Caches"),
        .target(name: "Images"),
        .target(name: "TextSnapshot", dependencies: ["TextUI"]),
        .target(name: "TextSnapshotTesting", dependencies: ["TextSnapshot", "TextUI", "TestReporting"]),
        .target(name: "TextDriver", dependencies: ["Loop", "Recording", "TextUI", "TextSnapshot"]),
        .target(
            name: "TextDriverTesting",
            dependencies: ["Loop", "Recording", "TextDriver", "TextSnapshot", "TestReporting"]),
        .target(
            name: "SnapshotReview", dependencies: ["HTMLUI", "Loop", "TextDriver", "TextSnapshot", "TextUI"]),
        .executableTarget(
            name: "snapshots", dependencies: ["ChildProcesses", "SnapshotReview", "Terminal", "TextDriver"],
            path: "Tools/snapshots"),
        .target(name: "Terminal", dependencies: ["TextDriver", "TextUI"]),
        .target(
            name: "TextFrontEnd",
            dependencies: [
                "Screens", "ScreensLive", "Presenters", "Market", "MarketInMemory", "Loop", "TextUI",
                "TextDriver", "Images",
            ]
        ),
        .target(name: "CaseStudies", dependencies: ["Loop", "TextUI", "TextDriver"]),
        .target(
            name: "CaseStudiesWeb",
            dependencies: ["CaseStudies", "BrowserDriver", "HTMLUI", "Loop", "WebCore"],
            resources: [.copy("Resources/case-studies.css")]),
        // Paths whose `:name` segments bind values, and which pattern is meant: for servers and apps.
        .target(name: "Routing"),
        .target(name: "PubSub"),
        .target(name: "WebCore", dependencies: ["Routing"]),
        .target(name: "HTMLUI", resources: [.copy("Resources/webui.js")]),
        .executableTarget(
            name: "openmarket",
            dependencies: [
                "BrowserDriver", "TextFrontEnd", "TextDriver", "Terminal", "Screens", "ScreensLive", "Market",
                "MarketHTTP",
                "MarketInMemory", "MarketServer", "Presenters", "PubSub", "SerialExecution", "TextUI",
                "WebFrontEnd", "WebServer",
            ],
            path: "Tools/openmarket"
        ),
        .executableTarget(
            name: "case-studies",
            dependencies: [
                "CaseStudies", "CaseStudiesWeb", "BrowserDriver", "SerialExecution", "TextDriver", "Terminal",
                "WebServer",
            ],
            path: "Tools/case-studies"),
        .executableTarget(
            name: "openmarket-bench",
            dependencies: [
                "ChildProcesses", "LocalDeployment", "Screens", "ScreensLive", "TextFrontEnd", "Market",
                "MarketInMemory",
                "MarketTestSupport",
                "Loop", "LoopObservation", "Recording", "TextDriver",
                "TextUI", "Presenters", "Images", "WebFrontEnd", "WebServer", "HTMLUI", "WebCore",
                "BrowserDriver",
            ],
            path: "Tools/Benchmarks"
        ),
        .testTarget(
            name: "LoopTests",
            dependencies: [
                "Loop", "LoopObservation", "LoopTesting", "Recording", "TestReporting", "TextUI",
                "TextDriver",
                "TextDriverTesting", "TextSnapshotTesting",
            ]),
        .testTarget(
            name: "MarketTests",
            dependencies: [
                "ChildProcesses", "Market", "MarketHTTP", "MarketInMemory", "MarketServer",
                "MarketTestSupport",
                "Images", "Loop", "PubSub", "SweepTesting", "WebCore", "WebServer",
            ],
            exclude: ["Samples"]
        ),
        .testTarget(name: "PresentersTests", dependencies: ["Presenters", "Market", "MarketTestSupport"]),
        .testTarget(name: "PubSubTests", dependencies: ["PubSub"]),
        .testTarget(
            name: "ScreensTests",
            dependencies: [
                "Screens", "ScreensLive", "LoopTesting", "Recording", "Loop", "Market", "MarketInMemory",
                "MarketTestSupport", "Presenters", "Images",
            ]
        ),
        .testTarget(
            name: "ScreensLiveTests",
            dependencies: ["Screens", "ScreensLive", "Market", "MarketInMemory", "Images", "Loop"]),
        .testTarget(name: "TextUITests", dependencies: ["Caches", "Images", "TextUI"]),
        .testTarget(name: "CachesTests", dependencies: ["Caches"]),
        .testTarget(name: "RecordingTests", dependencies: ["Loop", "Recording"]),
        .testTarget(
            name: "ImagesTests", dependencies: ["Images", "Loop", "SweepTesting"], exclude: ["Fixtures"]),
        .testTarget(
            name: "CaseStudiesTests",
            dependencies: [
                "CaseStudies", "CaseStudiesWeb", "BrowserDriver", "WebTesting", "Loop", "LoopTesting",
                "Recording", "TestReporting", "TextUI", "TextDriver", "TextDriverTesting",
                "TextSnapshot",
                "TextSnapshotTesting",
            ]
        ),
        .testTarget(
            name: "TextSnapshotTests",
            dependencies: ["TextSnapshot", "TextSnapshotTesting", "TextUI", "TestReporting"]
        ),
        .testTarget(
            name: "SnapshotReviewTests",
            dependencies: ["SnapshotReview", "TextSnapshot", "TextUI", "TextDriver", "Loop", "LoopTesting"]
        ),
        .testTarget(
            name: "TextDriverTests",
            dependencies: [
                "ChildProcesses", "TextDriver", "TextDriverTesting", "TestReporting", "TextSnapshot", "TextUI",
                "Loop", "Recording", "Images",
            ]),
        // A tally with a planted trap, which the tests of explore's child processes explore; no product.
        .executableTarget(
            name: "trapping-tally", dependencies: ["Loop", "SerialExecution", "Terminal", "TextDriver", "TextUI"],
            path: "Tests/Fixtures/TrappingTally"),
        // Counts where nonisolated jobs run, with and without SerialExecution, for its test; no product.
        .executableTarget(
            name: "serial-jobs", dependencies: ["SerialExecution"], path: "Tests/Fixtures/SerialJobs"),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: [
                "ChildProcesses", "Recording", "Market", "MarketHTTP", "MarketInMemory", "MarketTestSupport",
                "Presenters", "Screens",
                "ScreensLive", "TextFrontEnd", "TextDriver", "TextUI", "Loop", "LoopTesting", "SweepTesting",
                "Images",
            ]
        ),
        .testTarget(
            name: "TextFrontEndTests",
            dependencies: [
                "TextFrontEnd", "TextDriver", "TextDriverTesting", "TextSnapshot", "TextSnapshotTesting",
                "TextUI",
                "Screens",
                "ScreensLive", "Presenters", "Market", "MarketTestSupport", "ScreensTestSupport", "Loop",
                "Images", "Recording", "SweepTesting",
            ]
        ),
        .testTarget(name: "RoutingTests", dependencies: ["Routing"]),
        .testTarget(name: "AccessibilityTextTests", dependencies: ["AccessibilityText"]),
        .testTarget(name: "LoopObservationTests", dependencies: ["Loop", "LoopObservation", "LoopTesting"]),
        .testTarget(name: "WebCoreTests", dependencies: ["Loop", "SweepTesting", "WebCore"]),
        .testTarget(name: "HTMLUITests", dependencies: ["HTMLUI"]),
        .testTarget(
            name: "BrowserDriverTests",
            dependencies: ["BrowserDriver", "HTMLUI", "Loop", "TestReporting", "WebCore", "WebTesting"]),
        // The web front end: HTML from the screens' view states, pointer events, a loopback server.
        .target(
            name: "WebFrontEnd",
            dependencies: [
                "BrowserDriver", "Images", "Screens", "ScreensLive", "Presenters", "Market", "Loop", "HTMLUI",
                "WebCore",
            ],
            resources: [.copy("Resources/app.css")]
        ),
        // The system calls WebServer makes, declared in C (epoll on Linux, the POSIX ones spelt per platform).
        .target(name: "CWebServer"),
        .target(name: "WebServer", dependencies: ["CWebServer", "PubSub", "WebCore"]),
        // The browser driver: any app's screens served live to browsers (sessions, live connection).
        .target(name: "BrowserDriver", dependencies: ["Loop", "Recording", "WebCore", "HTMLUI"]),
        // The web app in memory for tests: no socket, no browser, a manual clock.
        .target(name: "WebTesting", dependencies: ["BrowserDriver", "Loop", "TestReporting", "WebCore"]),
        .testTarget(
            name: "WebFrontEndTests",
            dependencies: [
                "AccessibilityText", "BrowserDriver", "Images", "SweepTesting", "WebFrontEnd", "WebTesting",
                "MarketInMemory",
                "ScreensLive", "HTMLUI", "WebCore", "Screens", "Presenters", "Market", "MarketTestSupport",
                "ScreensTestSupport",
                "Loop", "TextSnapshot", "TextSnapshotTesting",
            ]
        ),
        .testTarget(
            name: "WebServerTests",
            dependencies: [
                "AccessibilityText", "BrowserDriver", "ChildProcesses", "LocalDeployment", "PubSub",
                "CaseStudiesWeb", "Loop",
                "WebServer",
                "WebFrontEnd", "WebCore", "HTMLUI", "Market", "MarketInMemory", "Presenters",
                "Screens",
                "ScreensLive", "SnapshotReview", "TextSnapshot", "TextUI",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
