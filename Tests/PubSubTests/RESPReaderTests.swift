import PubSub
import Testing

/// `RESPReader`, byte by byte: each type of RESP 2, values split anywhere across reads, and every limit
/// refused at its edge.
@Suite("RESPReader")
struct RESPReaderTests {
    /// Every value `text` holds, fed in one read.
    func values(_ text: String, reader: RESPReader = RESPReader()) throws -> [RESPValue] {
        var reader = reader
        reader.feed(Array(text.utf8))
        var values: [RESPValue] = []
        while let value = try reader.next() { values.append(value) }
        return values
    }

    @Test("each type of RESP 2, nil bulk and nil array included")
    func types() throws {
        #expect(
            try values("+OK\r\n-ERR wrong\r\n:42\r\n:-7\r\n$5\r\nhe\r\nl\r\n$0\r\n\r\n$-1\r\n*-1\r\n") == [
                .simple("OK"), .error("ERR wrong"), .integer(42), .integer(-7), .bulk(Array("he\r\nl".utf8)),
                .bulk([]), .bulk(nil), .array(nil),
            ])
        #expect(
            try values("*3\r\n$7\r\nmessage\r\n$7\r\nchanges\r\n$2\r\nhi\r\n")
                == [.array([.bulk("message"), .bulk("changes"), .bulk("hi")])])
        #expect(try values("*2\r\n*1\r\n:1\r\n*0\r\n") == [.array([.array([.integer(1)]), .array([])])])
    }

    @Test("a value split at every byte is read once it is whole, and not before")
    func splitAnywhere() throws {
        let bytes = Array("*3\r\n$7\r\nmessage\r\n$7\r\nchanges\r\n$5\r\nhello\r\n+PONG\r\n".utf8)
        for cut in 1..<bytes.count {
            var reader = RESPReader()
            reader.feed(bytes[..<cut])
            var got: [RESPValue] = []
            while let value = try reader.next() { got.append(value) }
            reader.feed(bytes[cut...])
            while let value = try reader.next() { got.append(value) }
            #expect(
                got == [.array([.bulk("message"), .bulk("changes"), .bulk("hello")]), .simple("PONG")],
                "cut at \(cut)")
        }
    }

    @Test("bytes that are not RESP are refused, naming what was wrong")
    func malformed() {
        #expect(throws: RESPReader.Failure.malformed("type byte 72")) { try values("HTTP/1.1 200 OK\r\n") }
        #expect(throws: RESPReader.Failure.malformed("integer '4x'")) { try values(":4x\r\n") }
        #expect(throws: RESPReader.Failure.malformed("bulk length -2")) { try values("$-2\r\n") }
        #expect(throws: RESPReader.Failure.malformed("a bulk string not ended by CRLF")) {
            try values("$2\r\nhiXY")
        }
        #expect(throws: RESPReader.Failure.malformed("CR without LF")) { try values("+OK\rX\n") }
    }

    @Test("a bulk string of the limit is read; one byte more is refused before it comes")
    func bulkLimit() throws {
        let reader = RESPReader(maxValueBytes: 100)
        // 100 bytes in all, its framing counted: "$93\r\n" (5), 93 bytes, CRLF (2).
        let fits = "$93\r\n" + String(repeating: "a", count: 93) + "\r\n"
        #expect(fits.utf8.count == 100)
        #expect(try values(fits, reader: reader) == [.bulk(Array(String(repeating: "a", count: 93).utf8))])
        let over = "$94\r\n" + String(repeating: "a", count: 94) + "\r\n"
        #expect(throws: RESPReader.Failure.tooLarge("a value of more than 100 bytes")) {
            try values(over, reader: reader)
        }
        #expect(throws: RESPReader.Failure.tooLarge("a bulk string of 101 bytes")) {
            try values("$101\r\n", reader: reader)
        }
    }

    @Test("a value still coming is refused once more than the limit is buffered")
    func bufferedLimit() throws {
        var reader = RESPReader(maxValueBytes: 100)
        reader.feed(Array("*3\r\n".utf8) + Array(repeating: UInt8(ascii: ":"), count: 1))
        #expect(try reader.next() == nil)
        reader.feed(Array("1\r\n".utf8) + Array("$90\r\n".utf8) + Array(repeating: 0x61, count: 90))
        #expect(reader.bufferedBytes == 103)
        #expect(throws: RESPReader.Failure.tooLarge("a value of more than 100 bytes")) { try reader.next() }
    }

    @Test("arrays: the element and depth limits, at and past them")
    func arrayLimits() throws {
        let reader = RESPReader(maxElements: 3, maxDepth: 2)
        #expect(try values("*3\r\n:1\r\n:2\r\n:3\r\n", reader: reader).count == 1)
        #expect(throws: RESPReader.Failure.tooLarge("an array of 4 elements")) {
            try values("*4\r\n", reader: reader)
        }
        #expect(try values("*1\r\n*1\r\n:1\r\n", reader: reader) == [.array([.array([.integer(1)])])])
        #expect(throws: RESPReader.Failure.tooLarge("arrays nested deeper than 2")) {
            try values("*1\r\n*1\r\n*1\r\n:1\r\n", reader: reader)
        }
    }

    @Test("a line of 1 KB is read; a longer one with no CRLF is refused as it comes")
    func lineLimit() throws {
        let long = "+" + String(repeating: "x", count: 1024) + "\r\n"
        #expect(try values(long) == [.simple(String(repeating: "x", count: 1024))])
        var reader = RESPReader()
        reader.feed(Array(("+" + String(repeating: "x", count: 1025)).utf8))
        #expect(throws: RESPReader.Failure.tooLarge("a line of more than 1024 bytes")) { try reader.next() }
    }

    @Test("a command is an array of bulk strings, any byte allowed")
    func writer() {
        #expect(RESPWriter.command("PING") == Array("*1\r\n$4\r\nPING\r\n".utf8))
        #expect(
            RESPWriter.command([Array("PUBLISH".utf8), Array("c".utf8), [0, 13, 10]])
                == Array("*3\r\n$7\r\nPUBLISH\r\n$1\r\nc\r\n$3\r\n".utf8) + [0, 13, 10] + [13, 10])
    }
}
