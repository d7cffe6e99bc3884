import Foundation
import LoopTesting
import Market
import Presenters
import Recording
import Screens

/// The register or edit form under random typing, focus moves, attachments and submits, while
/// submits and file reads are answered late, twice or failing. Nothing typed may ever be lost.
struct FormModel {
    var state: ProductFormState
    var pending: [ProductFormEffect] = []
    var delivered: [ProductFormEvent] = []

    static let texts = [
        "", "맥북", "맥북 프로 14", "1000", "１０００", "12.5", "-3", "1e5", "1,000", "   ", "0",
        String(repeating: "가", count: 120), "☕️☕️☕️", "e\u{0301}\u{0301}", "مرحبا", "\u{1B}[31m",
        "99999999999999999999",
        "손으로 빚은 머그컵 두 개 세트입니다.",
    ]
    static let images = [
        ImageUpload(fileName: "mug.png", data: RandomMarket.png),
        ImageUpload(fileName: "cup.png", data: RandomMarket.png),
        ImageUpload(fileName: "pot.png", data: RandomMarket.png),
        ImageUpload(fileName: "empty.png", data: Data()),
        ImageUpload(fileName: "notes.png", data: Data("not an image".utf8)),
    ]
    static let fields: [ProductField] = [
        .name, .price, .discountedPrice, .stock, .description, .images, .currency,
    ]
    /// A valid value for each text field, typed most of the time so that submits happen.
    static let valid: [ProductField: String] = [
        .name: "맥북 프로 14", .price: "15000", .discountedPrice: "100", .stock: "3",
        .description: "손으로 빚은 머그컵 두 개 세트입니다.",
    ]

    init(mode: ProductFormState.Mode) {
        state = ProductFormState(mode: mode)
    }

    private(set) var coverage: [String: Int] = [:]

    mutating func run(_ step: RandomStep) -> (done: () -> String, broken: String?) {
        let event = next(step)
        coverage[caseName(of: event), default: 0] += 1
        let before = state
        pending += ProductFormFeature().reduce(&state, event).filter(\.isWork)
        return ({ Self.describe(event) }, broken(by: event, before: before))
    }

    private mutating func next(_ step: RandomStep) -> ProductFormEvent {
        // Preparing a chosen file is local work that ends soon, not a request that may hang: the oldest
        // preparation is answered in a slot of its own, so preparations do not crowd out the answers
        // to submits.
        if step.percent >= 92, let index = pending.firstIndex(where: Self.isPreparation) {
            return answer(pending.remove(at: index), step)
        }
        if step.percent < 20, !pending.isEmpty {
            return answer(pending.remove(at: step.pick(pending.count)), step)
        }
        return randomEvent(step)
    }

    /// The late answer to `effect`, remembered to be delivered again.
    private mutating func answer(_ effect: ProductFormEffect, _ step: RandomStep) -> ProductFormEvent {
        let fails = step.other(10) < 4
        let event: ProductFormEvent
        switch effect {
        case .readImage(let path):
            event =
                fails
                ? .imageAttachFailed(AttachError(fileName: path))
                : .imageAttached(Self.images[step.other(Self.images.count)])
        case .prepareImage(let image, _):
            // Bytes that are no picture are refused; a picture is attached.
            event =
                image.format == nil
                ? .imageAttachFailed(AttachError(fileName: image.fileName, reason: .notAnImage))
                : .imagePrepared(image)
        case .register(let draft):
            event =
                fails
                ? .submitFailed(RandomMarket.failure(step.other(97)))
                : .submitted(DetailModel.detail(id: 500, images: draft.images.count))
        case .edit(let id, _):
            event =
                fails
                ? .submitFailed(RandomMarket.failure(step.other(97)))
                : .submitted(DetailModel.detail(id: id, images: 1))
        case .delegate:
            preconditionFailure("a delegate is no work, so never pending")
        }
        delivered.append(event)
        if delivered.count > 16 { delivered.removeFirst() }
        return event
    }

