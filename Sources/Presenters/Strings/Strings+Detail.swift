extension Strings {
    public var noDescription: String { pick("상품 설명이 없습니다", "No description") }
    /// What the detail says when the market has no product at its id (deleted, or never there).
    public var productGone: String { pick("이 상품은 더 이상 없습니다.", "This product no longer exists.") }
    /// The link from a missing product back to the list.
    public var backToList: String { pick("상품 목록으로", "Back to the list") }
    /// The title of the sheet with 수정 (edit) and 삭제 (delete).
    public var actionsTitle: String { pick("상품 관리", "Manage product") }

    /// The page indicator of the image pager, "2/5" in both languages; `position` counts from 1.
    public func imagePage(_ position: Int, of count: Int) -> String {
        "\(position)/\(count)"
    }

    /// The image pager's buttons, as a screen reader names them.
    public var previousImage: String { pick("이전 사진", "Previous picture") }
    public var nextImage: String { pick("다음 사진", "Next picture") }

    public var deletePromptTitle: String { pick("비밀번호를 입력해주세요", "Enter your password") }
    public var passwordPlaceholder: String { pick("비밀번호", "Password") }
    public var wrongPassword: String { pick("비밀번호가 틀렸습니다. 다시 입력해주세요.", "Wrong password. Try again.") }
    public var deleted: String { pick("삭제되었습니다", "Deleted") }
}
