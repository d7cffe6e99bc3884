@_exported import CoreTransferable
@_exported import Foundation

/// A piece of the user interface, drawn from its `body`.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// The body of a view that draws itself: a primitive view has no body to read.
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A primitive view: the types below draw themselves.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    public var body: Never { fatalError("a primitive view has no body") }
}

/// An optional view, as `if` without `else` builds it.
extension Optional: View, _PrimitiveView where Wrapped: View {}

/// Nothing.
@frozen nonisolated public struct EmptyView: _PrimitiveView {
    nonisolated public init() {}
}

/// The views of a block, in order.
@frozen nonisolated public struct TupleView<T>: _PrimitiveView {
    public var value: T
    nonisolated public init(_ value: T) { self.value = value }
}

/// One of two views, as `if`-`else` and `switch` build it.
@frozen nonisolated public struct _ConditionalContent<TrueContent, FalseContent>: _PrimitiveView {
    nonisolated init() {}
}

/// A view changed by a modifier.
@frozen nonisolated public struct ModifiedContent<Content, Modifier>: _PrimitiveView {
    nonisolated init() {}
}
