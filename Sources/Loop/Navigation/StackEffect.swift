/// Work of a navigation stack's screens, each piece scoped to the screen that asked for it, so that
/// popping the screen cancels it (unless it outlives the screen, `StackElementEffect.outlivesScreen`).
public enum StackEffect<Effect: StackElementEffect>: LoopEffect {
    /// The work of the screen with this id; its answers go back to that screen.
    case element(StackElementID, Effect)
    /// Stops the work of a popped screen; its late answers are dropped. Never performed.
    case cancel(StackElementID)

    /// The identities of the stack's cancellable work.
    public enum ID: Hashable, Sendable {
        /// A screen's own identity for its work (a page request that a newer one replaces).
        case element(StackElementID, Effect.ID)
        /// All the work of a screen, which popping it cancels.
        case screen(StackElementID)
    }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .element(let id, let effect):
            let scheduling = effect.scheduling.map { ID.element(id, $0) }
            return effect.outlivesScreen ? scheduling : .scoped(.screen(id), scheduling)
        case .cancel(let id):
            return .cancel(.screen(id))
        }
    }
}

extension StackEffect: Codable where Effect: Codable {}
