/// A stack of screens over a root, its path bound to a collection of values: each value pushed is
/// drawn by the destination registered for its type.
nonisolated public struct NavigationStack<Data, Root>: _PrimitiveView where Root: View {
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {}
}

extension View {
    nonisolated public func navigationDestination<D, C>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        ModifiedContent<Self, D>()
    }

    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        ModifiedContent<Self, S>()
    }

    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        ModifiedContent<Self, Bool>()
    }

    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View
    where Content: View {
        ModifiedContent<Self, Content>()
    }

    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View
    where Content: ToolbarContent {
        ModifiedContent<Self, Content>()
    }
}

/// What a toolbar holds.
@MainActor @preconcurrency public protocol ToolbarContent {}

/// A view placed in a toolbar.
nonisolated public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {}

extension ToolbarItem where ID == () {
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    {}
}

/// Where in a toolbar an item goes.
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
}

/// Builds a toolbar from its items.
@resultBuilder public struct ToolbarContentBuilder {
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleToolbarContent<
        (repeat each Content)
    > where repeat each Content: ToolbarContent {
        TupleToolbarContent()
    }
}

/// The items of a toolbar block.
nonisolated public struct TupleToolbarContent<T>: ToolbarContent {}
