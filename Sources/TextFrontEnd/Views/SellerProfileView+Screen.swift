import Screens
import TextUI

/// The seller profile in the terminal: drawn by `SellerProfileView`, with its keys, and `s` on a
/// product's detail, which opens it.
extension SellerProfileView: TextScreen {
    static let kind = ScreenKind.seller
    static var viewState: KeyPath<AppViewState, SellerProfileViewState?> { \.sellerScreen }

    static let keys: [KeyBinding] = [
        KeyBinding(
            [.character("s")], in: .screen(.detail), legend: "s",
            summary: "shows the seller and their products"
        ) { _, view in
            guard view.detailScreen?.content != nil, let id = view.route.productID else { return nil }
            return .send(.app(.routeRequested(.seller(productID: id))))
        },
        KeyBinding(
            [.up, .down, .left, .right, .character("k"), .character("j"), .character("h"), .character("l")],
            in: .screen(.seller), legend: "↑↓", summary: "move among the seller's products"
        ) { key, _ in KeyBindings.direction(of: key).map { .send(.onTopList(.selectionMovedOneStep($0))) } },
        KeyBinding(
            [.enter], in: .screen(.seller), legend: "⏎", summary: "opens the product",
            .send(.onTopList(.selectionConfirmed))),
        KeyBinding(
            [.character("g")], in: .screen(.seller), legend: "g", summary: "switches LIST/GRID",
            .send(.onTopList(.layoutToggled))),
        KeyBinding(
            [.character("r")], in: .screen(.seller), legend: "r",
            summary: "loads again (a failed seller or page)",
            .send(.onTopList(.reloadTapped))),
        KeyBinding(
            [.escape], in: .screen(.seller), legend: "esc", summary: "goes back to the product",
            .send(.app(.backTapped))),
        KeyBinding([.character("q")], in: .screen(.seller), legend: "q", summary: "quits", .quit),
    ]
}
