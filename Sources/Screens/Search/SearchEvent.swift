/// What happens on the search screen.
public enum SearchEvent: Equatable, Sendable, Codable {
    /// The field now holds this text (a browser reports the whole value).
    case queryChanged(String)
    /// Characters typed at the end of the field (a terminal reports keys).
    case typed(String)
    case deletedBackward
    /// The typing paused: the text typed then is searched, unless it changed since.
    case queryDebounced(String)
    /// The results list's own events: scrolling, selection, layout, pages, thumbnails.
    case results(ProductListEvent)
}
