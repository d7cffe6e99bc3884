import Foundation
import Market
import MarketTestSupport
import Presenters
import Testing

/// The rule's limit: 300 KB, and an image must be smaller.
private let limit = 300 * 1024

struct ImageFieldTests {
    private let validation = FormValidation()

    private func imagesError(_ images: [ImageUpload]) -> FieldError? {
        var input = Fixtures.validInput
        input.images = images
        return validation.errors(in: input)[.images]
    }

    @Test(
        arguments: [
            ([Fixtures.image()], nil),
            ([Fixtures.image("a.jpg", ImageBytes.jpeg)], nil),
            (Array(repeating: Fixtures.image(), count: 5), nil),
            ([], .rule(.tooFew(minimum: 1))),
            (Array(repeating: Fixtures.image(), count: 6), .rule(.tooMany(maximum: 5))),
            (Array(repeating: Fixtures.image(), count: 60), .rule(.tooMany(maximum: 5))),
        ] as [([ImageUpload], FieldError?)])
    func oneToFiveImages(images: [ImageUpload], expected: FieldError?) {
        #expect(imagesError(images) == expected)
    }

    @Test(arguments: [
        ("empty.png", Data()),
        ("photo.png", Data("hello, world".utf8)),
        ("signature-only.png", Data(ImageBytes.pngSignature)),
        ("truncated.png", ImageBytes.png().dropLast()),
        ("no-end.png", ImageBytes.png().dropLast(12) + Data(repeating: 0, count: 12)),
        ("half.jpg", Data(ImageBytes.jpeg.dropLast(2))),
        ("", Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])),
    ])
    func bytesThatAreNoJpegOrPngAreRefusedWhateverTheirName(fileName: String, data: Data) {
        let images = [Fixtures.image(), Fixtures.image(fileName, data)]
        #expect(imagesError(images) == .rule(.notAnImage(index: 1, fileName: fileName)))
    }

    @Test(arguments: [
        (limit - 1, nil), (limit, FieldError.rule(.imageTooLarge(index: 0, bytes: limit, limit: limit))),
        (limit + 1, .rule(.imageTooLarge(index: 0, bytes: limit + 1, limit: limit))),
    ])
    func eachImageIsStrictlyUnder300KB(bytes: Int, expected: FieldError?) {
        #expect(imagesError([Fixtures.image("big.png", ImageBytes.png(totalBytes: bytes))]) == expected)
    }

    @Test func theFirstBadImageIsNamed() {
        let big = Fixtures.image("big.png", ImageBytes.png(totalBytes: limit))
        let text = Fixtures.image("notes.png", Data("notes".utf8))
        #expect(
            imagesError([Fixtures.image(), big, text])
                == .rule(.imageTooLarge(index: 1, bytes: limit, limit: limit)))
    }
}
