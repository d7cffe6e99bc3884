import Foundation
import Loop
import Market
import MarketTestSupport
import Recording
import Screens
import ScreensLive
import Testing
import TextFrontEnd
import TextUI

/// Everything the app showed or held, as text: every state (printed, and encoded as a recording
/// digests it), view state and frame (plain and ANSI).
///
/// While the loops run it only keeps each state; `leaks(_:)` turns them into text afterwards.
@MainActor
final class OutputRecorder {
    /// Each state the watched loops held, in order.
    private var states: [AppState] = []
    /// Texts added besides the states (a transcript, a failure).
    private var added: [(source: String, text: String)] = []
    private var observations: [ObserverToken] = []
    let size: TerminalSize

    init(size: TerminalSize) {
        self.size = size
    }

    /// Records the state now and after every change.
    func watch(_ loop: EventLoop<AppFeature>) {
        observations.append(loop.observe({ $0 }) { [weak self] state in self?.states.append(state) })
    }

    func add(_ text: String, from source: String) {
        added.append((source, text))
    }

    /// What every state recorded (printed, encoded as a recording digests it, its view state printed
    /// and its frame drawn, plain and ANSI) and every text added gives away: the states' texts made
    /// and searched off the main actor, which every loop of the suite shares.
    func leaks(_ search: SecretSearch) async -> SecretSearch.Findings {
        let size = size
        var findings = await search.leaks(in: states) { step, state in
            Self.texts(of: state, step: step, size: size)
        }
        findings.leaks += added.flatMap { search.leaks(in: $0.text, from: $0.source) }
        findings.textsSearched += added.count
        return findings
    }

    /// The texts of `state`, labelled with its index among all the states recorded.
    private nonisolated static func texts(of state: AppState, step: Int, size: TerminalSize) -> [(
        source: String, text: String
    )] {
        var texts = SecretSearch.printed(state).map { ("state \(step)", $0) }
        do {
            let encoded = String(decoding: try StateDigest.encoded(state), as: UTF8.self)
            texts.append(("state \(step) as a recording digests it", encoded))
        } catch {
            Issue.record("state \(step) does not encode: \(error)")
        }
        let view = state.viewState
        texts += SecretSearch.printed(view).map { ("view state \(step)", $0) }
        let frame = ScreenView.render(view, size: size)
        texts.append(("frame \(step)", frame.snapshotText))
        texts.append(("frame \(step) as ANSI", frame.ansi))
        return texts
    }
}
