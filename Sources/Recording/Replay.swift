import Loop

/// A recording reduced again, with no I/O: every event through the feature's reducer in order, the
/// states it passes through, and the first step whose effects or state differ from what was recorded.
///
/// A recording keeps each state as its digest (`StateDigest`), not the state: a state that differs is
/// found at the first step whose digest does not agree, and the failure names, by their JSON paths in
/// what the state encodes, the values that step changed in the replay (`EncodedDiff`).
public struct Replay<Feature: Reducer> where Feature.Effect: Equatable, Feature.State: Encodable {
    public typealias Step = RecordedStep<Feature.Event, Feature.Effect>

    /// The recording's steps.
    public let steps: [Step]
    /// The state before any step, then after each: `states[n]` is the state after step n, from 1.
    public let states: [Feature.State]
    /// The effects each step returned in the replay.
    public let effects: [[Feature.Effect]]
    /// The first step that did not go as recorded; nil when all agree.
    public let mismatch: ReplayMismatch?

    /// Reduces `recording`'s events with `feature` from `state`.
    public init(
        _ recording: Recording<Feature.Event, Feature.Effect>, feature: Feature, from state: Feature.State
    ) {
        var state = state
        var states = [state]
        var effects: [[Feature.Effect]] = []
        var mismatch: ReplayMismatch?
        for (index, step) in recording.steps.enumerated() {
            let emitted = feature.reduce(&state, step.event)
            states.append(state)
            effects.append(emitted)
            guard mismatch == nil else { continue }
            let line = Recording<Feature.Event, Feature.Effect>.line(ofStep: index)
            if emitted != step.effects {
                mismatch = ReplayMismatch(
                    line: line, step: index + 1,
                    "the effects differ from those recorded (− recorded, + replayed):\n"
                        + StructuralDiff.render(
                            StructuralDiff.differences(expected: step.effects, actual: emitted)))
            } else if let message = Self.stateMismatch(
                recorded: step.state, before: states[index], after: state, step: index + 1)
            {
                mismatch = ReplayMismatch(line: line, step: index + 1, message)
            }
        }
        steps = recording.steps
        self.states = states
        self.effects = effects
        self.mismatch = mismatch
    }

    /// Why the state a step left in the replay is not the one recorded (its digest `recorded`); nil when
    /// it is. A digest says nothing of where two states differ, so the message names what the step
    /// changed in the replay, by JSON path: a field the reducer now sets otherwise is among them. A
    /// field whose encoding changed everywhere (added, removed, renamed) differs from the first step.
    private static func stateMismatch(
        recorded: String, before: Feature.State, after: Feature.State, step: Int
    ) -> String? {
        let digest: String
        let changes: [StructuralDiff.Difference]
        do {
            digest = try StateDigest.of(after)
            guard digest != recorded else { return nil }
            changes = try EncodedDiff.differences(expected: before, actual: after)
        } catch {
            return "the state cannot be encoded, so it cannot be compared with the one recorded: \(error)"
        }
        let opening =
            "the state differs from the one recorded (digest \(recorded), replayed \(digest), of what the "
            + "state encodes)"
        let startNote =
            step == 1
            ? "; at the first step, what the app starts in may differ too (a field added, removed or renamed "
                + "in what the state encodes)" : ""
        guard !changes.isEmpty else {
            return opening + "; this step changed nothing in the replay, where the recorded one changed the "
                + "state\(startNote)"
        }
        return opening + "\(startNote); what this step changed in the replay:\n"
            + StructuralDiff.render(changes)
    }

    /// What step `number` (from 1) changed in the state, as `StructuralDiff` prints it; "" for none.
    public func change(atStep number: Int) -> String {
        StructuralDiff.render(changes(atStep: number))
    }

    /// The values step `number` (from 1) changed in the state, in field order; none outside the steps.
    public func changes(atStep number: Int) -> [StructuralDiff.Difference] {
        guard number > 0, number < states.count else { return [] }
        return StructuralDiff.differences(expected: states[number - 1], actual: states[number])
    }
}

/// The first step of a replay that did not go as recorded: its line in the file, its number, and the
/// difference.
public struct ReplayMismatch: Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var step: Int
    public var message: String

    public init(line: Int, step: Int, _ message: String) {
        self.line = line
        self.step = step
        self.message = message
    }

    public var description: String { "line \(line) (step \(step)): \(message)" }
}
