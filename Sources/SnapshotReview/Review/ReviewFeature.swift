import Loop
import TextSnapshot

/// The screen logic of `snapshots review`: one pending snapshot at a time, accepted, rejected or
/// skipped, then a summary. The files change only through its effects.
public struct ReviewFeature: Reducer {
    public init() {}

    public func reduce(_ state: inout ReviewState, _ event: ReviewEvent) -> [ReviewEffect] {
        switch event {
        case .acceptTapped:
            guard let snapshot = state.current, !state.isSaving else { return [] }
            state.isSaving = true
            return [.accept(snapshot.path)]
        case .rejectTapped:
            guard let snapshot = state.current, !state.isSaving else { return [] }
            state.isSaving = true
            return [.reject(snapshot.path)]
        case .skipTapped:
            guard state.current != nil, !state.isSaving else { return [] }
            state.decide(.skipped)
            return []
        case .saved(let decision):
            state.isSaving = false
            state.decide(decision)
            return []
        case .failed(let message):
            state.isSaving = false
            state.error = message
            return []
        }
    }
}

/// Where a review stands: the snapshots to go through, the one shown and what was decided.
public struct ReviewState: Equatable, Sendable {
    public var snapshots: [PendingSnapshot]
    /// The position of the snapshot shown; `snapshots.count` once every one was decided.
    public var position = 0
    public var decisions: [Decision] = []
    /// True while the shown snapshot's file is being written.
    public var isSaving = false
    /// Why the last accept or reject failed, until the next decision.
    public var error: String?

    public init(snapshots: [PendingSnapshot]) {
        self.snapshots = snapshots
    }

    /// The snapshot shown; nil once the review is over.
    public var current: PendingSnapshot? {
        snapshots.indices.contains(position) ? snapshots[position] : nil
    }

    mutating func decide(_ decision: Decision) {
        decisions.append(decision)
        error = nil
        position += 1
    }

    /// How many snapshots were given `decision`.
    public func count(of decision: Decision) -> Int {
        decisions.filter { $0 == decision }.count
    }
}

/// What a reviewer did with one pending snapshot.
public enum Decision: String, Equatable, Sendable, CaseIterable {
    case accepted
    case rejected
    case skipped
}

/// What happens during a review.
public enum ReviewEvent: Equatable, Sendable {
    case acceptTapped
    case rejectTapped
    case skipTapped
    /// The accept or reject was written.
    case saved(Decision)
    /// The accept or reject could not be written.
    case failed(String)
}

/// The review's work: the file operations.
public enum ReviewEffect: LoopEffect {
    /// Makes the pending output the reference.
    case accept(SnapshotPath)
    /// Deletes the pending output.
    case reject(SnapshotPath)
}
