import Foundation
import LocalDeployment
import Testing
import WebCore
import WebServer

/// The scale tier: Open Market past one process, with the real engines. Each test starts its own
/// `redis-server`, `openmarket market` and three `openmarket web --server URL --api v2 --pubsub
/// redis://…` processes on free loopback ports and plays browser tabs on their WebSockets; behind nginx
/// (`BehindNginx`), a real Chromium tab. A tier of its own (`OPENMARKET_SCALE_TESTS=1`), which
/// `.ci/run` runs after installing Redis, nginx and Chromium; without one it says how to install it.
@Suite(
    "ScaleTests",
    .enabled(if: ScaleTier.isEnabled, "a tier of its own: \(ScaleTier.command)"),
    .enabled(if: RedisServer.isInstalled, "redis-server is not installed: \(RedisServer.installCommand)"),
    .serialized, SharedBrowser.Scope())
struct ScaleTests {
    @Test("an edit made on process 1 reaches the product's tabs on process 3 and process 2, unreloaded")
    func editReachesEveryProcess() async throws {
        let shop = try Shop()
        let own = try await shop.ownProductOnFirstPage()
        let watcher = try await shop.webs[2].tab("/products/\(own)")
        let other = try await shop.webs[1].tab("/products/\(own)")
        let editor = try await shop.webs[0].tab("/products/\(own)/edit")
        let renamed = "Renamed on process one"
        editor.rename(to: renamed)
        #expect(await watcher.receives(renamed))
        #expect(await other.receives(renamed))
    }

    @Test("Redis restarted: a change made while it was down is shown once it is back, and updates resume")
    func redisRestarted() async throws {
        let shop = try Shop()
        let own = try await shop.ownProductOnFirstPage()
        let watcher = try await shop.webs[2].tab("/products/\(own)")
        shop.redis.stop()
        let editor = try await shop.webs[0].tab("/products/\(own)/edit")
        let renamed = "Renamed while Redis was down"
        editor.rename(to: renamed)
        #expect(await editor.receives(#"{"ack":2}"#))
        try shop.redis.start()
        // Back, each process's subscriber hears it resumed and its tabs read again what they show.
        #expect(await watcher.receives(renamed))
        try await shop.webs[1].tab("/products/\(own)/edit").rename(to: "Renamed once Redis was back")
        #expect(await watcher.receives("Renamed once Redis was back"))
    }
}

/// What the scale tier asks for.
enum ScaleTier {
    static let command = "OPENMARKET_SCALE_TESTS=1 swift test --filter ScaleTests"
    static var isEnabled: Bool { ProcessInfo.processInfo.environment["OPENMARKET_SCALE_TESTS"] == "1" }
}
