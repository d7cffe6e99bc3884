import AccessibilityText

extension SellerProfileViewState {
    /// What a screen reader gets from the profile: the seller's products as a list titled with the
    /// seller's name.
    public var accessibility: [AccessibilityNode] {
        products.accessibility
    }
}
