import Foundation
import Market
import Screens
import Testing
import TextDriver
import TextFrontEnd
import TextUI

/// The one table of keys: what each key sends in each context, the footers' legends, and the README.
@Suite("Key bindings")
struct KeyBindingsTests {
    let size = TerminalSize(width: 80, height: 24)

    var list: AppState { Showcase.loadedList(.english, size) }

    /// The detail of `Showcase.detail` (the user's own product), loaded.
    var ownDetail: AppState {
        var state = list
        Showcase.send(.openProduct(id: 105), to: &state)
        Showcase.send(.detail(.detailLoaded(Showcase.detail), on: 1), to: &state)
        return state
    }

    var form: AppState {
        var state = list
        Showcase.send(.registerTapped, to: &state)
        return state
    }

    func events(_ key: Key, _ state: AppState) -> [AppEvent] {
        KeyMap.events(for: key, in: state.viewState)
    }

    @Test("list: arrows and j/k/h/l move one step, enter opens, g, r, n; q quits; other keys do nothing")
    func listKeys() {
        #expect(events(.character("j"), list) == [.list(.selectionMovedOneStep(.down))])
        #expect(events(.up, list) == [.list(.selectionMovedOneStep(.up))])
        #expect(events(.character("h"), list) == [.list(.selectionMovedOneStep(.left))])
        #expect(events(.right, list) == [.list(.selectionMovedOneStep(.right))])
        #expect(events(.enter, list) == [.list(.selectionConfirmed)])
        #expect(events(.character("g"), list) == [.list(.layoutToggled)])
        #expect(events(.character("r"), list) == [.list(.reloadTapped)])
        #expect(events(.character("n"), list) == [.registerTapped])
        #expect(KeyMap.isQuit(.character("q"), in: list.viewState))
        #expect(KeyMap.isQuit(.interrupt, in: list.viewState))
        #expect(events(.character("x"), list) == [])
        #expect(events(.escape, list) == [])
        #expect(KeyBindings.legend(for: list.viewState) == "↑↓ ⏎ g r n q")
    }

    @Test("detail: h/l page, enter/e/d only on the user's own product, r always, named only before it loaded")
    func detailKeys() {
        #expect(events(.character("h"), ownDetail) == [.detail(.imagePaged(by: -1), on: 1)])
        #expect(events(.right, ownDetail) == [.detail(.imagePaged(by: 1), on: 1)])
        #expect(events(.enter, ownDetail) == [.detail(.actionsTapped, on: 1)])
        #expect(events(.character("e"), ownDetail) == [.detail(.actionChosen(.edit), on: 1)])
        #expect(events(.character("d"), ownDetail) == [.detail(.actionChosen(.delete), on: 1)])
        #expect(events(.escape, ownDetail) == [.backTapped])
        #expect(events(.character("r"), ownDetail) == [.detail(.retryTapped, on: 1)])
        #expect(KeyMap.isQuit(.character("q"), in: ownDetail.viewState))
        #expect(KeyBindings.legend(for: ownDetail.viewState) == "h l ⏎ e d esc q s")

        var foreign = list
        Showcase.send(.openProduct(id: 104), to: &foreign)
        #expect(KeyBindings.legend(for: foreign.viewState) == "esc r q")
        #expect(events(.character("r"), foreign) == [.detail(.retryTapped, on: 1)])
        #expect(events(.character("h"), foreign) == [])
        var loaded = Showcase.detail
        loaded.product.id = 104
        loaded.product.vendorID = 6
        loaded.vendor = nil
        Showcase.send(.detail(.detailLoaded(loaded), on: 1), to: &foreign)
        #expect(KeyBindings.legend(for: foreign.viewState) == "h l esc q s")
        #expect(events(.enter, foreign) == [])
        #expect(events(.character("d"), foreign) == [])
    }

