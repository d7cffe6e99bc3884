import Testing
import TextUI

struct PictureQueryTests {
    private func query(_ replies: [String]) -> PictureQuery {
        var query = PictureQuery()
        for reply in replies { query.read(Array(reply.utf8)) }
        return query
    }

    @Test("The request: kitty's query, the cell size, the device attributes")
    func request() {
        #expect(PictureQuery.request == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[c")
    }

    @Test("A terminal that answers kitty's query OK gets kitty's protocol")
    func kitty() {
        let answered = query(["\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;22c"])
        #expect(answered.isComplete)
        #expect(answered.resolve(.auto) == .kitty)
    }

    @Test("Attribute 4 is sixel, at the cell size the terminal gave; answers may come cut anywhere")
    func sixel() {
        let answered = query(["\u{1B}[6;1", "8;9t\u{1B}", "[?63;1;2;4;6;9;15;22c"])
        #expect(answered.isComplete)
        #expect(answered.sixel && !answered.kitty)
        #expect(answered.resolve(.auto) == .sixel(cellWidth: 9, cellHeight: 18))
        #expect(answered.resolve(.auto, cellSize: (8, 16)) == .sixel(cellWidth: 8, cellHeight: 16))
    }

    @Test("A terminal with neither, or one that answered nothing in time, gets half blocks")
    func neither() {
        let vt100 = query(["x\u{1B}[?1;2c"])
        #expect(vt100.isComplete && !vt100.sixel)
        #expect(vt100.resolve(.auto) == .blocks)
        #expect(query([]).resolve(.auto) == .blocks)
        #expect(query(["\u{1B}_Gi=31;ENOTSUPPORTED\u{1B}\\"]).resolve(.auto) == .blocks)
    }

    @Test("A choice other than auto is taken as it is; sixel at 10 × 20 when the size is not known")
    func choices() {
        let silent = PictureQuery()
        #expect(silent.resolve(.kitty) == .kitty)
        #expect(silent.resolve(.blocks) == .blocks)
        #expect(silent.resolve(.none) == PictureProtocol.none)
        #expect(silent.resolve(.sixel) == .sixel(cellWidth: 10, cellHeight: 20))
    }
}
