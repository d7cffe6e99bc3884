/// An app: its scenes, drawn from its `body`.
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() {}
}

/// A part of an app's interface the system manages, such as a window.
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A scene of windows, each showing `Content`.
nonisolated public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("a primitive scene has no body") }
}

/// Builds an app's scene.
@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}
