import Foundation
import Loop
import Market
import MarketInMemory
import Presenters
import Screens
import ScreensLive
import Testing
import TextFrontEnd
import TextUI

/// Every form field fed hostile text, and images that are not what they claim: each gets its own
/// message, naming the field, in Korean and English; a submit sends nothing while one shows; and
/// nothing typed into another field is lost.
@Suite("Hostile user input")
struct HostileUserInputTests {
    static let storm = "e" + String(repeating: "\u{0301}", count: 500)

    /// What a person may type, and the error each field gives it (nil: it is valid there).
    static let inputs: [(label: String, text: String, errors: [ProductField: FieldError])] = [
        (
            "10,000 characters", String(repeating: "가", count: 10_000),
            [
                .name: .rule(.tooLong(maximum: 100)), .description: .rule(.tooLong(maximum: 1_000)),
                .price: .notANumber, .discountedPrice: .notANumber, .stock: .notANumber,
            ]
        ),
        (
            "10,000 digits", String(repeating: "1", count: 10_000),
            [
                .name: .rule(.tooLong(maximum: 100)), .description: .rule(.tooLong(maximum: 1_000)),
                .price: .tooLarge, .discountedPrice: .tooLarge, .stock: .tooLarge,
            ]
        ),
        ("empty", "", [.name: .required, .description: .required, .price: .required]),
        (
            "whitespace only", " \t\u{3000}\u{00A0} ",
            [
                .name: .required, .description: .required, .price: .notANumber, .discountedPrice: .notANumber,
                .stock: .notANumber,
            ]
        ),
        (
            "full-width", "ＨＡＮＤ　ＭＡＤＥ　ＭＵＧ",
            [.price: .notANumber, .discountedPrice: .notANumber, .stock: .notANumber]
        ),
        (
            "full-width digits", "１５００",
            [
                .description: .rule(.tooShort(minimum: 10)), .price: .fullWidthDigits,
                .discountedPrice: .fullWidthDigits, .stock: .fullWidthDigits,
            ]
        ),
        (
            "emoji", "☕️🍵🫖",
            [
                .description: .rule(.tooShort(minimum: 10)), .price: .notANumber,
                .discountedPrice: .notANumber,
                .stock: .notANumber,
            ]
        ),
        (
            "combining mark storm", storm,
            [
                .name: .rule(.tooShort(minimum: 3)), .description: .rule(.tooShort(minimum: 10)),
                .price: .notANumber, .discountedPrice: .notANumber, .stock: .notANumber,
            ]
        ),
        (
            "digits with combining marks", "1\u{0301}5",
            [
                .name: .rule(.tooShort(minimum: 3)), .description: .rule(.tooShort(minimum: 10)),
                .price: .notANumber, .discountedPrice: .notANumber,
                .stock: .notANumber,
            ]
        ),
        (
            "Arabic", "كوب قهوة مصنوع يدويا",
            [.price: .notANumber, .discountedPrice: .notANumber, .stock: .notANumber]
        ),
        (
            "Arabic-Indic digits", "١٥٠٠٠",
            [
                .description: .rule(.tooShort(minimum: 10)), .price: .notANumber,
                .discountedPrice: .notANumber,
                .stock: .notANumber,
            ]
        ),
        (
            "Hebrew", "ספל קפה בעבודת יד",
            [.price: .notANumber, .discountedPrice: .notANumber, .stock: .notANumber]
        ),
        (
            "a pasted escape sequence", "\u{1B}[31mred",
            [
                .name: .rule(.invisibleCharacters), .description: .rule(.tooShort(minimum: 10)),
                .price: .notANumber, .discountedPrice: .notANumber, .stock: .notANumber,
            ]
        ),
        (
            "a right-to-left override", "Mug \u{202E}gpj.exe",
            [
                .name: .rule(.invisibleCharacters), .description: .rule(.invisibleCharacters),
                .price: .notANumber, .discountedPrice: .notANumber, .stock: .notANumber,
            ]
        ),
    ]

