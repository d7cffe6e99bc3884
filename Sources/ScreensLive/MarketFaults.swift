import Market
import MarketInMemory

/// The faults a script or an explored session can inject into the embedded market, by name: `fail`
/// (the next answer is a server error) and `timeout` (the next answer never comes in time).
public struct MarketFaults: Sendable {
    /// Every fault's name, as a script writes it (`fault fail`).
    public static let names = ["fail", "timeout"]

    let market: InMemoryMarket

    /// Makes the market's next answer fail as `name` says; false for a name that is none of `names`.
    public func inject(_ name: String) async -> Bool {
        switch name {
        case "fail": await market.failNext(1, with: .server(status: 500, message: "injected failure"))
        case "timeout": await market.failNext(1, with: .timeout)
        default: return false
        }
        return true
    }
}
