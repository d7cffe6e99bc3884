import Foundation

/// Text, styled by its own modifiers.
@frozen nonisolated public struct Text: _PrimitiveView, Equatable, Sendable {
    nonisolated public init<S>(_ content: S) where S: StringProtocol {}

    nonisolated public func font(_ font: Font?) -> Text { self }

    nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

    nonisolated public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { self }
}

/// An image, here one of the system's symbols.
@frozen nonisolated public struct Image: _PrimitiveView, Equatable, Sendable {
    nonisolated public init(systemName: String) {}
}

/// A title with an icon.
nonisolated public struct Label<Title, Icon>: _PrimitiveView where Title: View, Icon: View {}

/// A control that performs its action when pressed.
nonisolated public struct Button<Label>: _PrimitiveView where Label: View {
    @preconcurrency nonisolated public init(
        action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {}
}

extension Button where Label == Text {
    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {}

    @preconcurrency nonisolated public init<S>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) where S: StringProtocol {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    nonisolated public init<S>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {}
}

/// What a button does: destroys something, or cancels.
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

/// Rows in a scrolling list.
nonisolated public struct List<SelectionValue, Content>: _PrimitiveView
where SelectionValue: Hashable, Content: View {}

extension List where SelectionValue == Never {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

/// A view for each element of a collection, told apart by `id`.
nonisolated public struct ForEach<Data, ID, Content>: _PrimitiveView
where Data: RandomAccessCollection, ID: Hashable, Content: View {
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {}
}

/// Views one above the other.
@frozen nonisolated public struct VStack<Content>: _PrimitiveView where Content: View {
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
}

/// Views side by side.
@frozen nonisolated public struct HStack<Content>: _PrimitiveView where Content: View {
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
}

/// A view that scrolls its content.
nonisolated public struct ScrollView<Content>: _PrimitiveView where Content: View {
    nonisolated public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {}
}

/// Progress being made, with a title.
nonisolated public struct ProgressView<Label, CurrentValueLabel>: _PrimitiveView
where Label: View, CurrentValueLabel: View {}

extension ProgressView where CurrentValueLabel == EmptyView {
    nonisolated public init<S>(_ title: S) where Label == Text, S: StringProtocol {}
}

/// Space that grows along its stack.
@frozen nonisolated public struct Spacer: _PrimitiveView {
    nonisolated public init(minLength: CGFloat? = nil) {}
}

/// Controls grouped for data entry.
nonisolated public struct Form<Content>: _PrimitiveView where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

/// A part of a form or list, with a header.
nonisolated public struct Section<Parent, Content, Footer>: _PrimitiveView
where Parent: View, Content: View, Footer: View {}

extension Section where Parent == Text, Footer == EmptyView {
    nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

/// A field for editable text.
nonisolated public struct TextField<Label>: _PrimitiveView where Label: View {}

extension TextField where Label == Text {
    nonisolated public init<S>(_ title: S, text: Binding<String>, axis: Axis) where S: StringProtocol {}
}

/// A field for a password: what is typed is not shown.
nonisolated public struct SecureField<Label>: _PrimitiveView where Label: View {}

extension SecureField where Label == Text {
    nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

/// A choice of one value among those its content tags.
nonisolated public struct Picker<Label, SelectionValue, Content>: _PrimitiveView
where Label: View, SelectionValue: Hashable, Content: View {}

extension Picker where Label == Text {
    nonisolated public init<S>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) where S: StringProtocol {}
}
