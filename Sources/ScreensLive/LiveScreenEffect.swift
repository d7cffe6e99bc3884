import Screens

/// A pushed screen's work as the live app performs it: each screen's effect type conforms in its own
/// file (`AppEffectHandler+Detail.swift`), so `AppEffectHandler` switches over no screen.
protocol LiveScreenEffect: Sendable {
    /// Performs the work with `handler`'s market, clock and files, answering the screen through
    /// `answer`.
    @MainActor
    func perform(with handler: AppEffectHandler, answer: @escaping (AppDestination.Event) -> Void) async
}