    @Test(
        "form: tab and arrows move focus, enter confirms, characters and pastes type, space types except on the currency"
    )
    func formKeys() {
        #expect(events(.tab, form) == [.form(.focusMoved(by: 1), on: 1)])
        #expect(events(.down, form) == [.form(.focusMoved(by: 1), on: 1)])
        #expect(events(.backtab, form) == [.form(.focusMoved(by: -1), on: 1)])
        #expect(events(.enter, form) == [.form(.focusConfirmed, on: 1)])
        #expect(events(.backspace, form) == [.form(.deletedBackward, on: 1)])
        #expect(events(.character(" "), form) == [.form(.typed(" "), on: 1)])
        #expect(events(.character("q"), form) == [.form(.typed("q"), on: 1)])
        #expect(!KeyMap.isQuit(.character("q"), in: form.viewState))
        #expect(events(.left, form) == [])
        #expect(events(.unrecognized, form) == [])
        #expect(KeyMap.events(typing: "아이폰 13", in: form.viewState) == [.form(.typed("아이폰 13"), on: 1)])
        #expect(KeyBindings.legend(for: form.viewState) == "tab ⏎ esc")

        var onCurrency = form
        Showcase.send(.form(.focused(.currency), on: 1), to: &onCurrency)
        #expect(events(.character(" "), onCurrency) == [.form(.currencyToggled, on: 1)])
        #expect(events(.left, onCurrency) == [.form(.currencyToggled, on: 1)])
    }

    @Test("the action sheet, the password prompt and an alert answer only their own keys")
    func presentedKeys() {
        var sheet = ownDetail
        Showcase.send(.detail(.actionsTapped, on: 1), to: &sheet)
        #expect(events(.character("j"), sheet) == [.detail(.delete(.actionSelectionMoved), on: 1)])
        #expect(events(.enter, sheet) == [.detail(.actionSheetConfirmed, on: 1)])
        #expect(events(.character("e"), sheet) == [])
        #expect(!KeyMap.isQuit(.character("q"), in: sheet.viewState))

        var prompt = ownDetail
        Showcase.send(.detail(.actionChosen(.delete), on: 1), to: &prompt)
        #expect(events(.character("1"), prompt) == [.detail(.delete(.typed("1")), on: 1)])
        #expect(events(.backspace, prompt) == [.detail(.delete(.deletedBackward), on: 1)])
        #expect(events(.enter, prompt) == [.detail(.delete(.passwordSubmitted), on: 1)])
        #expect(events(.unrecognized, prompt) == [])
        #expect(KeyMap.events(typing: "pw", in: prompt.viewState) == [.detail(.delete(.typed("pw")), on: 1)])

        var alert = list
        alert.alert = AppAlert(title: "Error", message: "down", retry: .list(.retryTapped))
        #expect(events(.enter, alert) == [.alertConfirmed])
        #expect(events(.character("r"), alert) == [.alertRetryTapped])
        #expect(events(.character("g"), alert) == [])
        alert.alert?.retry = nil
        #expect(events(.character("r"), alert) == [])
        #expect(KeyMap.isQuit(.interrupt, in: alert.viewState))
    }

    @Test("the README's table of keys is the bindings table")
    func readmeTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let rows = KeyContext.allCases.map { context in
            let keys = KeyBindings.bindings(in: context).filter { $0.context == context }.map { binding in
                let names = binding.keys.map { "`\($0.name)`" }.joined(separator: "/")
                return names.isEmpty ? binding.summary : "\(names) \(binding.summary)"
            }
            return "| \(context.name) | \(keys.joined(separator: ", ")) |"
        }
        let everywhere = KeyBindings.all.filter { $0.context == nil }.map(\.summary).joined(separator: ", ")
        let table = (["| where | keys |", "| --- | --- |"] + rows + ["| everywhere | \(everywhere) |"])
            .joined(separator: "\n")
        #expect(
            readme.contains(table), "README.md's table of keys differs from KeyBindings; it reads:\n\(table)")
    }
}