    private func randomEvent(_ step: RandomStep) -> ProductFormEvent {
        if step.percent < 24, !delivered.isEmpty { return delivered[step.pick(delivered.count)] }
        switch step.percent % 16 {
        case 0: return .focusMoved(by: [-1, 1, -3, 8][step.other(4)])
        case 1: return .focused(FormFocus.allCases[step.other(FormFocus.allCases.count)])
        case 2: return .imagePathChanged(Self.texts[step.other(Self.texts.count)])
        case 3: return .attachRequested
        case 4: return .imageAttached(Self.images[step.other(Self.images.count)])
        case 5: return .imageRemoved(at: step.other(7) - 1)
        case 6: return .imagePrepared(Self.images[step.other(Self.images.count)])
        case 7: return .currencySelected([.krw, .usd, .usd, .other("JPY")][step.other(4)])
        case 8, 9: return .submitTapped
        default:
            let field = Self.fields[step.pick(Self.fields.count)]
            let typed = Self.texts[step.other(Self.texts.count)]
            let valid = Self.valid[field] ?? typed
            let text =
                step.pick(3) == 0 ? state.text(of: field) + typed : (step.other(10) < 6 ? valid : typed)
            return .textChanged(field, text)
        }
    }

    private func broken(by event: ProductFormEvent, before: ProductFormState) -> String? {
        for field in Self.fields where state.text(of: field) != before.text(of: field) {
            guard event == .textChanged(field, state.text(of: field)) else {
                return "\(field) changed from \(before.text(of: field).debugDescription) to "
                    + "\(state.text(of: field).debugDescription) without being typed into"
            }
        }
        if state.input.images != before.input.images {
            switch event {
            case .imagePrepared, .imageRemoved: break
            default: return "the images changed without being attached or removed"
            }
        }
        if state.input.currency != before.input.currency {
            guard case .currencySelected = event else { return "the currency changed without being chosen" }
        }
        if state.imagePath != before.imagePath {
            switch event {
            case .imagePathChanged, .imagePrepared: break
            default: return "the typed image path was lost"
            }
        }
        if !state.focusOrder.contains(state.focus) {
            return "focus on \(state.focus), which is not in the form"
        }
        if state.isEditing, !state.input.images.isEmpty { return "an edit form holds images" }
        if state.isSubmitting, !pending.contains(where: Self.isSubmit) {
            return "submitting, but no submit is in flight"
        }
        let view = state.viewState(.english)
        if view.submit.isEnabled != (!state.isSubmitting && state.errors.isEmpty) {
            return
                "the submit button is \(view.submit.isEnabled ? "enabled" : "disabled") for errors \(state.errors)"
        }
        if view.fields.contains(where: { $0.error?.isEmpty == true }) { return "an empty field message" }
        return nil
    }

    private static func isPreparation(_ effect: ProductFormEffect) -> Bool {
        if case .prepareImage = effect { true } else { false }
    }

    private static func isSubmit(_ effect: ProductFormEffect) -> Bool {
        switch effect {
        case .register, .edit: true
        case .readImage, .prepareImage, .delegate: false
        }
    }

    private static func describe(_ event: ProductFormEvent) -> String {
        switch event {
        case .submitted(let detail): ".submitted(id \(detail.id))"
        case .imageAttached(let image): ".imageAttached(\(image.fileName), \(image.data.count) bytes)"
        case .textChanged(let field, let text) where text.count > 20:
            ".textChanged(.\(field), \(text.prefix(12).debugDescription)… \(text.count) characters)"
        default: StructuralDiff.describe(event)
        }
    }
}

struct RegisterFormModel: RandomModel {
    var model = FormModel(mode: .register)
    var coverage: [String: Int] { model.coverage }
    init() {}
    mutating func run(_ step: RandomStep) -> (done: () -> String, broken: String?) { model.run(step) }
}

struct EditFormModel: RandomModel {
    var model = FormModel(mode: .edit(DetailModel.detail(id: 8, images: 2)))
    var coverage: [String: Int] { model.coverage }
    init() {}
    mutating func run(_ step: RandomStep) -> (done: () -> String, broken: String?) { model.run(step) }
}
