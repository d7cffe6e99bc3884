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
@MainActor
final class OutputRecorder {
    private(set) var outputs: [(source: String, text: String)] = []
    private var observations: [Observation] = []
    let size: TerminalSize

    init(size: TerminalSize) {
        self.size = size
    }

    /// Records the state now and after every change.
    func watch(_ loop: EventLoop<AppFeature>) {
        observations.append(loop.observe({ $0 }) { [weak self] state in self?.record(state) })
    }

    func record(_ state: AppState) {
        let step = outputs.count
        for text in SecretSearch.printed(state) { outputs.append(("state \(step)", text)) }
        do {
            let encoded = String(decoding: try StateDigest.encoded(state), as: UTF8.self)
            outputs.append(("state \(step) as a recording digests it", encoded))
        } catch {
            Issue.record("state \(step) does not encode: \(error)")
        }
        let view = state.viewState
        for text in SecretSearch.printed(view) { outputs.append(("view state \(step)", text)) }
        let frame = ScreenView.render(view, size: size)
        outputs.append(("frame \(step)", frame.snapshotText))
        outputs.append(("frame \(step) as ANSI", frame.ansi))
    }

    func add(_ text: String, from source: String) {
        outputs.append((source, text))
    }
}
