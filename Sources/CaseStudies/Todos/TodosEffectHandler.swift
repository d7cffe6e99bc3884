import Loop

/// Times the undo window on the injected clock.
@MainActor
public struct TodosEffectHandler: EffectHandler {
    public let clock: any Clock<Duration>

    public init(clock: any Clock<Duration>) {
        self.clock = clock
    }

    public func handle(_ effect: TodosEffect, send: Send<TodosEvent>) async {
        switch effect {
        case .expireUndo(let duration):
            guard (try? await clock.sleep(for: duration)) != nil else { return }
            send(.undoExpired)
        case .cancelUndoExpiry:
            break
        }
    }
}
