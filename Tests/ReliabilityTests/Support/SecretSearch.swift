import Foundation
import Loop
import Market
import Recording
import Screens
import ScreensLive
import Testing
import TextFrontEnd
import TextUI

/// Looks for a vendor's identifier and password in everything the app produces.
struct SecretSearch {
    let credentials: VendorCredentials
    /// The texts that must never appear: each secret whole, and its random part alone (in any case),
    /// so a secret cut short or re-cased is found too. Kept as UTF-8 bytes, see `leaks(in:from:)`.
    let needles: [(what: String, bytes: Data)]

    init(credentials: VendorCredentials) {
        self.credentials = credentials
        needles = [
            ("password", credentials.password), ("identifier", credentials.identifier),
        ].flatMap { what, secret in
            let random = String(secret.drop { $0 != "-" }.dropFirst())
            return [secret, random, random.lowercased()].map { (what, Data($0.utf8)) }
        }
    }

    /// What `text` (from `source`) gives away; empty when nothing. Searched as bytes: on Linux
    /// `String.contains` goes through `NSString` and is about seven times slower, which a run that
    /// searches every state, view state and frame it produced feels.
    func leaks(in text: String, from source: @autoclosure () -> String) -> [String] {
        let haystack = Data(text.utf8)
        return needles.filter { haystack.range(of: $0.bytes) != nil }.map {
            "the \($0.what) is in \(source())"
        }
    }

    /// Every way a value can be printed or logged.
    static func printed(_ value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped]
    }
}

/// Records every effect a loop starts and every answer its handler sends.
@MainActor
final class RecordingHandler: EffectHandler {
    let inner: AppEffectHandler
    private(set) var effects: [AppEffect] = []
    private(set) var answers: [AppEvent] = []

    init(_ inner: AppEffectHandler) {
        self.inner = inner
    }

    func handle(_ effect: AppEffect, send: Send<AppEvent>) async {
        effects.append(effect)
        await inner.handle(
            effect,
            send: Send { [self] event in
                answers.append(event)
                send(event)
            })
    }
}

/// Everything the app showed or held, as text: every state (printed, and encoded as a recording
/// digests it), view state and frame (plain and ANSI).
///
/// While the loops run it only keeps each state; `outputs()` turns them into text afterwards, off the
/// main actor, which every loop of the suite shares.
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

    /// Every state recorded, as text, with its view state and frame, then what was added: the two
    /// halves of the states worked out at once, off the main actor.
    func outputs() async -> [(source: String, text: String)] {
        let (states, size) = (states, size)
        let half = states.count / 2
        async let first = Self.texts(of: states[..<half], size: size)
        async let second = Self.texts(of: states[half...], size: size)
        return await first + second + added
    }

    /// The texts of `states`, each labelled with its index among all the states recorded.
    private nonisolated static func texts(of states: ArraySlice<AppState>, size: TerminalSize) async -> [(
        source: String, text: String
    )] {
        var texts: [(source: String, text: String)] = []
        for (step, state) in zip(states.indices, states) {
            for text in SecretSearch.printed(state) { texts.append(("state \(step)", text)) }
            do {
                let encoded = String(decoding: try StateDigest.encoded(state), as: UTF8.self)
                texts.append(("state \(step) as a recording digests it", encoded))
            } catch {
                Issue.record("state \(step) does not encode: \(error)")
            }
            let view = state.viewState
            for text in SecretSearch.printed(view) { texts.append(("view state \(step)", text)) }
            let frame = ScreenView.render(view, size: size)
            texts.append(("frame \(step)", frame.snapshotText))
            texts.append(("frame \(step) as ANSI", frame.ansi))
        }
        return texts
    }
}
