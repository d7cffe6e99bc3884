import Foundation
import Testing

/// The payload writer the mutation tests rely on escapes exactly what JSON requires, wherever it falls
/// in a string, and reads back as the same document.
@Suite("JSON value")
struct JSONValueTests {
    @Test("quotes, backslashes and controls are escaped at any offset; other bytes are copied")
    func escapes() throws {
        #expect(JSONValue.string("맥북 \"프로\" \\ 14\u{1}\n").text == #""맥북 \"프로\" \\ 14\u0001\u000a""#)
        for offset in 0..<20 {
            let padding = String(repeating: "x", count: offset)
            #expect(JSONValue.string(padding + "\"").text == "\"" + padding + #"\"""#)
            #expect(JSONValue.string(padding + "\u{1F}y").text == "\"" + padding + #"\u001fy""#)
        }
        let document = JSONValue.object([
            "name": .string(String(repeating: "가나다 ", count: 500) + "\t\"끝\""), "stock": .number("3"),
        ])
        #expect(try JSONValue(parsing: document.data) == document)
    }
}
