import Foundation
import Images
import Loop
import LoopTesting
import Market
import Presenters
import Recording
import Screens
import TextFrontEnd

/// The whole app under random events: a person browsing, registering, editing and deleting, while
/// the random market answers every effect late, out of order, twice, or failing.
struct AppModel: RandomModel {
    var state: AppState
    var server = RandomMarket()
    var pending: [AppEffect] = []
    var delivered: [AppEvent] = []
    /// Products whose `.deleted` the app was told of.
    var deleted: Set<Int> = []
    var steps = 0

    static let typed: [ProductField: [String]] = [
        .name: ["머그컵 세트", "", "가", "☕️ Mug"], .price: ["15000", "abc", "", "１２"],
        .discountedPrice: ["", "100"],
        .stock: ["7", "", "-1"], .description: ["손으로 빚은 머그컵 두 개 세트입니다.", "짧음", "   "],
    ]

    init() {
        state = AppState(
            configuration: AppConfiguration(
                language: .korean, userVendorID: RandomMarket.userVendorID, itemsPerPage: 10))
        _ = AppFeature().reduce(
            &state, .list(.viewportResized(ViewportSize(listRows: 6, gridColumns: 2, gridRows: 3))))
    }

    private(set) var coverage: [String: Int] = [:]

    mutating func run(_ step: RandomStep) -> (done: () -> String, broken: String?) {
        let event = next(step)
        coverage[caseName(of: event), default: 0] += 1
        let before = state
        pending += AppFeature().reduce(&state, event).filter(\.isWork)
        if case .path(.element(_, let event)) = event, case .delete(.deleted(let id))? = event.detail {
            deleted.insert(id)
        }
        if case .list(.pageLoaded(let request, _)) = event, before.list.pagination.requestInFlight != request
        {
            coverage["late page answer", default: 0] += 1
        }
        steps += 1
        return ({ Self.describe(event) }, broken(by: event, before: before))
    }

    // MARK: Events

    private mutating func next(_ step: RandomStep) -> AppEvent {
        let answerShare = pending.count > 40 ? 75 : 40
        if step.percent < answerShare, !pending.isEmpty {
            let event = answer(pending.remove(at: step.pick(pending.count)), step)
            delivered.append(event)
            if delivered.count > 64 { delivered.removeFirst() }
            return event
        }
        if step.percent < answerShare + 5, !delivered.isEmpty {
            let event = delivered[step.pick(delivered.count)]
            forget(answering: event)
            return event
        }
        return onTop(personEvent(step))
    }

    /// What a person does next, an event for a screen written for the one with id 1: `onTop(_:)`
    /// addresses it to the screen in front.
    private func personEvent(_ step: RandomStep) -> AppEvent {
        if let focused = focusedEvent(step) { return focused }
        switch step.percent % 25 {
        case 0: return .launched
        case 1: return .list(.refreshPulled)
        case 2: return .list(.retryTapped)
        case 3: return .list(.layoutToggled)
        case 4, 5: return .list(.selectionMoved(by: [-1, 1, -2, 2, 10, -10][step.other(6)]))
        case 6:
            let lower = step.pick(state.list.products.count + 8)
            return .list(.visibleRangeChanged(lower..<(lower + step.other(10))))
        case 7, 8:
            // Enter on a screen that lists no products does what the next choice does.
            if let event = topList(.selectionConfirmed) { return event }
            fallthrough
        case 9: return .registerTapped
        case 10, 11: return .backTapped
        case 12: return .detail(.actionsTapped, on: 1)
        case 13: return .detail(.delete(.actionSelectionMoved), on: 1)
        case 14: return .detail(.actionChosen(step.other(2) == 0 ? .edit : .delete), on: 1)
        case 15:
            return .detail(
                .delete(.passwordChanged(SecretText(["pw", "wrong", "", "p"][step.other(4)]))), on: 1)
        case 16: return .detail(.delete(.passwordSubmitted), on: 1)
        case 17: return .alertDismissed
        case 18: return .alertRetryTapped
        case 19: return .languageChanged(step.other(2) == 0 ? .korean : .english)
        case 20, 21, 22:
            let fields: [ProductField] = [.name, .price, .discountedPrice, .stock, .description]
            let field = fields[step.pick(fields.count)]
            let texts = Self.typed[field]!
            return .form(.textChanged(field, texts[step.other(texts.count)]), on: 1)
        case 23: return .form(.submitTapped, on: 1)
        default:
            let others: [AppEvent] = [
                .form(.imageAttached(ImageUpload(fileName: "mug.png", data: RandomMarket.png)), on: 1),
                .form(.currencySelected(.usd), on: 1), .form(.currencySelected(.krw), on: 1),
                .form(.focusMoved(by: 1), on: 1),
                .detail(.imagePaged(by: 1), on: 1), .detail(.imagePaged(by: -1), on: 1),
                .detail(.retryTapped, on: 1),
                .form(.imagePathChanged("fixtures/mug.png"), on: 1), .form(.attachRequested, on: 1),
                .form(.imageRemoved(at: 0), on: 1),
            ]
            return others[step.other(others.count)]
        }
    }

