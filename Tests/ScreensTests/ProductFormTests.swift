import Foundation
import LoopTesting
import Market
import MarketTestSupport
import Presenters
import Screens
import Testing

@Suite("Product form")
struct ProductFormTests {
    /// The inline messages of the text fields as a person sees them, by field.
    func fieldErrors(_ state: ProductFormState) -> [ProductField: String] {
        var errors: [ProductField: String] = [:]
        for field in state.viewState(.korean).fields { errors[field.field] = field.error }
        return errors
    }

    @Test("register starts empty, focused on the name, with no error shown and the add cell offered")
    func registerStartsEmpty() {
        let state = ProductFormState(mode: .register)
        #expect(state.input == ProductFormInput())
        #expect(state.focus == .name)
        let view = state.viewState(.korean)
        #expect(view.title == "상품등록")
        #expect(view.fields.map(\.field) == [.name, .price, .discountedPrice, .stock, .description])
        #expect(view.fields.map(\.placeholder) == ["상품명", "상품가격", "할인금액", "재고수량", "상품설명"])
        #expect(view.fields.map(\.text) == ["", "", "", "", ""])
        #expect(view.fields.map(\.isFocused) == [true, false, false, false, false])
        #expect(fieldErrors(state).isEmpty)
        #expect(view.images.items.isEmpty)
        #expect(view.images.addCell == "추가")
        #expect(view.images.error == nil)
        #expect(
            view.currency == [
                Segment(title: "KRW", isSelected: true), Segment(title: "USD", isSelected: false),
            ])
        #expect(view.submit.title == "등록")
        #expect(!view.submit.isEnabled)
    }

    @Test("tab and back-tab go round every place of the register form in order")
    func registerTabOrder() {
        let tester = FeatureTester(ProductFormFeature(), state: ProductFormState(mode: .register))
        let forward: [FormFocus] = [
            .price, .discountedPrice, .stock, .currency, .description, .submit, .images, .name,
        ]
        for focus in forward { tester.send(.focusMoved(by: 1)) { $0.focus = focus } }
        tester.send(.focusMoved(by: -1)) { $0.focus = .images }
        tester.send(.focusMoved(by: -1)) { $0.focus = .submit }
        tester.send(.focused(.stock)) { $0.focus = .stock }
        tester.finish()
    }

    @Test("the edit form's tab order skips the images, which cannot change")
    func editTabOrder() {
        let tester = FeatureTester(
            ProductFormFeature(), state: ProductFormState(mode: .edit(FormScenario.editedDetail)))
        tester.send(.focusMoved(by: -1)) { $0.focus = .submit }
        tester.send(.focusMoved(by: 1)) { $0.focus = .name }
        tester.send(.focused(.images))
        tester.send(.focusMoved(by: 6)) { $0.focus = .submit }
        tester.send(.focusMoved(by: 7))
        tester.finish()
    }

    @Test("a field's error shows once it was edited; a submit with errors shows them all and sends nothing")
    func errorsShowWhenEditedOrSubmitted() {
        let tester = FeatureTester(ProductFormFeature(), state: ProductFormState(mode: .register))
        tester.send(.textChanged(.name, "ab")) {
            $0.input.name = "ab"
            $0.feedback.markEdited(.name)
        }
        #expect(fieldErrors(tester.state) == [.name: "상품명은 3글자 이상, 100글자 이하로 입력해주세요."])
        #expect(tester.state.viewState(.korean).images.error == nil)
        tester.send(.textChanged(.stock, "1,000")) {
            $0.input.stock = "1,000"
            $0.feedback.markEdited(.stock)
        }
        #expect(fieldErrors(tester.state)[.stock] == "재고수량에는 쉼표 없이 입력해주세요.")
        tester.send(.submitTapped) { $0.feedback.markSubmitAttempted() }
        #expect(
            fieldErrors(tester.state) == [
                .name: "상품명은 3글자 이상, 100글자 이하로 입력해주세요.",
                .price: "상품가격을 입력해주세요.",
                .stock: "재고수량에는 쉼표 없이 입력해주세요.",
                .description: "상품설명을 입력해주세요.",
            ])
        #expect(tester.state.viewState(.korean).images.error == "이미지는 최소 1장 이상 추가해주세요.")
        #expect(!tester.state.viewState(.korean).submit.isEnabled)
        tester.finish()
    }

    @Test("a valid submit sends exactly the draft once; a second submit while in flight sends nothing")
    func validSubmitOnce() {
        let tester = FeatureTester(ProductFormFeature(), state: FormScenario.filledRegisterForm())
        #expect(tester.state.viewState(.korean).submit.isEnabled)
        tester.send(.submitTapped, effects: [.register(FormScenario.validDraft)]) {
            $0.feedback.markSubmitAttempted()
            $0.isSubmitting = true
        }
        #expect(tester.state.viewState(.korean).submit.title == "전송 중…")
        #expect(!tester.state.viewState(.korean).submit.isEnabled)
        tester.send(.submitTapped)
        tester.send(.textChanged(.name, "Something else"))
        tester.send(.imagePrepared(Fixtures.image("late.png")))
        tester.send(.imageRemoved(at: 0))
        tester.send(.currencySelected(.usd))
        tester.dismiss(.register(FormScenario.validDraft))
        tester.finish()
    }

    @Test("a failed submit keeps every field and image exactly and shows the server's message")
    func failedSubmitKeepsInput() {
        let filled = FormScenario.filledRegisterForm()
        let tester = FeatureTester(ProductFormFeature(), state: filled)
        tester.send(.submitTapped, effects: [.register(FormScenario.validDraft)]) {
            $0.feedback.markSubmitAttempted()
            $0.isSubmitting = true
        }
        let error = MarketError.server(status: 400, message: "name is taken")
        tester.answer(
            .register(FormScenario.validDraft), with: .submitFailed(error),
            effects: [.delegate(.submitFailed(error))]
        ) {
            $0.isSubmitting = false
            $0.submitError = error
        }
        #expect(tester.state.input == filled.input)
        let view = tester.state.viewState(.korean)
        #expect(view.submitError == "서버 오류 (400): name is taken")
        #expect(
            view.fields.map(\.text) == [
                "MacBook Pro", "1300000", "100000", "5", "A laptop for writing Swift.",
            ])
        #expect(view.images.items == ["photo.png 68 B"])
        #expect(view.submit.isEnabled)
        tester.send(.submitTapped, effects: [.register(FormScenario.validDraft)]) {
            $0.isSubmitting = true
            $0.submitError = nil
        }
        let saved = MarketFixtures.detail(id: 241)
        tester.answer(
            .register(FormScenario.validDraft), with: .submitted(saved),
            effects: [.delegate(.submitted(saved))]
        ) {
            $0.isSubmitting = false
        }
        tester.finish()
    }

    @Test("edit starts from the product as typed and sends only the changed fields")
    func editSendsChangedFields() {
        let state = ProductFormState(mode: .edit(FormScenario.editedDetail))
        #expect(
            state.input
                == ProductFormInput(
                    name: "MacBook Pro", price: "1300000", discountedPrice: "100000", stock: "5",
                    description: "A laptop for writing Swift.", currency: .krw))
        #expect(state.viewState(.korean).title == "상품수정")
        #expect(state.viewState(.korean).submit.title == "저장")
        let tester = FeatureTester(ProductFormFeature(), state: state)
        tester.send(.textChanged(.price, "1200000")) {
            $0.input.price = "1200000"
            $0.feedback.markEdited(.price)
        }
        tester.send(.textChanged(.name, " MacBook Pro ")) {
            $0.input.name = " MacBook Pro "
            $0.feedback.markEdited(.name)
        }
        let edit = ProductFormEffect.edit(id: 5, ProductEdit(price: 1_200_000))
        tester.send(.submitTapped, effects: [edit]) {
            $0.feedback.markSubmitAttempted()
            $0.isSubmitting = true
        }
        tester.send(.submitTapped)
        tester.dismiss(edit)
        tester.finish()
    }

    @Test("the images of a product being edited cannot change")
    func editImagesFixed() {
        let state = ProductFormState(mode: .edit(FormScenario.editedDetail))
        let tester = FeatureTester(ProductFormFeature(), state: state)
        tester.send(.imagePathChanged("new.png")) { $0.imagePath = "new.png" }
        tester.send(.attachRequested)
        tester.send(.imagePrepared(Fixtures.image("new.png")))
        tester.send(.imageRemoved(at: 0))
        tester.finish()
        let strip = tester.state.viewState(.korean).images
        #expect(strip.items == ["#1", "#2"])
        #expect(strip.addCell == nil)
        #expect(strip.path == "")
    }

    @Test(
        "attaching: a typed path is read, prepared to the rule, added with its size and the path cleared; failures are shown"
    )
    func attachFlow() {
        let tester = FeatureTester(ProductFormFeature(), state: ProductFormState(mode: .register))
        tester.send(.attachRequested)
        tester.send(.imagePathChanged("  ~/Pictures/cup.png ")) { $0.imagePath = "  ~/Pictures/cup.png " }
        tester.send(.attachRequested, effects: [.readImage(path: "~/Pictures/cup.png")])
        let chosen = Fixtures.image("cup.png")
        tester.answer(
            .readImage(path: "~/Pictures/cup.png"), with: .imageAttached(chosen),
            effects: [.prepareImage(chosen, maxBytes: 307_200)])
        let prepared = ImageUpload(
            fileName: "cup.jpg", data: Data(repeating: 7, count: 250_000),
            pixelSize: PixelSize(width: 640, height: 640))
        tester.answer(.prepareImage(chosen, maxBytes: 307_200), with: .imagePrepared(prepared)) {
            $0.input.images = [prepared]
            $0.imagePath = ""
            $0.feedback.markEdited(.images)
        }
        #expect(tester.state.viewState(.korean).images.items == ["cup.jpg 640×640 244 KB"])
        tester.send(.imagePathChanged("notes.png")) { $0.imagePath = "notes.png" }
        tester.send(.attachRequested, effects: [.readImage(path: "notes.png")])
        let notes = ImageUpload(fileName: "notes.png", data: Data("mugs, tea".utf8))
        tester.answer(
            .readImage(path: "notes.png"), with: .imageAttached(notes),
            effects: [.prepareImage(notes, maxBytes: 307_200)])
        let refused = AttachError(fileName: "notes.png", reason: .notAnImage)
        tester.answer(.prepareImage(notes, maxBytes: 307_200), with: .imageAttachFailed(refused)) {
            $0.attachError = refused
        }
        #expect(tester.state.viewState(.korean).images.error == "JPEG 또는 PNG 이미지가 아닙니다 (notes.png).")
        #expect(tester.state.viewState(.english).images.error == "Not a JPEG or PNG image (notes.png).")
        #expect(tester.state.input.images == [prepared])
        tester.send(.imagePathChanged("missing.png")) {
            $0.imagePath = "missing.png"
            $0.attachError = nil
        }
        tester.send(.attachRequested, effects: [.readImage(path: "missing.png")])
        let failure = AttachError(fileName: "missing.png")
        tester.answer(.readImage(path: "missing.png"), with: .imageAttachFailed(failure)) {
            $0.attachError = failure
        }
        #expect(tester.state.viewState(.korean).images.error == "파일을 읽을 수 없습니다 (missing.png).")
        tester.send(.imagePathChanged("other.png")) {
            $0.imagePath = "other.png"
            $0.attachError = nil
        }
        tester.send(.imageRemoved(at: 3))
        tester.send(.imageRemoved(at: 0)) { $0.input.images = [] }
        #expect(tester.state.viewState(.korean).images.error == "이미지는 최소 1장 이상 추가해주세요.")
        tester.finish()
    }

    @Test("at five images the add cell goes away")
    func fiveImagesNoAddCell() {
        var state = ProductFormState(mode: .register)
        for index in 1...4 {
            _ = ProductFormFeature().reduce(&state, .imagePrepared(Fixtures.image("\(index).png")))
        }
        #expect(state.viewState(.korean).images.addCell == "추가")
        _ = ProductFormFeature().reduce(&state, .imagePrepared(Fixtures.image("5.png")))
        let strip = state.viewState(.korean).images
        #expect(strip.items == ["1.png 68 B", "2.png 68 B", "3.png 68 B", "4.png 68 B", "5.png 68 B"])
        #expect(strip.addCell == nil)
        #expect(strip.error == nil)
    }

    @Test(
        "at five images a sixth is neither read nor attached")
    func noSixthImage() {
        var state = ProductFormState(mode: .register)
        for index in 1...5 {
            _ = ProductFormFeature().reduce(&state, .imagePrepared(Fixtures.image("\(index).png")))
        }
        let tester = FeatureTester(ProductFormFeature(), state: state)
        tester.send(.imagePathChanged("6.png")) { $0.imagePath = "6.png" }
        tester.send(.attachRequested)
        tester.send(.imagePrepared(Fixtures.image("6.png")))
        #expect(tester.state.input.images.count == 5)
        tester.finish()
    }

    @Test("choosing a currency marks it edited")
    func currency() {
        let tester = FeatureTester(ProductFormFeature(), state: ProductFormState(mode: .register))
        tester.send(.currencySelected(.usd)) {
            $0.input.currency = .usd
            $0.feedback.markEdited(.currency)
        }
        #expect(tester.state.viewState(.korean).currency.map(\.isSelected) == [false, true])
        tester.finish()
    }

    @Test("a product the server accepted without a description or with a short name can still be edited")
    func legacyProductEditable() {
        let legacy = MarketFixtures.product(
            id: 9, vendorID: Fixtures.userVendorID, name: "TV", description: nil)
        let tester = FeatureTester(
            ProductFormFeature(), state: ProductFormState(mode: .edit(MarketFixtures.detail(legacy))))
        tester.send(.textChanged(.price, "900")) {
            $0.input.price = "900"
            $0.feedback.markEdited(.price)
        }
        let edit = ProductFormEffect.edit(id: 9, ProductEdit(price: 900))
        tester.send(.submitTapped, effects: [edit]) {
            $0.feedback.markSubmitAttempted()
            $0.isSubmitting = true
        }
        #expect(fieldErrors(tester.state).isEmpty)
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("editing a product without a discount leaves the discount empty, as Presenters writes it")
    func undiscountedEditPrefill() {
        let product = MarketFixtures.product(id: 9, currency: .usd, price: 12, discountedPrice: 0)
        let state = ProductFormState(mode: .edit(MarketFixtures.detail(product)))
        #expect(state.input == ProductFormInput(editing: product))
        #expect(state.input.discountedPrice == "")
    }
}
