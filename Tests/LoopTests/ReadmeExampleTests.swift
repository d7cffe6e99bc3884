import Loop
import LoopTesting
import Testing

struct Stepper: Reducer {
    struct State: Equatable {
        var count = 0
        var isSaving = false
    }

    enum Event { case increment, save, saved }

    enum Effect: LoopEffect { case save(Int) }

    func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        switch event {
        case .increment: state.count += 1
        case .save: state.isSaving = true
        case .saved: state.isSaving = false
        }
        return event == .save ? [.save(state.count)] : []
    }
}

@Test func savesTheCount() {
    let tester = FeatureTester(Stepper(), state: .init())
    tester.send(.increment) { $0.count = 1 }
    tester.send(.save, effects: [.save(1)]) { $0.isSaving = true }
    tester.answer(.save(1), with: .saved) { $0.isSaving = false }
    tester.finish()
}
