/// A direction a person moves in (an arrow key, a swipe, a D-pad); the screen decides how far that is
/// where it applies (a row in GRID is several products).
public enum MoveDirection: Hashable, Sendable, Codable, CaseIterable {
    case up, down, left, right
}
