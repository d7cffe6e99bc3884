import Foundation
import Loop

extension ManualClock {
    /// Waits (in real time, 2 s at most) until `count` tasks sleep on the clock; false if they never do.
    func waitForSleepers(_ count: Int) async -> Bool {
        for _ in 0..<2_000 {
            if sleeperCount >= count { return true }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        return sleeperCount >= count
    }
}
