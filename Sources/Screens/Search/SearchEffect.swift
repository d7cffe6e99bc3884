import Loop

/// Work the search screen asks for.
public enum SearchEffect: StackElementEffect, Codable {
    /// Waits `debounceDelay`, then answers `queryDebounced` with the text: each key replaces the wait
    /// of the one before, so only a pause in the typing searches.
    case debounce(String)
    /// Stops a wait in progress (the field was cleared).
    case cancelDebounce
    /// The results list's work: its pages (carrying the text searched) and thumbnails.
    case results(ProductListEffect)
    /// What the search tells the screen that presents it; never performed.
    case delegate(SearchDelegate)

    /// How long the typing must pause before the text is searched.
    public static let debounceDelay: Duration = .milliseconds(300)

    /// Identities of the search's cancellable work.
    public enum ID: Hashable, Sendable {
        case debounce
        case results(ProductListEffect.ID)
    }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .debounce: .replacing(.debounce)
        case .cancelDebounce: .cancel(.debounce)
        case .results(let effect): effect.scheduling.map(ID.results)
        case .delegate: .delegate
        }
    }
}

/// What the search tells its parent.
public enum SearchDelegate: Equatable, Sendable, Codable {
    /// A result was chosen: its detail opens.
    case productChosen(id: Int)
}
