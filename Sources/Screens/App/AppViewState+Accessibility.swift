import AccessibilityText

extension AppViewState {
    /// What a screen reader gets from the screen on top and what is presented over it (an alert, as a
    /// dialog that interrupts), in reading order: any front end's accessibility tree, tested as text.
    public var accessibility: [AccessibilityNode] {
        let screen =
            switch self.screen {
            case .list(let list): list.accessibility()
            case .destination(let destination): destination.base.accessibility
            }
        return screen + (alert.map { [$0.accessibility] } ?? [])
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
