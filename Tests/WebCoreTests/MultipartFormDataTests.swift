import Foundation
import Testing
import WebCore

@Suite struct MultipartFormDataTests {
    private let contentType = "multipart/form-data; boundary=XyZ"

    private func body(_ text: String) -> Data {
        Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
    }

    @Test func readsFieldsAndFiles() throws {
        let parts = try MultipartFormData.parse(
            body(
                """
                --XyZ
                Content-Disposition: form-data; name="name"

                에어팟
                --XyZ
                Content-Disposition: form-data; name="file"; filename="a;b.png"
                Content-Type: image/png

                PNG
                bytes
                --XyZ--

                """), contentType: contentType)
        #expect(parts.count == 2)
        #expect(parts[0] == MultipartPart(name: "name", data: Data("에어팟".utf8)))
        #expect(parts[1].name == "file")
        #expect(parts[1].filename == "a;b.png")
        #expect(parts[1].contentType == "image/png")
        #expect(parts[1].text == "PNG\r\nbytes")
    }

    @Test func anEmptyFormIsJustTheClosingDelimiter() throws {
        #expect(try MultipartFormData.parse(body("--XyZ--"), contentType: contentType) == [])
    }

    @Test func refusesBrokenFramingWith400() {
        let broken = [
            "preamble\n--XyZ--",
            "--XyZ\nContent-Disposition: form-data; name=\"a\"\n\nno closing delimiter",
            "--XyZ\nContent-Disposition: attachment; name=\"a\"\n\nx\n--XyZ--",
            "--XyZ\nContent-Disposition: form-data\n\nx\n--XyZ--",
            "--XyZ\nContent-Disposition: form-data; name=\"a\n\nx\n--XyZ--",
            "--XyZ\nContent-Disposition: form-data; name=\"a\"\n\nx\n--XyZ--trailing",
            "--XyZ\nContent-Disposition: form-data; name=\"a\"; name=\"b\"\n\nx\n--XyZ--",
            "--XyZ\nX: \(String(repeating: "h", count: 1100))\n\nx\n--XyZ--",
        ]
        for text in broken {
            #expect(throws: BodyError.self, "\(text.prefix(60).debugDescription)") {
                try MultipartFormData.parse(body(text), contentType: contentType)
            }
        }
        #expect(throws: BodyError(400, "missing or malformed multipart boundary")) {
            try MultipartFormData.parse(body("--XyZ--"), contentType: "multipart/form-data")
        }
    }

    @Test func refusesMorePartsThanTheLimitWith413() {
        let part = "--XyZ\nContent-Disposition: form-data; name=\"a\"\n\nx\n"
        #expect(throws: BodyError(413, "more than 2 parts")) {
            try MultipartFormData.parse(
                body(String(repeating: part, count: 3) + "--XyZ--"), contentType: contentType, maxParts: 2)
        }
    }
}
