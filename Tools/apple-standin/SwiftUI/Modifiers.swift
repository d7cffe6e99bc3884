import Foundation

/// The modifiers the example applies, as `View`'s extensions declare them. Each returns a
/// `ModifiedContent` here; nothing is drawn.
extension View {
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { modified }

    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modified
    }

    nonisolated public func disabled(_ disabled: Bool) -> some View { modified }

    nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable { modified }

    nonisolated public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle { modified }

    nonisolated public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle { modified }

    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View
    {
        modified
    }

    nonisolated public func accessibilityLabel<S>(_ label: S) -> some View where S: StringProtocol {
        modified
    }

    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modified
    }

    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { modified }

    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View where V: Equatable
    {
        modified
    }

    nonisolated public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View where V: Equatable {
        modified
    }

    nonisolated public func alert<S, A, M>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        modified
    }

    nonisolated public func confirmationDialog<S, A>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View {
        modified
    }

    /// What every modifier here returns.
    nonisolated private var modified: ModifiedContent<Self, Never> { ModifiedContent() }
}
