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
        let tags = ClientScript.headTags(live: "/live", session: "s1", token: "t&k", upload: "/s/s1/upload")
        #expect(
            tags.map(HTMLRenderer.compact) == [
                #"<meta name="webui-live" content="/live">"#,
                #"<meta name="webui-session" content="s1">"#,
                #"<meta name="webui-token" content="t&amp;k">"#,
                #"<meta name="webui-upload" content="/s/s1/upload">"#,
                #"<script src="/webui.js" defer></script>"#,
            ])
        #expect(ClientScript.source.contains(#"meta[name="webui-${name}"]"#))
    }

    @Test func theScriptIsTheResourceFile() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/HTMLUI/Resources/webui.js")
        #expect(ClientScript.source == (try String(contentsOf: file, encoding: .utf8)))
        #expect(ClientScript.source.hasPrefix("// webui client: one WebSocket a tab"))
    }

    @Test func readsTheClientsMessages() {
        #expect(
            ClientMessage.decode(#"{"join":{"session":"s","token":"t","path":"/products/new"}}"#)
                == .join(session: "s", token: "t", path: "/products/new"))
        #expect(
            ClientMessage.decode(#"{"ref":3,"event":{"kind":"click","name":"submit"}}"#)
                == .event(ref: 3, ClientEvent(kind: .click, name: "submit")))
        #expect(ClientMessage.decode(#"{"ref":"x","event":{"kind":"click"}}"#) == nil)
        #expect(ClientMessage.decode("not json") == nil)
    }

    @Test func writesTheServersMessages() {
        #expect(
            ServerMessage.joined(
                session: "s", token: "t", live: "/s/s/live", upload: "/s/s/upload", fresh: true
            )
            .json
                == #"{"joined":{"fresh":true,"live":"/s/s/live","session":"s","token":"t","upload":"/s/s/upload"}}"#
        )
        #expect(ServerMessage.patches([.title("A/B")]).json == #"{"patches":[{"op":"title","text":"A/B"}]}"#)
        #expect(ServerMessage.ack(7).json == #"{"ack":7}"#)
    }
}
