extension Strings {
    public var appTitle: String { pick("오픈마켓", "Open Market") }
    public var registerTitle: String { pick("상품등록", "Register") }
    public var editTitle: String { pick("상품수정", "Edit") }
    public var cancel: String { pick("취소", "Cancel") }
    public var done: String { pick("완료", "Done") }
    public var edit: String { pick("수정", "Edit") }
    public var delete: String { pick("삭제", "Delete") }
    public var retry: String { pick("다시 시도", "Retry") }
    public var ok: String { pick("확인", "OK") }
    public var add: String { pick("추가", "Add") }
    /// The form's submit button.
    public var submit: String { pick("등록", "Submit") }
    public var save: String { pick("저장", "Save") }
    public var submitting: String { pick("전송 중…", "Sending…") }
}