    /// `event` for the screen in front, as a front end addresses what a person does there; an event
    /// for the app as it is.
    private func onTop(_ event: AppEvent) -> AppEvent {
        guard case .path(.element(_, let screenEvent)) = event, let top = state.path.ids.last else {
            return event
        }
        return .destination(top, screenEvent)
    }

    /// `event` for the products listed in front: the list's, or the search's results; nil on a screen
    /// that lists none.
    private func topList(_ event: ProductListEvent) -> AppEvent? {
        guard let top = state.path.last, let id = state.path.ids.last else { return .list(event) }
        return AppDestination.Event.listing(event, on: top.kind).map { .destination(id, $0) }
    }

    /// What a person most likely does next on the screen in front, most of the time: types the password
    /// into its prompt, fills in the form and submits it, or manages their own product.
    private func focusedEvent(_ step: RandomStep) -> AppEvent? {
        let choice = Int((step.kind >> 32) % 100)
        guard choice < 60, state.alert == nil else { return nil }
        if let prompt = Self.detail(in: state)?.delete?.passwordPrompt, !prompt.isVerifying {
            return prompt.password.revealed == RandomMarket.password || choice < 10
                ? .detail(.delete(.passwordSubmitted), on: 1)
                : .detail(
                    .delete(.passwordChanged(SecretText(choice < 15 ? "wrong" : RandomMarket.password))),
                    on: 1)
        }
        if let form = Self.form(in: state), !form.isSubmitting {
            if choice < 15 { return .form(.submitTapped, on: 1) }
            let fields: [ProductField] = [.name, .price, .discountedPrice, .stock, .description]
            let field = fields[step.other(fields.count)]
            if form.input.images.isEmpty, !form.isEditing {
                return .form(.imageAttached(ImageUpload(fileName: "mug.png", data: RandomMarket.png)), on: 1)
            }
            return .form(
                .textChanged(
                    field, Self.typed[field]![choice < 50 ? 0 : step.pick(Self.typed[field]!.count)]), on: 1)
        }
        if state.topScreen == .detail, Self.detail(in: state)?.isOwned == true,
            Self.detail(in: state)?.delete?.actionSheet == nil
        {
            return .detail(.actionChosen(choice < 30 ? .delete : .edit), on: 1)
        }
        return nil
    }

    /// The server's answer to an effect, which it carries out when it succeeds, sent to the screen that
    /// asked for it.
    private mutating func answer(_ effect: AppEffect, _ step: RandomStep) -> AppEvent {
        let event = answerOnTop(effect, step)
        guard case .path(.element(let id, _)) = effect, case .path(.element(_, let screenEvent)) = event
        else {
            return event
        }
        return .destination(id, screenEvent)
    }

    /// The server's answer to an effect, as an event for the screen on top.
    private mutating func answerOnTop(_ effect: AppEffect, _ step: RandomStep) -> AppEvent {
        let fails = step.other(10) < 2
        let failure = RandomMarket.failure(step.other(97))
        switch effect {
        case .list(.fetchPage(let request)):
            forget(answering: .list(.pageFailed(request, failure)))
            return fails
                ? .list(.pageFailed(request, failure))
                : .list(.pageLoaded(request, server.page(request, jitter: step.b >> 8)))
        case .list(.loadThumbnail(let id, _)), .list(.cancelThumbnail(let id)):
            return fails
                ? .list(.thumbnailFailed(productID: id))
                : .list(.thumbnailLoaded(productID: id, Picture(width: 1, height: 1, rgb: [1, 2, 3])!))
        case .path(.element(let screen, let effect)):
            if let effect = effect.search { return answer(effect, step) }
            if let effect = effect.seller { return answer(effect, on: screen, fails: fails, failure, step) }
            if let effect = effect.detail { return answer(effect, fails: fails, failure) }
            if let effect = effect.form { return answer(effect, fails: fails, failure) }
            preconditionFailure("no screen of the model asks for \(effect)")
        case .list(.delegate), .path(.cancel):
            preconditionFailure("a delegate or a cancel is no work, so never pending")
        }
    }

