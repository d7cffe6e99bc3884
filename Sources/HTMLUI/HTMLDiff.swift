/// Turns two renders of a page into the few patches that change the first into the second, so a live
/// page receives what changed, not the page.
///
/// Both trees are walked together. An element that kept its tag and id is patched in place: changed
/// attributes, changed text (when text is its only child), children compared pairwise, children with
/// ids appended or removed at the end. Where a change cannot be addressed (a child without an id
/// changed shape), the nearest enclosing element with an id is replaced whole. Give ids to the
/// elements that change on their own (a cell, a counter, a field's message) to keep patches small.
public enum HTMLDiff {
    /// The patches from `old` to `new`; `[.reload]` when even the root must change and has no id.
    public static func patches(from old: HTMLNode, to new: HTMLNode) -> [HTMLPatch] {
        patches(from: old, to: new, streaming: []).patches
    }

    /// The patches from `old` to `new`, leaving out the children of the elements with the ids in
    /// `streaming` (lists a `ListStream` patches) wherever such an element is patched in place; those
    /// ids are returned as `inPlace`. A streamed element not among them was sent whole, rows and all, or
    /// is unchanged.
    public static func patches(from old: HTMLNode, to new: HTMLNode, streaming: Set<String>) -> (
        patches: [HTMLPatch], inPlace: Set<String>
    ) {
        var walk = Walk(streaming: streaming)
        if let patches = walk.diff(old, new) { return (patches, walk.inPlace) }
        guard let id = old.id else { return ([.reload], []) }
        return ([.replace(id: id, html: HTMLRenderer.compact(new))], [])
    }
}

/// One diff's walk: the streamed elements it skips, and those it reached in place.
private struct Walk {
    let streaming: Set<String>
    var inPlace: Set<String> = []

    /// Nil when the change must be made by an enclosing element.
    mutating func diff(_ old: HTMLNode, _ new: HTMLNode) -> [HTMLPatch]? {
        guard case .element(let tag, let oldAttributes, var oldChildren) = old,
            case .element(let newTag, let newAttributes, var newChildren) = new,
            tag == newTag, old.id == new.id
        else { return old == new ? [] : nil }
        let id = old.id
        if let id, streaming.contains(id) {
            inPlace.insert(id)
            oldChildren = []
            newChildren = []
        } else if old == new {
            return []
        }
        let reached = inPlace
        if let patches = patchInPlace(
            id: id, (oldAttributes, oldChildren), (newAttributes, newChildren))
        {
            return patches
        }
        inPlace = reached.subtracting(id.map { [$0] } ?? [])
        guard let id else { return nil }
        return [.replace(id: id, html: HTMLRenderer.compact(new))]
    }

    private mutating func patchInPlace(
        id: String?, _ old: ([Attribute], [HTMLNode]), _ new: ([Attribute], [HTMLNode])
    ) -> [HTMLPatch]? {
        var patches: [HTMLPatch] = []
        if old.0 != new.0 {
            guard let id else { return nil }
            let removed = old.0.map(\.name).filter { name in !new.0.contains { $0.name == name } }
            let set = new.0.filter { !old.0.contains($0) }
            patches.append(.attributes(id: id, set: set, remove: removed))
        }
        guard let childPatches = childPatches(id: id, old.1, new.1) else { return nil }
        return patches + childPatches
    }

    private mutating func childPatches(id: String?, _ old: [HTMLNode], _ new: [HTMLNode]) -> [HTMLPatch]? {
        if old == new { return [] }
        if case .text(let text) = new.first, new.count == 1,
            old.allSatisfy({ if case .text = $0 { true } else { false } })
        {
            guard let id else { return nil }
            return [.text(id: id, text: text)]
        }
        let common = min(old.count, new.count)
        var patches: [HTMLPatch] = []
        for index in 0..<common {
            guard let patch = diff(old[index], new[index]) else { return nil }
            patches += patch
        }
        if new.count > common {
            let added = new[common...]
            guard let id, added.allSatisfy({ $0.id != nil }) else { return nil }
            patches.append(.append(id: id, html: added.map(HTMLRenderer.compact).joined()))
        }
        for removed in old[common...] {
            guard let removedID = removed.id else { return nil }
            patches.append(.remove(id: removedID))
        }
        return patches
    }
}
