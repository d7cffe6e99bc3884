import Loop
import Recording

/// A small feature to record: notes added and cleared, saved once there are two, the save answered.
struct Notes: Reducer {
    struct State: Equatable {
        var notes: [String] = []
        var saved = 0
    }

    enum Event: Codable, Equatable, Sendable {
        case added(String)
        case cleared
        case saved(count: Int)
    }

    enum Effect: LoopEffect, Codable {
        case save([String])
    }

    func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        switch event {
        case .added(let note):
            state.notes.append(note)
            return state.notes.count == 2 ? [.save(state.notes)] : []
        case .cleared:
            state.notes = []
            return []
        case .saved(let count):
            state.saved = count
            return []
        }
    }
}

/// Answers every save at once.
struct NotesStore: EffectHandler {
    func handle(_ effect: Notes.Effect, send: Send<Notes.Event>) async {
        guard case .save(let notes) = effect else { return }
        send(.saved(count: notes.count))
    }
}

/// Lines written, in memory.
@MainActor
final class Lines {
    var text = ""
    var reports: [String] = []

    var lines: [Substring] { text.split(separator: "\n") }
}

extension SessionRecorder where Feature == Notes {
    /// A recorder of a notes session into `lines`, timed on `clock`.
    convenience init(into lines: Lines, clock: ManualClock, limits: RecordingLimits = .standard) {
        self.init(
            header: RecordingHeader(app: "notes"), now: { clock.now.offset },
            write: { lines.text += $0 }, report: { lines.reports.append($0) }, limits: limits)
    }
}
