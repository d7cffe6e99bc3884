/// What the client script reports (numbered, in a `ClientMessage` on its WebSocket), for a
/// session to turn into a screen's event.
///
/// - `click`: an element with `data-event="NAME"` was clicked; `data` holds its other `data-*`
///   attributes (`data-id="3"` -> `["id": "3"]`).
/// - `input`: a field with `data-event="NAME"` changed; `value` is its whole value.
/// - `submit`: a form with `data-submit="NAME"` was submitted (Enter in one of its fields, or its
///   submit button); `data` holds its other `data-*` attributes.
/// - `visible`: the `data-id`s of the elements with `data-observe="NAME"` now in view, in page order.
/// - `navigate`: the person went back or forward; `path` is the address now shown.
public struct ClientEvent: Decodable, Equatable, Sendable {
    /// The kinds of report.
    public enum Kind: String, Decodable, Sendable {
        case click, input, submit, visible, navigate
    }

    public var kind: Kind
    public var name: String
    public var data: [String: String]
    public var value: String?
    public var ids: [String]?
    public var path: String?

    public init(
        kind: Kind, name: String = "", data: [String: String] = [:], value: String? = nil,
        ids: [String]? = nil,
        path: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.data = data
        self.value = value
        self.ids = ids
        self.path = path
    }

    enum CodingKeys: String, CodingKey {
        case kind, name, data, value, ids, path
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(Kind.self, forKey: .kind)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        data = try container.decodeIfPresent([String: String].self, forKey: .data) ?? [:]
        value = try container.decodeIfPresent(String.self, forKey: .value)
        ids = try container.decodeIfPresent([String].self, forKey: .ids)
        path = try container.decodeIfPresent(String.self, forKey: .path)
    }
}
