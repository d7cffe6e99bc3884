import AccessibilityText

extension AppViewState {
    /// What a screen reader gets from the screen on top, the ways other screens offer there (as a
    /// navigation) and what is presented over it (an alert, as a dialog that interrupts), in reading
    /// order: any front end's accessibility tree, tested as text.
    public var accessibility: [AccessibilityNode] {
        let screen =
            switch self.screen {
            case .list(let list): list.accessibility
            case .destination(let destination): destination.base.accessibility
            }
        let navigation =
            links.isEmpty
            ? []
            : [AccessibilityNode(.navigation, children: links.map { AccessibilityNode(.link, $0.title) })]
        return screen + navigation + (alert.map { [$0.accessibility] } ?? [])
    }
}

extension AlertViewState {
    /// The alert: a dialog named by its title, with its message and buttons.
    var accessibility: AccessibilityNode {
        AccessibilityNode(
            .alertdialog, title,
            children: [AccessibilityNode(.heading, title, states: [.level(2)]), .text(message)]
                + (retry.map { [AccessibilityNode(.button, $0)] } ?? []) + [
                    AccessibilityNode(.button, dismiss)
                ])
    }
}
