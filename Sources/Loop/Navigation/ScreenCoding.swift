/// How an erased screen's value (its state, an event, an effect) is coded: under the screen's name, as
/// Swift codes an enum's case with one unlabelled value (`{"detail":{"_0":…}}`), so that what an app
/// recorded when its screens were an enum's cases replays.
enum ScreenCoding {
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }

        static let value = Key(stringValue: "_0")
    }

    static func encode(_ value: some Encodable, named name: String, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var payload = container.nestedContainer(keyedBy: Key.self, forKey: Key(stringValue: name))
        try payload.encode(value, forKey: .value)
    }

    /// The screen's name a value was coded under, and the decoder of the value itself.
    static func decode(from decoder: any Decoder) throws -> (name: String, value: any Decoder) {
        let container = try decoder.container(keyedBy: Key.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected a screen's name as the only key"))
        }
        let payload = try container.nestedContainer(keyedBy: Key.self, forKey: key)
        return (key.stringValue, try payload.superDecoder(forKey: .value))
    }

    /// The error for a screen's name that the app does not list.
    static func unknownScreen(_ name: String, _ decoder: any Decoder) -> DecodingError {
        .dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "no screen is named '\(name)'"))
    }
}

extension Encodable {
    /// Encodes this value under the screen's name `name` (`ScreenCoding`).
    func encode(named name: String, to encoder: any Encoder) throws {
        try ScreenCoding.encode(self, named: name, to: encoder)
    }
}
