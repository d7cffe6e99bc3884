import Images

/// Where a cell's thumbnail stands: what the cell draws in its image slot.
public enum ThumbnailStatus: Hashable, Sendable, Encodable {
    case loading
    /// Loaded and decoded, downscaled to the slot it is drawn in.
    case loaded(Picture)
    case failed
}
