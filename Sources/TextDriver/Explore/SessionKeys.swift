import Loop

/// The keys one explored session presses: a random half of the explorer's (swarm testing, after Groce
/// et al.: a session that never presses `esc` goes deeper into a screen, one that never presses `enter`
/// stays on its list), and among them the named keys (`enter`, `tab`, arrows), drawn on their own half
/// the time. Seeded, so the same session draws the same keys.
struct SessionKeys {
    /// The keys the session may press; all the explorer's when the draw left none.
    let all: [Key]
    /// Those of `all` that are not characters.
    let named: [Key]

    init(_ keys: [Key], using generator: inout SeededGenerator) {
        let drawn = keys.filter { _ in generator.below(2) == 0 }
        all = drawn.isEmpty ? keys : drawn
        named = all.filter { if case .character = $0 { false } else { true } }
    }
}
