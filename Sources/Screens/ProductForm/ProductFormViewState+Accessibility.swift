import AccessibilityText

extension ProductFormViewState {
    /// What a screen reader gets from the form, in reading order: its cancel button and title; the
    /// pictures, each with its remove button, the way to add one and the pictures' message; each field
    /// with its text and message; the currency; the server's message; the submit button, dimmed while
    /// it cannot send.
    public var accessibility: [AccessibilityNode] {
        let currency = AccessibilityNode(
            .group, currencyLabel,
            children: self.currency.map {
                AccessibilityNode(.button, $0.title, states: $0.isSelected ? [.pressed] : [])
            })
        var nodes = [
            AccessibilityNode(.button, cancel), AccessibilityNode(.heading, title, states: [.level(1)]),
            images.accessibility,
        ]
        nodes += fields.filter { !$0.isMultiline }.flatMap(\.accessibility)
        nodes.append(currency)
        nodes += fields.filter(\.isMultiline).flatMap(\.accessibility)
        if let submitError { nodes.append(.text(submitError)) }
        nodes.append(AccessibilityNode(.button, submit.title, states: submit.isEnabled ? [] : [.disabled]))
        return nodes
    }
}

extension FieldViewState {
    /// The field named by its placeholder, holding its text, then its message if it has one.
    var accessibility: [AccessibilityNode] {
        [AccessibilityNode(.textbox, placeholder, value: text)] + (error.map { [.text($0)] } ?? [])
    }
}

extension ImageStripViewState {
    /// The pictures as a group named by the strip's label: the list of them (none before the first,
    /// as a screen reader skips an empty list), each its name and remove button; the button that adds one; the pictures' message.
    var accessibility: AccessibilityNode {
        let pictures = items.map { name in
            AccessibilityNode(
                .listitem,
                children: [.text(name)] + (canRemove ? [AccessibilityNode(.button, remove)] : []))
        }
        return AccessibilityNode(
            .group, label,
            children: (pictures.isEmpty ? [] : [AccessibilityNode(.list, children: pictures)])
                + (addCell.map { [AccessibilityNode(.button, $0)] } ?? [])
                + (error.map { [.text($0)] } ?? []))
    }
}
