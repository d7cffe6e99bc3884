/// One terminal cell: the character shown there and its style.
///
/// A wide character fills two cells: the left one holds the character, the right one is a
/// continuation (`isContinuation`) that shows nothing of its own.
public struct Cell: Sendable, Hashable {
    /// The grapheme cluster shown in the cell (a space for continuation cells).
    public var character: Character
    /// The style the cell is drawn in.
    public var style: Style
    /// True for the right half of a wide character.
    public var isContinuation: Bool

    /// Makes a cell; by default a plain blank.
    public init(character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    /// A plain space: what an untouched canvas holds.
    public static let blank = Cell()
}
