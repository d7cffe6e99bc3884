import Recording
import Testing

/// What `StructuralDiff` reads of two values: it names what differs, and describes only that, so a
/// state with pictures is compared in the time a time-travel step has.
@Suite struct StructuralDiffTests {
    /// Counts how often it is described.
    final class Descriptions {
        var count = 0
    }

    /// A value that notes each time it is described, equal to another by its text.
    struct Noted: Equatable, CustomDebugStringConvertible {
        var text: String
        let descriptions: Descriptions

        var debugDescription: String {
            descriptions.count += 1
            return "Noted(\(text))"
        }

        static func == (left: Noted, right: Noted) -> Bool { left.text == right.text }
    }

    struct Screen: Equatable {
        var picture: Noted
        var pictures: [Int: Noted]
        var count: Int
    }

    @Test("a changed field is named, and the equal values beside it are never described")
    func equalValuesAreNotDescribed() {
        let descriptions = Descriptions()
        let picture = Noted(text: "pixels", descriptions: descriptions)
        let before = Screen(picture: picture, pictures: [1: picture, 2: picture], count: 1)
        var after = before
        after.count = 2
        #expect(
            StructuralDiff.differences(expected: before, actual: after) == [
                .init(path: "count", expected: "1", actual: "2")
            ])
        #expect(descriptions.count == 0)
    }

    @Test("a changed entry of a dictionary is named by its key and the field that changed, described alone")
    func aChangedEntryIsNamed() {
        let descriptions = Descriptions()
        let picture = Noted(text: "pixels", descriptions: descriptions)
        let before = Screen(picture: picture, pictures: [1: picture, 2: picture], count: 1)
        var after = before
        after.pictures[2] = Noted(text: "other", descriptions: descriptions)
        #expect(
            StructuralDiff.differences(expected: before, actual: after) == [
                .init(path: "pictures[2].text", expected: "\"pixels\"", actual: "\"other\"")
            ])
        #expect(descriptions.count == 0)
    }
}
