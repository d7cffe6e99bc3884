import Foundation

/// A font.
public struct Font: Hashable, Sendable {
    public static let headline = Font()
    public static let title2 = Font()
    public static let footnote = Font()
}

/// Something to fill or tint with.
@preconcurrency public protocol ShapeStyle: Sendable {}

/// A color.
public struct Color: ShapeStyle, Hashable {
    public static let red = Color()
    public static let orange = Color()
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
}

/// The foreground's levels: secondary text, and so on.
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let secondary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
}

/// The view's tint.
public struct TintShapeStyle: ShapeStyle {}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// How a picker draws its choices.
@MainActor @preconcurrency public protocol PickerStyle {}

/// Choices side by side, one selected.
public struct SegmentedPickerStyle: PickerStyle {}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// How a label draws its title and icon.
@MainActor @preconcurrency public protocol LabelStyle {}

/// A label drawn as its icon alone.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {}

extension LabelStyle where Self == IconOnlyLabelStyle {
    nonisolated public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// Whether something is shown.
@frozen public enum Visibility: Hashable, Sendable {
    case automatic, visible, hidden
}

/// How an accessibility element treats its children's elements.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior()
}

/// The horizontal and vertical axes.
@frozen public enum Axis: Hashable, Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// The edges of a rectangle.
@frozen public enum Edge: Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
    }
}

/// Where views line up across a vertical stack.
public struct HorizontalAlignment: Equatable, Sendable {
    public static let center = HorizontalAlignment()
    public static let leading = HorizontalAlignment()
}

/// Where views line up across a horizontal stack.
public struct VerticalAlignment: Equatable, Sendable {
    public static let center = VerticalAlignment()
}
