import HTMLUI

/// The streamed lists of a `DiffedPage`, one `ListStream` for each element `DrawnPage.streams` names.
enum StreamedLists {
    /// The streams of `page` as drawn: those its diff patched in place (`inPlace`) keep what they sent,
    /// the others start from the rows drawn now (sent whole, or unchanged).
    static func drawn(_ page: DrawnPage, kept: [String: ListStream], inPlace: Set<String>)
        -> [String: ListStream]
    {
        var lists: [String: ListStream] = [:]
        for id in page.streams {
            if inPlace.contains(id), let stream = kept[id] {
                lists[id] = stream
            } else {
                var stream = ListStream(container: id)
                stream.drew(rows(of: page.body.element(id: id)))
                lists[id] = stream
            }
        }
        return lists
    }

    /// The patches that bring the lists `page`'s diff patched in place (`inPlace`) to its rows; `lists`
    /// becomes the page's streams.
    static func patches(_ page: DrawnPage, _ lists: inout [String: ListStream], inPlace: Set<String>)
        -> [HTMLPatch]
    {
        var patches: [HTMLPatch] = []
        for id in page.streams where inPlace.contains(id) {
            guard let element = page.body.element(id: id) else { continue }
            patches += lists[id]?.patches(to: rows(of: element), in: element) ?? []
        }
        lists = drawn(page, kept: lists, inPlace: inPlace)
        return patches
    }

    private static func rows(of element: HTMLNode?) -> [StreamRow] {
        guard case .element(_, _, let children) = element else { return [] }
        return children.compactMap(StreamRow.init)
    }
}

extension HTMLNode {
    /// The first element, this one or one inside it, whose id is `id`.
    func element(id: String) -> HTMLNode? {
        guard case .element(_, _, let children) = self else { return nil }
        if self.id == id { return self }
        for child in children {
            if let found = child.element(id: id) { return found }
        }
        return nil
    }
}
