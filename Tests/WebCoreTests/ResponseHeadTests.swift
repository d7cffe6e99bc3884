import Testing
import WebCore

@Suite("Response head (the loopback clients' reading)")
struct ResponseHeadTests {
    @Test("a whole head: its length, status and Content-Length, the field's name in any case")
    func whole() {
        let text = "HTTP/1.1 413 Content Too Large\r\nconnection: close\r\nCONTENT-LENGTH:  12\r\n\r\nbody"
        #expect(
            ResponseHead(parsing: text)
                == ResponseHead(length: text.utf8.count - 4, status: 413, contentLength: 12))
    }

    @Test("no Content-Length is an empty body; a head not all come is nil")
    func partial() {
        #expect(ResponseHead(parsing: "HTTP/1.1 101 Switching Protocols\r\n\r\n")?.contentLength == 0)
        #expect(ResponseHead(parsing: "HTTP/1.1 200 OK\r\nContent-Length: 3\r\n") == nil)
        #expect(ResponseHead(parsing: "") == nil)
    }
}
