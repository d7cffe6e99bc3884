import Loop
import Screens
import ScreensLive

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
