import Foundation
import HTMLUI
import Testing

@Suite struct ClientEventTests {
    private func decode(_ json: String) throws -> ClientEvent {
        try JSONDecoder().decode(ClientEvent.self, from: Data(json.utf8))
    }

    @Test func decodesWhatTheClientScriptReports() throws {
        #expect(
            try decode(#"{"kind":"click","name":"open","data":{"id":"3"}}"#)
                == ClientEvent(kind: .click, name: "open", data: ["id": "3"]))
        #expect(
            try decode(#"{"kind":"input","name":"field","data":{"field":"price"},"value":"1,000"}"#)
                == ClientEvent(kind: .input, name: "field", data: ["field": "price"], value: "1,000"))
        #expect(
            try decode(#"{"kind":"visible","name":"cells","ids":["4","5"]}"#)
                == ClientEvent(kind: .visible, name: "cells", ids: ["4", "5"]))
        #expect(
            try decode(#"{"kind":"navigate","path":"/products/3"}"#)
                == ClientEvent(kind: .navigate, path: "/products/3"))
    }

    @Test func refusesAnUnknownKind() {
        #expect(throws: DecodingError.self) { try decode(#"{"kind":"eval","name":"x"}"#) }
    }

    @Test func theHeadTagsNameTheScriptAndItsAddresses() {
        let tags = ClientScript.headTags(
            stream: "/events?s=1", events: "/event?s=1", upload: "/upload?s=1", token: "t&k")
        #expect(
            tags.map(HTMLRenderer.compact) == [
                #"<meta name="webui-stream" content="/events?s=1">"#,
                #"<meta name="webui-post" content="/event?s=1">"#,
                #"<meta name="webui-upload" content="/upload?s=1">"#,
                #"<meta name="webui-token" content="t&amp;k">"#,
                #"<script src="/webui.js" defer></script>"#,
            ])
        #expect(ClientScript.source.contains(#"meta[name="webui-${name}"]"#))
    }
}
