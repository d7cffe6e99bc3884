/// An event for a navigation stack: for one of its screens, by the screen's id, or a pop (a
/// `NavigationStack`'s back, a browser's history).
public enum StackEvent<ElementEvent: Sendable>: Sendable {
    /// An event for the screen with this id; dropped once that screen is popped.
    case element(StackElementID, ElementEvent)
    /// Pops the screen with this id and those above it; their work stops.
    case popFrom(StackElementID)
}

extension StackEvent: Equatable where ElementEvent: Equatable {}
extension StackEvent: Codable where ElementEvent: Codable {}
