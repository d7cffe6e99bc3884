/// What a screen reader (VoiceOver, TalkBack, NVDA) gets from one element of a screen: its role, its
/// name, its value and states, and the elements it holds. A view state describes itself as a list of
/// nodes, so that what a person who cannot see the screen hears is tested on any machine, as text
/// (`ariaSnapshot`), and any front end (SwiftUI's `accessibilityLabel`, UIKit's traits, a page's ARIA)
/// says the same.
///
/// ```swift
/// let submit = AccessibilityNode(.button, "Submit", states: [.disabled])
/// submit.ariaSnapshot   // - button "Submit" [disabled]
/// ```
public struct AccessibilityNode: Equatable, Sendable {
    public var role: AccessibilityRole
    /// What the element is called (a button's title, a field's label); nil for one with no name.
    public var name: String?
    /// What the element holds: a text field's text, or the words of a text element.
    public var value: String?
    public var states: [AccessibilityState]
    /// The elements inside it, in reading order.
    public var children: [AccessibilityNode]

    public init(
        _ role: AccessibilityRole, _ name: String? = nil, value: String? = nil,
        states: [AccessibilityState] = [], children: [AccessibilityNode] = []
    ) {
        self.role = role
        self.name = name
        self.value = value
        self.states = states
        self.children = children
    }

    /// Words read as they are, with no role of their own (a paragraph, a message).
    public static func text(_ words: String) -> AccessibilityNode {
        AccessibilityNode(.text, value: words)
    }
}

/// The role of an element, as ARIA names it (and VoiceOver reads it: "button", "heading", "text field").
public enum AccessibilityRole: String, Sendable, CaseIterable {
    case alert, alertdialog, button, checkbox, dialog, group, heading, img, link, list, listitem
    case navigation, progressbar, radio, radiogroup, region, searchbox, status, tab, tablist, text
    case textbox
}

/// A state of an element that a screen reader says with its name ("dimmed", "selected", "heading
/// level 1"), in the order Playwright's ARIA snapshots write them.
public enum AccessibilityState: Hashable, Sendable {
    case checked
    case disabled
    case expanded
    /// A heading's level, 1 to 6.
    case level(Int)
    case pressed
    case selected
}
