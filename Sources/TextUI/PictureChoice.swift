/// The pictures a user asked for (`--pictures`): found out from the terminal, or one protocol whatever
/// the terminal says.
public enum PictureChoice: String, Sendable, CaseIterable {
    /// Ask the terminal (`PictureQuery`): kitty's protocol, else sixel, else half blocks.
    case auto
    case sixel
    case kitty
    case blocks
    case none
}