    static let cases: [(Language, ProductField)] = Language.allCases.flatMap { language in
        FormScenes.textFields.map { (language, $0) }
    }

    @Test(
        "each text field, fed hostile text, says what is wrong with it and loses nothing else",
        arguments: cases)
    func hostileText(language: Language, field: ProductField) throws {
        let strings = Strings(language)
        let baseline = FormScenes.registering(language)
        let before = try #require(baseline.path[form: 1])
        for (label, text, errors) in Self.inputs {
            let context = "\(field) ← \(label) (\(language))"
            var state = baseline
            let effects = AppFeature().reduce(&state, .form(.textChanged(field, text), on: 1))
            #expect(effects.isEmpty, "\(context)")
            let form = try #require(state.path[form: 1])
            #expect(form.text(of: field) == text, "\(context): what was typed changed")
            for other in FormScenes.textFields where other != field {
                #expect(form.text(of: other) == before.text(of: other), "\(context): \(other) lost its text")
            }
            #expect(form.input.images == before.input.images && form.input.currency == before.input.currency)
            let view = try #require(state.viewState.formScreen)
            let shown = try #require(view.fields.first { $0.field == field })
            #expect(shown.text == text, "\(context)")
            let expected = errors[field].map { strings.message(for: $0, in: field) }
            #expect(shown.error == expected, "\(context)")
            #expect(view.fields.filter { $0.field != field }.allSatisfy { $0.error == nil }, "\(context)")
            var submitted = state
            let submit = AppFeature().reduce(&submitted, .form(.submitTapped, on: 1))
            if let expected {
                #expect(
                    expected.contains(FormScenes.name(of: field, in: language)), "\(context): \(expected)")
                #expect(submit.isEmpty, "\(context): submitted anyway")
                #expect(submitted.path[form: 1]?.isSubmitting == false)
                let frame = ScreenView.render(submitted.viewState, size: .standard)
                #expect(
                    frame.contains(String(expected.prefix(12))), "\(context): the message is not on screen")
            } else {
                guard case .path(.element(_, let effect))? = submit.first,
                    case .register(let draft)? = effect.form
                else {
                    Issue.record("\(context): a valid form did not submit")
                    continue
                }
                #expect(
                    field != .name || draft.name == text.trimmingCharacters(in: .whitespaces), "\(context)")
                #expect(field != .description || draft.description == text, "\(context)")
            }
            FrameCheck.expectSafe(submitted.viewState, context)
        }
    }

    /// Image files that are not what their names say, each attached through the effect handler.
    static let imageFiles: [(name: String, bytes: Data?, error: FieldError?)] = [
        ("empty.png", Data(), .rule(.notAnImage(index: 1, fileName: "empty.png"))),
        (
            "truncated.png", FormScenes.mug.data.prefix(FormScenes.mug.data.count / 2),
            .rule(.notAnImage(index: 1, fileName: "truncated.png"))
        ),
        (
            "notes.txt", Data("Shopping list: mugs, tea".utf8),
            .rule(.notAnImage(index: 1, fileName: "notes.txt"))
        ),
        (
            "notes.png", Data("Shopping list: mugs, tea".utf8),
            .rule(.notAnImage(index: 1, fileName: "notes.png"))
        ),
        (
            "zeros.jpg", FormScenes.jpeg(bytes: 300 * 1_024),
            .rule(.notAnImage(index: 1, fileName: "zeros.jpg"))
        ),
        ("mug-copy.png", FormScenes.mug.data, nil),
    ]

    @MainActor
    @Test(
        "each file that is empty, cut short, not an image, renamed or undecodable is refused with its own message",
        arguments: Language.allCases)
    func hostileImages(language: Language) async throws {
        let strings = Strings(language)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-images-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, bytes, _) in Self.imageFiles { try bytes?.write(to: folder.appendingPathComponent(name)) }
        let loop = EventLoop(
            AppFeature(), state: FormScenes.registering(language),
            handler: AppEffectHandler(
                client: InMemoryMarket(productCount: 1).client(for: Fixture.credentials),
                fileDirectory: folder),
            clock: ManualClock())
        let before = try #require(loop.state.path[form: 1])
        for (name, _, error) in Self.imageFiles {
            loop.send(.form(.focused(.images), on: 1))
            loop.send(.form(.imagePathChanged(name), on: 1))
            loop.send(.form(.attachRequested, on: 1))
            try await loop.settle()
            let form = try #require(loop.state.path[form: 1])
            let attached = error == nil ? ["mug.png", name] : ["mug.png"]
            #expect(form.input.images.map(\.fileName) == attached, "\(name)")
            for field in FormScenes.textFields {
                #expect(form.text(of: field) == before.text(of: field), "\(name): \(field) lost its text")
            }
            let view = try #require(loop.state.viewState.formScreen)
            let expected = error.map { strings.message(for: $0, in: .images) }
            #expect(view.images.error == expected, "\(name)")
            var submitted = loop.state
            let submit = AppFeature().reduce(&submitted, .form(.submitTapped, on: 1))
            if let expected {
                #expect(expected.contains(FormScenes.name(of: .images, in: language)), "\(expected)")
                #expect(
                    expected.contains(name) || expected.contains("2"), "\(expected) does not say which image")
                let frame = ScreenView.render(submitted.viewState, size: .standard)
                #expect(frame.contains(String(expected.prefix(12))), "\(name): the message is not on screen")
            } else {
                #expect(submit.count == 1, "\(name): a valid image did not submit")
            }
            FrameCheck.expectSafe(submitted.viewState, "\(name) (\(language))")
            if error == nil {
                loop.send(.form(.imageRemoved(at: 1), on: 1))
            } else {
                loop.send(.form(.imagePathChanged(""), on: 1))
            }
            #expect(loop.state.viewState.formScreen?.images.error == nil, "\(name): the message stays")
        }
        #expect(loop.state.path[form: 1]?.input == before.input)
    }

    @MainActor
    @Test(
        "an image path that is long, blank, missing, a folder or right-to-left is kept, and says so",
        arguments: Language.allCases)
    func hostileImagePaths(language: Language) async throws {
        let strings = Strings(language)
        let loop = EventLoop(
            AppFeature(), state: FormScenes.registering(language),
            handler: AppEffectHandler(
                client: InMemoryMarket(productCount: 1).client(for: Fixture.credentials),
                fileDirectory: FileManager.default.temporaryDirectory),
            clock: ManualClock())
        let before = try #require(loop.state.path[form: 1])
        let paths = [
            String(repeating: "가", count: 10_000), "없는-파일.png", "/", "صورة.png", "\u{202E}gnp.exe", "☕️.png",
        ]
        for path in paths {
            loop.send(.form(.focused(.images), on: 1))
            loop.send(.form(.imagePathChanged(path), on: 1))
            loop.send(.form(.attachRequested, on: 1))
            try await loop.settle()
            let form = try #require(loop.state.path[form: 1])
            #expect(form.imagePath == path, "the typed path was lost")
            #expect(form.input == before.input)
            let error = loop.state.viewState.formScreen?.images.error
            let fileName = URL(fileURLWithPath: path).lastPathComponent
            #expect(error == strings.unreadableFile(fileName), "\(path.prefix(20))")
            FrameCheck.expectSafe(loop.state.viewState, "path \(path.prefix(20))")
        }
        loop.send(.form(.imagePathChanged("   "), on: 1))
        loop.send(.form(.attachRequested, on: 1))
        try await loop.settle()
        #expect(loop.state.path[form: 1]?.input == before.input)
        #expect(loop.state.viewState.formScreen?.images.error == nil)
    }
}

/// The vendor the app acts for in these tests: the catalogue's demo vendor, credentials made up per run.
enum Fixture {
    static let credentials = VendorCredentials(
        vendorID: Catalogue.demoVendorID, identifier: "ID-\(UUID())", password: "PW-\(UUID())")
}
