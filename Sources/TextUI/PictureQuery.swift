/// Finds out from a terminal's answers how it can draw pictures: the kitty graphics protocol (it
/// answers kitty's query `OK`), sixel (attribute 4 in its primary device attributes) and the size of a
/// cell in pixels (`ESC[16t`). Platform-neutral: the terminal module sends `request` and feeds the
/// answers to `read(_:)` until `isComplete` or a short timeout.
///
/// Under tmux the answers are tmux's own: its device attributes carry 4 only when it was built with
/// sixel support, and it does not pass kitty's query on, so it gets sixel or half blocks.
public struct PictureQuery: Sendable {
    /// Kitty's query (a one-pixel image, `a=q`: checked, never stored), the cell size in pixels, then
    /// the primary device attributes, which every terminal answers, so that answer ends the wait.
    public static let request = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[c"

    /// The cell size assumed when the terminal does not say: a common 10 × 20 pixels.
    public static let standardCellSize = (width: 10, height: 20)

    /// The terminal answered kitty's query `OK`.
    public private(set) var kitty = false
    /// Its device attributes include 4, sixel graphics.
    public private(set) var sixel = false
    /// The cell size in pixels it gave, if it did.
    public private(set) var cellWidth: Int?
    public private(set) var cellHeight: Int?
    /// The device attributes arrived: every answer that was coming has come.
    public private(set) var isComplete = false
    /// Bytes read but not yet understood: an answer cut between two reads.
    private var pending: [UInt8] = []

    public init() {}

    /// Reads the next bytes the terminal sent; anything that is no answer is skipped.
    public mutating func read(_ bytes: [UInt8]) {
        pending += bytes
        var index = 0
        while let start = pending[index...].firstIndex(of: 0x1B) {
            guard start + 2 < pending.count else {
                index = start
                break
            }
            let introducer = pending[start + 1]
            if introducer == UInt8(ascii: "_") {
                // APC: up to ESC \.
                guard
                    let end = (start + 2..<pending.count - 1).first(where: {
                        pending[$0] == 0x1B && pending[$0 + 1] == UInt8(ascii: "\\")
                    })
                else {
                    index = start
                    break
                }
                let body = String(decoding: pending[(start + 2)..<end], as: UTF8.self)
                if body.hasPrefix("Gi=31;"), body.hasSuffix(";OK") { kitty = true }
                index = end + 2
            } else if introducer == UInt8(ascii: "[") {
                // CSI: parameters, then a final byte from @ to ~.
                guard
                    let end = (start + 2..<pending.count).first(where: { (0x40...0x7E).contains(pending[$0]) }
                    )
                else {
                    index = start
                    break
                }
                let parameters = String(decoding: pending[(start + 2)..<end], as: UTF8.self)
                answered(parameters, final: pending[end])
                index = end + 1
            } else {
                index = start + 1
            }
            if index >= pending.count { break }
        }
        pending = index < pending.count && pending[index...].contains(0x1B) ? Array(pending[index...]) : []
    }

    private mutating func answered(_ parameters: String, final: UInt8) {
        let numbers = parameters.drop { $0 == "?" }.split(separator: ";").map { Int($0) }
        if final == UInt8(ascii: "c"), parameters.hasPrefix("?") {
            sixel = numbers.dropFirst().contains(4)
            isComplete = true
        } else if final == UInt8(ascii: "t"), numbers.count == 3, numbers[0] == 6,
            let height = numbers[1], let width = numbers[2], width > 0, height > 0
        {
            (cellWidth, cellHeight) = (width, height)
        }
    }

    /// The protocol `choice` comes to on this terminal: for `auto`, kitty's when it answered, else sixel
    /// when it has it, else half blocks; sixel at the terminal's cell size, else `cellSize` when known,
    /// else `standardCellSize`.
    public func resolve(
        _ choice: PictureChoice, cellSize: (width: Int, height: Int)? = nil
    ) -> PictureProtocol {
        let size =
            cellSize ?? cellWidth.flatMap { width in cellHeight.map { (width, $0) } } ?? Self.standardCellSize
        switch choice {
        case .blocks: return .blocks
        case .none: return .none
        case .kitty: return .kitty
        case .sixel: return .sixel(cellWidth: size.width, cellHeight: size.height)
        case .auto:
            if kitty { return .kitty }
            return sixel ? .sixel(cellWidth: size.width, cellHeight: size.height) : .blocks
        }
    }
}
