extension TimerState {
    /// What the timer screen shows.
    public var viewState: TimerViewState {
        let minutes = String(seconds / 60)
        let rest = String(seconds % 60)
        return TimerViewState(
            time: String(repeating: "0", count: max(0, 2 - minutes.count)) + minutes + ":"
                + String(repeating: "0", count: 2 - rest.count) + rest,
            status: isRunning ? StatusLine("Running", tone: .busy) : StatusLine("Stopped"))
    }
}

/// The timer screen as text: the time as minutes and seconds, and whether it runs.
public struct TimerViewState: Equatable, Sendable {
    public var time: String
    public var status: StatusLine
}