    /// The model's app has no search (its market does not search), so this is never asked for;
    /// answered as a searching market would, for completeness of the switch.
    private mutating func answer(_ effect: SearchEffect, _ step: RandomStep) -> AppEvent {
        switch effect {
        case .debounce(let text):
            return .search(.queryDebounced(text), on: 1)
        case .cancelDebounce:
            return .search(.queryChanged(""), on: 1)
        case .results(let effect):
            guard case .list(let event) = answer(.list(effect), step) else {
                return .search(.queryChanged(""), on: 1)
            }
            return .search(.results(event), on: 1)
        case .delegate:
            preconditionFailure("a delegate is no work, so never pending")
        }
    }

    /// Nor does it open a seller's profile: answered as the market would.
    private mutating func answer(
        _ effect: SellerProfileEffect, on screen: StackElementID, fails: Bool, _ failure: MarketError,
        _ step: RandomStep
    ) -> AppEvent {
        switch effect {
        case .fetchProduct(let id):
            guard !fails, let detail = server.detail(id) else {
                return .seller(.productFailed(failure), on: screen)
            }
            return .seller(.productLoaded(detail), on: screen)
        case .products(let effect):
            guard case .list(let event) = answer(.list(effect), step) else {
                return .seller(.products(.retryTapped), on: screen)
            }
            return .seller(.products(event), on: screen)
        case .delegate:
            preconditionFailure("a delegate is no work, so never pending")
        }
    }

    private mutating func answer(_ effect: ProductDetailEffect, fails: Bool, _ failure: MarketError)
        -> AppEvent
    {
        switch effect {
        case .fetchDetail(let id):
            guard !fails, let detail = server.detail(id) else {
                return .detail(
                    .detailFailed(server.contains(id) ? failure : .server(status: 404, message: "gone")),
                    on: 1)
            }
            return .detail(.detailLoaded(detail), on: 1)
        case .loadImage(let id, _):
            return fails
                ? .detail(.imageFailed(imageID: id), on: 1)
                : .detail(.imageLoaded(imageID: id, Picture(width: 1, height: 1, rgb: [1, 2, 3])!), on: 1)
        case .delete(.lookUpDeletionSecret(let id, let password)):
            if fails { return .detail(.delete(.deletionSecretFailed(productID: id, failure)), on: 1) }
            guard server.contains(id) else {
                return .detail(
                    .delete(.deletionSecretFailed(productID: id, .server(status: 404, message: "gone"))),
                    on: 1)
            }
            guard password.revealed == RandomMarket.password else {
                return .detail(
                    .delete(
                        .deletionSecretFailed(productID: id, .server(status: 400, message: "wrong secret"))),
                    on: 1)
            }
            return .detail(
                .delete(.deletionSecretFound(productID: id, secret: SecretText("secret-\(id)"))), on: 1)
        case .delete(.delete(let id, _)):
            if fails { return .detail(.delete(.deleteFailed(productID: id, failure)), on: 1) }
            return server.delete(id)
                ? .detail(.delete(.deleted(productID: id)), on: 1)
                : .detail(.delete(.deleteFailed(productID: id, .server(status: 404, message: "gone"))), on: 1)
        case .delete(.cancel):
            return .alertDismissed
        case .delegate, .delete(.delegate):
            preconditionFailure("a delegate is no work, so never pending")
        }
    }

    private mutating func answer(_ effect: ProductFormEffect, fails: Bool, _ failure: MarketError) -> AppEvent
    {
        switch effect {
        case .readImage(let path):
            return fails
                ? .form(.imageAttachFailed(AttachError(fileName: path)), on: 1)
                : .form(.imageAttached(ImageUpload(fileName: "mug.png", data: RandomMarket.png)), on: 1)
        case .prepareImage(let image, _):
            return fails
                ? .form(.imageAttachFailed(AttachError(fileName: image.fileName, reason: .notAnImage)), on: 1)
                : .form(.imagePrepared(image), on: 1)
        case .register(let draft):
            return fails
                ? .form(.submitFailed(failure), on: 1) : .form(.submitted(server.register(draft)), on: 1)
        case .edit(let id, let edit):
            guard !fails, let detail = server.edit(id, edit) else {
                return .form(
                    .submitFailed(server.contains(id) ? failure : .server(status: 404, message: "gone")),
                    on: 1)
            }
            return .form(.submitted(detail), on: 1)
        case .delegate:
            preconditionFailure("a delegate is no work, so never pending")
        }
    }

    /// An answer to a page request answers every request equal to it: nothing tells them apart.
    private mutating func forget(answering event: AppEvent) {
        switch event {
        case .list(.pageLoaded(let request, _)), .list(.pageFailed(let request, _)):
            pending.removeAll { $0 == .list(.fetchPage(request)) }
        default: break
        }
    }

    // MARK: Invariants

