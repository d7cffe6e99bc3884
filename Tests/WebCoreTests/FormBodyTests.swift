import Foundation
import Testing
import WebCore

@Suite struct FormBodyTests {
    private func request(_ body: String, type: String) -> HTTPRequest {
        HTTPRequest(
            method: "POST", target: "/", pathSegments: [], headers: HTTPHeaders([("Content-Type", type)]),
            body: Data(body.utf8))
    }

    @Test func decodesURLEncodedFields() throws {
        let fields = try request(
            "name=%EC%95%84+b&price=1%2C000&empty=&flag", type: "application/x-www-form-urlencoded"
        )
        .formFields()
        #expect(fields["name"] == "아 b")
        #expect(fields["price"] == "1,000")
        #expect(fields["empty"] == "")
        #expect(fields["flag"] == "")
        #expect(fields["missing"] == nil)
    }

    @Test func refusesMalformedFormsAndOtherMediaTypes() {
        #expect(throws: BodyError.self) {
            try request("a=%G1", type: "application/x-www-form-urlencoded").formFields()
        }
        #expect(throws: BodyError(415, "expected application/x-www-form-urlencoded")) {
            try request("a=1", type: "text/plain").formFields()
        }
        #expect(throws: BodyError.self) {
            try request("a=1&b=2&c=3", type: "application/x-www-form-urlencoded").formFields(maxFields: 2)
        }
    }

    @Test func decodesJSONOfTheRightMediaTypeOnly() throws {
        struct Event: Decodable, Equatable { var kind: String }
        #expect(
            try request(#"{"kind":"click"}"#, type: "application/json; charset=utf-8").decodeJSON(Event.self)
                == Event(kind: "click"))
        #expect(throws: BodyError(400, "malformed JSON body")) {
            try request("{", type: "application/json").decodeJSON(Event.self)
        }
        #expect(throws: BodyError(415, "expected application/json")) {
            try request(#"{"kind":"click"}"#, type: "text/plain").decodeJSON(Event.self)
        }
    }
}
