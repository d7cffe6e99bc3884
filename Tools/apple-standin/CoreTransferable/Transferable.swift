import Foundation

/// A type that can be moved between apps and processes (CoreTransferable).
@preconcurrency public protocol Transferable: Sendable {}

extension Data: Transferable {}
