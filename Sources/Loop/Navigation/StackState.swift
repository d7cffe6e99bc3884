/// The screens of a navigation stack above its root, bottom first, each with an identity of its own
/// for as long as it is on the stack, never reused: events and effects reach a screen by it, and a
/// parent scopes the screen's work to it (`EffectScheduling.scoped`) so that popping the screen can
/// cancel that work, as TCA's `StackState` does.
///
/// ```swift
/// let id = state.path.append(.detail(DetailState(productID: 3)))
/// state.path.modify(id) { $0.reduce(event) }   // in place, no copy of the screen's state
/// state.path.pop(from: id)            // the popped ids, whose work the parent cancels
/// ```
public struct StackState<Element>: RandomAccessCollection {
    /// The identities of the screens, bottom first.
    public private(set) var ids: [StackElementID] = []
    /// The screens, bottom first, in step with `ids`.
    private var elements: [Element] = []
    private var nextID = 1
    /// How many events came for a screen that was no longer on the stack, or of another kind than the
    /// screen with their id (`StackFeature` drops them). A count for diagnosis, not part of the
    /// stack's value: equality and encoding leave it out.
    public internal(set) var droppedEventCount = 0

    public init() {}

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element { elements[position] }

    /// The screen with identity `id`, while it is on the stack. Setting it replaces that screen, keeping
    /// its identity, or pushes it when `id` is the identity the next screen pushed gets (a test's
    /// expected state, as TCA's `path[id:]`); setting nil pops the screen and those above it.
    public subscript(id id: StackElementID) -> Element? {
        get { ids.firstIndex(of: id).map { elements[$0] } }
        set {
            switch (newValue, ids.firstIndex(of: id)) {
            case (let element?, let index?):
                elements[index] = element
            case (let element?, nil):
                precondition(
                    id.rawValue == nextID,
                    "screen \(id) is not on the stack, and the next pushed is #\(nextID)")
                append(element)
            case (nil, let index?):
                pop(fromPosition: index)
            case (nil, nil):
                break
            }
        }
    }

    /// Changes the screen `id` in place, with no copy of it: what `body` returns, or nil when the screen
    /// is not on the stack.
    public mutating func modify<Result>(_ id: StackElementID, _ body: (inout Element) -> Result) -> Result? {
        guard let index = ids.firstIndex(of: id) else { return nil }
        return body(&elements[index])
    }

    /// Replaces the screen at `position`, keeping its identity.
    public mutating func replace(at position: Int, with element: Element) {
        elements[position] = element
    }

    /// The identity of the screen at `position`.
    public func id(at position: Int) -> StackElementID { ids[position] }

    /// Pushes `element` on top: its new identity.
    @discardableResult
    public mutating func append(_ element: Element) -> StackElementID {
        let id = StackElementID(rawValue: nextID)
        nextID += 1
        ids.append(id)
        elements.append(element)
        return id
    }

    /// Pops the screen `id` and every screen above it: their identities, bottom first (none when `id`
    /// is not on the stack).
    @discardableResult
    public mutating func pop(from id: StackElementID) -> [StackElementID] {
        guard let index = ids.firstIndex(of: id) else { return [] }
        return pop(fromPosition: index)
    }

    /// Pops the screens from `position` up: their identities, bottom first.
    @discardableResult
    public mutating func pop(fromPosition position: Int) -> [StackElementID] {
        let popped = Array(ids[position...])
        ids.removeSubrange(position...)
        elements.removeSubrange(position...)
        return popped
    }
}

extension StackState: ExpressibleByArrayLiteral {
    /// A stack holding `elements`, pushed in order (a test's expected path).
    public init(arrayLiteral elements: Element...) {
        for element in elements { append(element) }
    }
}

/// Two stacks are equal when they hold the same screens with the same ids: a stack emptied by pops
/// equals `[]`, whatever ids it has handed out.
extension StackState: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.ids == rhs.ids && lhs.elements == rhs.elements
    }
}

extension StackState {
    /// The screens with their ids, bottom first, each transformed (to its view state): what a view
    /// draws, and what SwiftUI's `NavigationStack` and `ForEach` identify by `id`.
    public func entries<Value>(_ transform: (Element) throws -> Value) rethrows -> [StackEntry<Value>] {
        try zip(ids, elements).map { StackEntry(id: $0, value: try transform($1)) }
    }
}

/// One screen of a stack as a view sees it: its id and a value for it (its view state).
public struct StackEntry<Value>: Identifiable {
    public let id: StackElementID
    public var value: Value

    public init(id: StackElementID, value: Value) {
        self.id = id
        self.value = value
    }
}

extension StackEntry: Equatable where Value: Equatable {}
extension StackEntry: Sendable where Value: Sendable {}
extension StackState: Sendable where Element: Sendable {}

/// A stack is encoded as its screens' identities and the screens, bottom first, and the identity the
/// next screen pushed gets: all that decides what it does next (a recording's state digest).
extension StackState: Encodable where Element: Encodable {
    private enum CodingKeys: String, CodingKey {
        case ids, elements = "screens", nextID
    }
}

/// A screen's identity on a `StackState`: given as it is pushed, never reused by that stack.
public struct StackElementID: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// An identity written in a test (`1` is the first screen pushed on a stack).
    public init(integerLiteral value: Int) {
        self.rawValue = value
    }

    public var description: String { "#\(rawValue)" }
}

/// An identity is encoded as its number.
extension StackElementID: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(Int.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