    private func broken(by event: AppEvent, before: AppState) -> String? {
        switch event {
        case .list(.pageLoaded(let request, _)), .list(.pageFailed(let request, _)):
            if let broken = ListInvariants.brokenByStale(request, before: before.list, after: state.list) {
                return broken
            }
        default: break
        }
        let unanswered = pending.compactMap { effect -> PageRequest? in
            if case .list(.fetchPage(let request)) = effect { request } else { nil }
        }
        if let broken = ListInvariants.broken(state.list, deleted: deleted)
            ?? ListInvariants.broken(state.list.pagination, unanswered: unanswered)
            ?? brokenNavigation() ?? brokenForm(by: event, before: before)
        {
            return broken
        }
        let view = state.viewState
        if case .list(let list) = view.screen, let id = list.cells.map(\.id).first(where: deleted.contains) {
            return "the list draws deleted product \(id)"
        }
        if let detail = view.detailScreen, let shown = Self.detail(in: state)?.detail?.id,
            deleted.contains(shown)
        {
            return "the detail shows deleted product \(shown): \(detail.title)"
        }
        if steps % 97 == 0 {
            for size in FrameCheck.sizes {
                let problems = FrameCheck.problems(in: ScreenView.render(view, size: size))
                if let problem = problems.first { return "frame at \(size): \(problem)" }
            }
        }
        return nil
    }

    /// The detail on `state`'s path, read by its id: the model's path is [], [detail], [form] or
    /// [detail, form], so a detail is at the bottom.
    private static func detail(in state: AppState) -> ProductDetailState? {
        state.path.ids.first.flatMap { state.path[detail: $0] }
    }

    /// The form on `state`'s path, read by its id: a form is on top.
    private static func form(in state: AppState) -> ProductFormState? {
        state.path.ids.last.flatMap { state.path[form: $0] }
    }

    private func brokenNavigation() -> String? {
        let kinds = state.path.map(\.kind)
        let shapes: [[ScreenKind]] = [[], [.detail], [.form], [.detail, .form]]
        if !shapes.contains(kinds) { return "the navigation path is \(kinds)" }
        if let detail = Self.detail(in: state), let shown = detail.detail, shown.id != detail.productID {
            return "the detail of product \(detail.productID) shows product \(shown.id)"
        }
        if case .edit(let edited)? = Self.form(in: state)?.mode, let detail = Self.detail(in: state),
            detail.productID != edited.id
        {
            return "the edit form of product \(edited.id) sits on the detail of product \(detail.productID)"
        }
        return nil
    }

    /// Text typed into the form changes only by typing into that field, and the form closes only when
    /// a person leaves it, its own submit succeeds, or its product is deleted.
    private func brokenForm(by event: AppEvent, before: AppState) -> String? {
        guard let old = Self.form(in: before), let formID = before.path.ids.last else { return nil }
        let fields: [ProductField] = [.name, .price, .discountedPrice, .stock, .description]
        let editedID: Int? = if case .edit(let detail) = old.mode { detail.id } else { nil }
        if let new = Self.form(in: state), new.mode == old.mode {
            for field in fields where new.text(of: field) != old.text(of: field) {
                guard event == .form(.textChanged(field, new.text(of: field)), on: formID) else {
                    return "\(field) changed from \(old.text(of: field).debugDescription) to "
                        + "\(new.text(of: field).debugDescription) without being typed into"
                }
            }
            return nil
        }
        let closes: Bool
        switch event {
        case .backTapped:
            closes = before.topScreen == .form && before.alert == nil
        case .path(.element(_, let event)):
            if case .submitted(let detail)? = event.form {
                closes = old.isSubmitting && (editedID == nil || editedID == detail.id)
            } else if case .delete(.deleted(let id))? = event.detail {
                closes = editedID == id
            } else {
                closes = false
            }
        default:
            closes = false
        }
        guard closes else {
            let typed = fields.map { "\($0): \(old.text(of: $0).debugDescription)" }.joined(separator: ", ")
            return "the form (\(typed)) was taken away"
        }
        return nil
    }

    private static func describe(_ event: AppEvent) -> String {
        switch event {
        case .list(let event): ".list(\(ListInvariants.describe(event)))"
        case .path(.element(_, let screenEvent)): describe(screenEvent) ?? StructuralDiff.describe(event)
        default: StructuralDiff.describe(event)
        }
    }

    /// A screen's event with only the ids of what it carries, where it carries a whole product.
    private static func describe(_ event: AppDestination.Event) -> String? {
        if case .detailLoaded(let detail)? = event.detail { return ".detail(.detailLoaded(id \(detail.id)))" }
        if case .submitted(let detail)? = event.form { return ".form(.submitted(id \(detail.id)))" }
        if case .imageAttached(let image)? = event.form { return ".form(.imageAttached(\(image.fileName)))" }
        return nil
    }
}
