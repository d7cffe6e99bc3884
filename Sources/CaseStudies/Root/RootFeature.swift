import Loop

/// The case studies' navigation stack over a menu: each case study opens on top of it and closes back
/// to it, its work stopped (a running timer, a pending fact) by the framework's stack.
public struct RootFeature: Reducer {
    public init() {}

    /// The open case studies, reduced by the framework's stack.
    private let stack = StackFeature<RootState, Screen, RootEffect>(\.path, effect: RootEffect.path)

    public func reduce(_ state: inout RootState, _ event: RootEvent) -> [RootEffect] {
        switch event {
        case .selectionMoved(let offset):
            let studies = CaseStudy.allCases
            let index = studies.firstIndex(of: state.selection)! + offset
            state.selection = studies[min(max(index, 0), studies.count - 1)]
            return []
        case .openSelected:
            return reduce(&state, .opened(state.selection))
        case .opened(let study):
            return stack.push(Screen(opening: study), &state)
        case .backTapped:
            guard let top = state.path.ids.last else { return [] }
            if case .search(let search)? = state.top, search.opened != nil {
                return stack.reduce(&state, .element(top, .search(.resultClosed)))
            }
            return stack.pop(from: top, &state)
        case .path(let event):
            return stack.reduce(&state, event)
        }
    }
}

/// The menu's selection and the screens open over it, bottom first.
public struct RootState: Equatable, Sendable, Encodable {
    public var selection: CaseStudy
    public var path: StackState<Screen>

    public init(selection: CaseStudy = .counter, path: StackState<Screen> = []) {
        self.selection = selection
        self.path = path
    }

    /// The screen in front; nil on the menu.
    public var top: Screen? { path.last }
}

/// The case studies, in menu order.
public enum CaseStudy: CaseIterable, Codable, Equatable, Sendable {
    case counter, search, timer, todos
}

/// What happens in the app: on the menu, or on an open case study, by its id (an event for a case
/// study since closed is dropped, as an answer arriving after its screen closed should be).
public enum RootEvent: Codable, Equatable, Sendable {
    case selectionMoved(by: Int)
    case openSelected
    case opened(CaseStudy)
    /// Closes what the screen in front shows over itself, else the screen.
    case backTapped
    /// An event for the open case study with this id, or a pop.
    case path(StackEvent<Screen.Event>)
}

/// The case studies' work: each open case study's, with its id.
public enum RootEffect: LoopEffect, Codable {
    case path(StackEffect<Screen.Effect>)

    public var scheduling: EffectScheduling<StackEffect<Screen.Effect>.ID> {
        switch self {
        case .path(let effect): effect.scheduling
        }
    }
}
