import Loop
import TextDriver
import TextUI

/// `snapshots review` as an app of the headless driver: the interactive runner shows it in a
/// terminal, and tests drive it with keys like any other app.
public struct SnapshotReviewApp: TextApp {
    public let inventory: SnapshotInventory
    /// The snapshots to review, read once when the review starts.
    public let snapshots: [PendingSnapshot]

    public init(inventory: SnapshotInventory, filter: String? = nil) {
        self.inventory = inventory
        snapshots = inventory.pending(matching: filter)
    }

    public func makeLoop(language: String?, clock: ManualClock?) -> EventLoop<ReviewFeature> {
        EventLoop(
            ReviewFeature(), state: ReviewState(snapshots: snapshots),
            handler: ReviewEffectHandler(inventory: inventory), clock: clock)
    }

    public func render(_ state: ReviewState, size: TerminalSize, tick: Int) -> Frame {
        ReviewRenderer.render(state, size: size)
    }

    public func action(for key: Key, in state: ReviewState) -> KeyAction<ReviewEvent>? {
        switch key {
        case .character("a"): .send(.acceptTapped)
        case .character("r"): .send(.rejectTapped)
        case .character("s"): .send(.skipTapped)
        case .character("q"), .escape: .quit
        default: nil
        }
    }
}
