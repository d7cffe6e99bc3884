import AccessibilityText
import Presenters

extension ProductDetailViewState {
    /// What a screen reader gets from the detail, in reading order: the way back, the title (the
    /// product's name, said once) and the actions button; then the product (the pager's buttons and
    /// page, its stock, price, seller, description), or what failed with its retry, or that it is gone
    /// with the way back, or that it loads; then what the delete flow presents over it.
    public var accessibility: [AccessibilityNode] {
        (back.map { [AccessibilityNode(.link, $0)] } ?? [])
            + [AccessibilityNode(.heading, title, states: [.level(1)])]
            + (actions.map { [AccessibilityNode(.button, $0)] } ?? [])
            + body + (delete?.accessibility ?? [])
    }

    private var body: [AccessibilityNode] {
        if let content { return content.accessibility }
        if isGone, let error { return [.text(error), AccessibilityNode(.link, backToList)] }
        if let error { return [.text(error), AccessibilityNode(.button, retry)] }
        return isLoading ? [.text(loadingText)] : []
    }
}

extension ProductDetailViewState.Content {
    var accessibility: [AccessibilityNode] {
        let pager: [AccessibilityNode] =
            imagePage.map {
                [AccessibilityNode(.button, previousImage), .text($0), AccessibilityNode(.button, nextImage)]
            } ?? []
        return pager + [.text(stock.text), .text(spokenPrice)]
            + (vendor.map { [.text($0)] } ?? []) + [.text(description.text)]
    }
}

extension DeleteFlowViewState {
    /// The action sheet or the password prompt, each a dialog named by its title.
    var accessibility: [AccessibilityNode] {
        var dialogs: [AccessibilityNode] = []
        if let sheet = actionSheet {
            dialogs.append(
                AccessibilityNode(
                    .dialog, sheet.title,
                    children: [AccessibilityNode(.heading, sheet.title, states: [.level(2)])]
                        + sheet.actions.map { AccessibilityNode(.button, $0.title) }
                        + [AccessibilityNode(.button, sheet.cancel)]))
        }
        if let prompt = passwordPrompt {
            let message = prompt.isVerifying ? prompt.verifyingText : prompt.error
            dialogs.append(
                AccessibilityNode(
                    .dialog, prompt.title,
                    children: [
                        AccessibilityNode(.heading, prompt.title, states: [.level(2)]),
                        AccessibilityNode(
                            .textbox, prompt.placeholder, value: prompt.maskedText,
                            states: prompt.isVerifying ? [.disabled] : []),
                    ] + (message.map { [.text($0)] } ?? [])
                        + [
                            AccessibilityNode(.button, prompt.confirm),
                            AccessibilityNode(.button, prompt.cancel),
                        ]))
        }
        return dialogs
    }
}
