import Market
import Presenters

/// The whole app as any front end draws it: the screen on top and what is presented over it.
public struct AppViewState: Equatable, Sendable {
    public var screen: Screen
    public var alert: AlertViewState?
    public var actionSheet: ActionSheetViewState?
    public var passwordPrompt: PasswordPromptViewState?
    /// Whether any loading indicator is showing (a front end may animate it).
    public var isBusy: Bool
    /// The kinds of screen the app offers (the search only where the market searches), so that a front
    /// end shows only the ways to screens it can open.
    public var offeredScreens: Set<ScreenKind>

    /// The screen on top of the navigation stack.
    public enum Screen: Equatable, Sendable {
        case list(ProductListViewState)
        /// A screen pushed above the list (`detailScreen` and its like read it).
        case destination(AppDestination.ViewState)
    }

    /// The kind of screen on top.
    public var screenKind: ScreenKind {
        switch screen {
        case .list: .list
        case .destination(let destination): destination.kind
        }
    }

    /// The products listed on top, as drawn: the list's, or those a pushed screen lists (the search's
    /// results); nil on a screen that lists none.
    public var topList: ProductListViewState? {
        switch screen {
        case .list(let list): list
        case .destination(let destination): destination.listedProducts
        }
    }

    /// The list, when it is the screen on top.
    public var listScreen: ProductListViewState? { if case .list(let list) = screen { list } else { nil } }
}

/// An alert's texts and buttons.
public struct AlertViewState: Equatable, Sendable {
    public var title: String
    public var message: String
    /// The retry button's label, when retrying makes sense.
    public var retry: String?
    public var dismiss: String
}

/// The action sheet: its title and the actions in order, one selected.
public struct ActionSheetViewState: Equatable, Sendable {
    public var title: String
    public var actions: [Segment]
    public var cancel: String
}

/// The password prompt: the typed text only ever as bullets.
public struct PasswordPromptViewState: Equatable, Sendable {
    public var title: String
    public var placeholder: String
    public var maskedText: String
    public var error: String?
    public var isVerifying: Bool
    public var verifyingText: String
    public var confirm: String
    public var cancel: String
}

extension AppState {
    public var viewState: AppViewState {
        let strings = configuration.strings
        let screen: AppViewState.Screen =
            path.last.map { .destination($0.viewState(strings)) } ?? .list(list.viewState(strings))
        return AppViewState(
            screen: screen,
            alert: alert.map {
                AlertViewState(
                    title: $0.title, message: $0.message, retry: $0.retry == nil ? nil : strings.retry,
                    dismiss: strings.ok)
            },
            actionSheet: delete?.actionSheet.map { sheet in
                ActionSheetViewState(
                    title: strings.actionsTitle,
                    actions: ProductAction.allCases.map {
                        Segment(
                            title: $0 == .edit ? strings.edit : strings.delete,
                            isSelected: $0 == sheet.selection)
                    },
                    cancel: strings.cancel)
            },
            passwordPrompt: delete?.passwordPrompt.map {
                PasswordPromptViewState(
                    title: strings.deletePromptTitle, placeholder: strings.passwordPlaceholder,
                    maskedText: $0.password.masked, error: $0.wasRefused ? strings.wrongPassword : nil,
                    isVerifying: $0.isVerifying,
                    verifyingText: strings.loading, confirm: strings.delete, cancel: strings.cancel)
            },
            isBusy: isBusy, offeredScreens: Set(ScreenKind.allCases.filter(configuration.offers)))
    }

    /// The products listed on top (the list's, or a pushed screen's such as the search's results) as a front end that scrolls natively
    /// shows it, having drawn its first `drawnCount` cells; nil when neither is on top.
    public func scrollingList(_ strings: Strings, margin: Int, drawnCount: Int) -> ScrollingListViewState? {
        topList?.scrollingViewState(strings, margin: margin, drawnCount: drawnCount)
    }

    /// The products listed on top (what `AppEvent.topList` reaches): the list's, or those a pushed
    /// screen lists; nil on a screen that lists none.
    public var topList: ProductListState? {
        path.last.map(\.listedProducts) ?? list
    }

    private var isBusy: Bool {
        list.pagination.isRequestInFlight || path.contains(where: \.isBusy)
    }
}

/// A picture a screen shows, named as a front end that fetches pictures one by one asks for it.
public enum PictureKey: Hashable, Sendable {
    /// A product's thumbnail, in the list or a screen that lists products (the search's results).
    case thumbnail(productID: Int)
    /// An image of the product on the detail screen.
    case detailImage(imageID: Int)
    /// The form's image at an index.
    case formImage(index: Int)
}

/// Where a picture a screen shows comes from.
public enum PictureSource: Equatable, Sendable {
    /// The market's picture at this address.
    case market(url: String)
    /// A picture chosen in the form and not sent yet.
    case chosen(ImageUpload)
}

extension AppState {
    /// Where the picture `key` comes from, while a screen shows it; nil for one no screen shows.
    public func picture(_ key: PictureKey) -> PictureSource? {
        switch key {
        case .thumbnail(let id):
            for products in [list.products] + path.compactMap(\.listedProducts?.products) {
                guard let index = products.index(ofID: id) else { continue }
                return products[index].thumbnailURL.map { .market(url: $0) }
            }
            return nil
        case .detailImage(let id):
            return detail?.detail?.images.first { $0.id == id }.map { .market(url: $0.url) }
        case .formImage(let index):
            switch form?.mode {
            case .register?:
                guard let images = form?.input.images, images.indices.contains(index) else { return nil }
                return .chosen(images[index])
            case .edit(let product)?:
                return product.images.indices.contains(index)
                    ? .market(url: product.images[index].thumbnailURL) : nil
            case nil:
                return nil
            }
        }
    }
}
