import CoreTransferable
import SwiftUI

/// A picture chosen in a `PhotosPicker`, loaded as a `Transferable` type such as `Data`.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    /// How an item is written when more than one encoding is possible.
    public enum EncodingDisambiguationPolicy: Sendable {
        case automatic, current, compatible
    }

    public func loadTransferable<T>(type: T.Type) async throws -> sending T? where T: Transferable { nil }
}

/// Which items a picker offers.
public struct PHPickerFilter: Sendable {
    public static let images = PHPickerFilter()
}

/// How a picker orders what is selected.
public struct PhotosPickerSelectionBehavior: Sendable {
    public static let `default` = PhotosPickerSelectionBehavior()
}

/// A button that opens the photo library and binds what is chosen.
@MainActor @preconcurrency public struct PhotosPicker<Label>: View where Label: View {
    public var body: Never { fatalError("a primitive view has no body") }
}

extension PhotosPicker where Label == Text {
    nonisolated public init<S>(
        _ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) where S: StringProtocol {}
}
