import Market
import MarketInMemory

/// The faults a script or an explored session can inject into the embedded market, by name: `fail`
/// (the next answer is a server error) and `timeout` (the next answer never comes in time).
public struct MarketFaults: Sendable {
    /// Every fault's name, as a script writes it (`fault fail`).
    public static let names = ["fail", "timeout", "slow", "hang"]

    /// How much later than the others a `slow` answer comes: past any debounce and a person's patience,
    /// short of the client's timeout, so that answers come in another order than they were asked.
    public static let slowness = Duration.seconds(10)

    /// How late a `hang` answer comes: past any session a person or an explorer plays, so that only
    /// leaving the screen (which cancels its work) or asking again ends the wait.
    public static let hangTime = Duration.seconds(24 * 60 * 60)

    let market: InMemoryMarket

    /// Makes the market's next answer fail as `name` says (`slow`: come `slowness` late; `hang`:
    /// `hangTime` late); false for a name that is none of `names`.
    public func inject(_ name: String) async -> Bool {
        switch name {
        case "fail": await market.failNext(1, with: .server(status: 500, message: "injected failure"))
        case "timeout": await market.failNext(1, with: .timeout)
        case "slow": await market.delayNext(1, by: Self.slowness)
        case "hang": await market.delayNext(1, by: Self.hangTime)
        default: return false
        }
        return true
    }
}
