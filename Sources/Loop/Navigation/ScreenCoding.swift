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

    /// A screen's event or effect, decoded from the screen's name and the value coded under it.
    static func decode<Part: ScreenPart>(_ part: Part.Type, from decoder: any Decoder) throws -> Part {
        let container = try decoder.container(keyedBy: Key.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected a screen's name as the only key"))
        }
        guard let screen = Part.Screens.screen(named: key.stringValue) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "no screen is named '\(key.stringValue)'"))
        }
        let value = try container.nestedContainer(keyedBy: Key.self, forKey: key).superDecoder(forKey: .value)
        return try Part.decode(for: screen, from: value)
    }
}

/// A screen's event or effect, erased (`AnyScreenEvent`, `AnyScreenEffect`): decoded for the screen
/// its app lists under the name it was coded with.
protocol ScreenPart {
    associatedtype Screens: ScreenRegistry

    /// The value as the screen `screen`'s own type decodes it.
    static func decode<Screen: StackScreen>(for screen: Screen.Type, from decoder: any Decoder) throws -> Self
}

extension Encodable {
    /// Encodes this value under the screen's name `name` (`ScreenCoding`).
    func encode(named name: String, to encoder: any Encoder) throws {
        try ScreenCoding.encode(self, named: name, to: encoder)
    }
}
