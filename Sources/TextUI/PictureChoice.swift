/// The pictures a user asked for (`--pictures`): found out from the terminal, or one protocol whatever
/// the terminal says.
public enum PictureChoice: String, Sendable, CaseIterable {
    /// Ask the terminal (`PictureQuery`): kitty's protocol, else sixel, else half blocks.
    case auto
    /// Sixel graphics, at the cell size the terminal gives (else 10 × 20 pixels).
    case sixel
    /// The kitty graphics protocol.
    case kitty
    /// Half blocks, two pixels a cell.
    case blocks
    /// No pictures.
    case none
}
