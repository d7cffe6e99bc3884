import Loop

/// Records a running loop: each event it reduces, whoever sent it (a key, a page's report, an
/// effect's answer), with the loop's time, the effects returned and the digest of the state left, one
/// line each, written as they happen through `write`. The state is kept as the digest of what it
/// encodes (`StateDigest`).
///
/// Recording stops, with one message through `report`, at the first line that would pass a limit of
/// `limits` or that cannot be written; the app keeps running.
@MainActor
public final class SessionRecorder<Feature: Reducer>
where Feature.Effect: LoopEffect & Encodable, Feature.Event: Sendable & Encodable, Feature.State: Encodable {
    private let limits: RecordingLimits
    private let write: (String) throws -> Void
    private let report: (String) -> Void
    private let now: () -> Duration
    private let start: Duration
    /// The screen's size now, asked at each step; nil for a session with none.
    private let screen: () -> RecordedScreen?
    private var lastScreen: RecordedScreen?
    private var observation: ObserverToken?
    /// Bytes written so far, newlines included.
    public private(set) var byteCount = 0
    public private(set) var stepCount = 0
    /// Why recording stopped; nil while it records.
    public private(set) var stopReason: String?

    /// Starts a recording by writing its header.
    /// - Parameters:
    ///   - header: the recording's first line; its `screen` is the size `screen` says now.
    ///   - now: the loop's clock (a manual clock's offset, or real time); steps are timed from now.
    ///   - screen: the session's screen size, asked at each step, so a resize is written.
    ///   - write: writes one line, its newline included.
    ///   - report: told once, if recording stops early.
    ///   - limits: where recording stops.
    public init(
        header: RecordingHeader, now: @escaping () -> Duration,
        screen: @escaping () -> RecordedScreen? = { nil }, write: @escaping (String) throws -> Void,
        report: @escaping (String) -> Void, limits: RecordingLimits = .standard
    ) {
        self.limits = limits
        self.write = write
        self.report = report
        self.now = now
        self.screen = screen
        start = now()
        var header = header
        header.screen = screen()
        lastScreen = header.screen
        append({ try RecordingLine.encode(header) }, isStep: false)
    }

    /// Records every event `loop` reduces from now on, until `stop()` or the recorder goes.
    public func record(_ loop: EventLoop<Feature>) {
        observation = loop.observeSteps { [weak self] event, effects, state in
            self?.record(event, effects: effects, state: state)
        }
    }

    /// Records no more; the lines written stay.
    public func stop() {
        observation = nil
    }

    /// Writes one step.
    public func record(_ event: Feature.Event, effects: [Feature.Effect], state: Feature.State) {
        guard stopReason == nil else { return }
        guard stepCount < limits.maxSteps else {
            return stopRecording("it holds \(limits.maxSteps) steps, the most a recording may")
        }
        let digest: String
        do {
            digest = try StateDigest.of(state)
        } catch {
            return stopRecording("the state could not be encoded: \(error)")
        }
        let current = screen()
        let step = RecordedStep(
            at: now() - start, event: event, effects: effects, state: digest,
            screen: current == lastScreen ? nil : current)
        if append({ try RecordingLine.encode(step) }, isStep: true) { lastScreen = current }
    }

    /// Writes a line if it stays within the limits; false when recording stopped instead.
    @discardableResult
    private func append(_ encode: () throws -> String, isStep: Bool) -> Bool {
        let line: String
        do {
            line = try encode()
        } catch {
            stopRecording("a step could not be encoded: \(error)")
            return false
        }
        let size = line.utf8.count
        if size > limits.maxLineBytes {
            stopRecording(
                "a step is \(size) bytes, over the \(limits.maxLineBytes) a line may hold")
            return false
        }
        if byteCount + size + 1 > limits.maxFileBytes {
            stopRecording("it reached \(limits.maxFileBytes) bytes, the most a recording may hold")
            return false
        }
        do {
            try write(line + "\n")
        } catch {
            stopRecording("it could not be written: \(error)")
            return false
        }
        byteCount += size + 1
        if isStep { stepCount += 1 }
        return true
    }

    private func stopRecording(_ reason: String) {
        stopReason = reason
        observation = nil
        report("recording stopped after \(stepCount) steps: \(reason); the app goes on")
    }
}

extension SessionRecorder {
    /// The time steps are stamped with: a manual clock's, or real time.
    public static func time(on clock: ManualClock?) -> () -> Duration {
        if let clock { return { clock.now.offset } }
        let origin = ContinuousClock.now
        return { ContinuousClock.now - origin }
    }
}
