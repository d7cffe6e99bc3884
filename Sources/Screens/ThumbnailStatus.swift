/// Where a cell's thumbnail stands: what the cell draws in its image slot.
public enum ThumbnailStatus: Hashable, Sendable {
    case loading
    /// Loaded; the bytes are in the shared `ThumbnailCache`.
    case loaded(byteCount: Int)
    case failed
}
