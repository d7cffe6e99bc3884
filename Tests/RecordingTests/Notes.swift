import Loop
import Recording

/// A small feature to record: notes added and cleared, saved once there are two, the save answered.
struct Notes: Reducer {
    struct State: Equatable, Encodable {
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

/// `Notes` after a refactor: its state's property and type renamed, what the state encodes kept.
struct RefactoredNotes: Reducer {
    struct Jotting: Equatable, Encodable {
        var entries: [String] = []
        var saved = 0

        private enum CodingKeys: String, CodingKey {
            case entries = "notes", saved
        }
    }

    func reduce(_ state: inout Jotting, _ event: Notes.Event) -> [Notes.Effect] {
        var notes = Notes.State(notes: state.entries, saved: state.saved)
        defer { state = Jotting(entries: notes.notes, saved: notes.saved) }
        return Notes().reduce(&notes, event)
    }
}

/// `Notes` whose state encodes its notes under another name: what it encodes changed.
struct ReencodedNotes: Reducer {
    struct State: Equatable, Encodable {
        var items: [String] = []
        var saved = 0
    }

    func reduce(_ state: inout State, _ event: Notes.Event) -> [Notes.Effect] {
        var notes = Notes.State(notes: state.items, saved: state.saved)
        defer { state = State(items: notes.notes, saved: notes.saved) }
        return Notes().reduce(&notes, event)
    }
}

/// `Notes` whose state refuses to encode once it holds the note "?".
struct PickyNotes: Reducer {
    struct State: Equatable, Encodable {
        var notes = Notes.State()

        func encode(to encoder: any Encoder) throws {
            guard !notes.notes.contains("?") else {
                throw EncodingError.invalidValue(
                    notes.notes, EncodingError.Context(codingPath: [], debugDescription: "a note of '?'"))
            }
            try notes.encode(to: encoder)
        }
    }

    func reduce(_ state: inout State, _ event: Notes.Event) -> [Notes.Effect] {
        Notes().reduce(&state.notes, event)
    }
}
