import Market
import Presenters
import Testing

struct FormFeedbackTests {
    private let errors: [ProductField: FieldError] = [
        .name: .required, .price: .notANumber, .images: .rule(.tooFew(minimum: 1)),
    ]

    @Test func anUntouchedFormShowsNoErrors() {
        let feedback = FormFeedback()
        #expect(feedback.visibleErrors(errors).isEmpty)
        #expect(feedback.edited.isEmpty)
        #expect(!feedback.submitAttempted)
    }

    @Test(
        arguments: [
            ([ProductField.name], [ProductField.name]), ([.price, .stock], [.price]), ([.stock], []),
            ([.name, .name, .images], [.name, .images]), (ProductField.allCases, [.name, .price, .images]),
        ] as [([ProductField], [ProductField])])
    func anEditedFieldShowsItsError(edited: [ProductField], shown: [ProductField]) {
        var feedback = FormFeedback()
        for field in edited { feedback.markEdited(field) }
        #expect(Set(feedback.visibleErrors(errors).keys) == Set(shown))
        #expect(feedback.edited == Set(edited))
    }

    @Test func aSubmitShowsEveryError() {
        var feedback = FormFeedback()
        feedback.markEdited(.name)
        feedback.markSubmitAttempted()
        #expect(feedback.submitAttempted)
        #expect(feedback.visibleErrors(errors) == errors)
        #expect(feedback.visibleErrors([:]).isEmpty)
    }
}
