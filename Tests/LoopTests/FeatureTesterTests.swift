import Foundation
import Loop
import LoopTesting
import Recording
import TestReporting
import Testing

/// The tester's own failure messages are part of its interface: these tests pin them.
@Suite("FeatureTester")
struct FeatureTesterTests {
    struct Cart: Reducer {
        struct Item: Equatable {
            var name: String
            var quantity: Int
        }

        struct State: Equatable {
            var items: [Item] = []
            var note = ""
        }

        enum Event {
            case add(String)
            case bump(Int)
            case checkout
            case checkedOut
        }

        enum Effect: LoopEffect {
            case submit(count: Int)
        }

        func reduce(_ state: inout State, _ event: Event) -> [Effect] {
            switch event {
            case .add(let name):
                state.items.append(Item(name: name, quantity: 1))
                return []
            case .bump(let index):
                state.items[index].quantity += 1
                return []
            case .checkout: return [.submit(count: state.items.count)]
            case .checkedOut:
                state.items = []
                return []
            }
        }
    }

    @Test("a passing exhaustive test reports nothing")
    func passing() {
        let collected = CollectedFailures()
        let tester = FeatureTester(Cart(), state: .init(), reporter: collected.reporter)
        tester.send(.add("mug")) { $0.items = [.init(name: "mug", quantity: 1)] }
        tester.send(.checkout, effects: [.submit(count: 1)])
        tester.answer(.submit(count: 1), with: .checkedOut) { $0.items = [] }
        tester.finish()
        #expect(collected.messages.isEmpty)
    }

    @Test("an unasserted change inside a nested array of structs names its path")
    func nestedDiff() {
        let collected = CollectedFailures()
        let tester = FeatureTester(
            Cart(), state: .init(items: [.init(name: "mug", quantity: 1), .init(name: "cup", quantity: 1)]),
            reporter: collected.reporter)
        tester.send(.bump(1)) { $0.items[1].quantity = 3 }
        #expect(
            collected.messages == [
                """
                State after send(.bump(1)) is not what the test expects (− expected, + actual):
                  items[1].quantity
                    − 3
                    + 2
                Fix: make the closure passed to this step change exactly these fields to their actual values, \
                or fix the reducer.
                """
            ])
    }

    @Test("a change the test did not state fails")
    func unassertedChange() {
        let collected = CollectedFailures()
        let tester = FeatureTester(Cart(), state: .init(), reporter: collected.reporter)
        tester.send(.add("pen"))
        #expect(collected.messages.first?.contains("  items[0]\n    − (absent)\n    + ") == true)
    }

    @Test("unexpected effects fail with the list to paste")
    func unexpectedEffects() {
        let collected = CollectedFailures()
        let tester = FeatureTester(Cart(), state: .init(), reporter: collected.reporter)
        tester.send(.checkout)
        #expect(
            collected.messages == [
                """
                Effects of send(.checkout) are not what the test expects (− expected, + actual):
                  [0]
                    − (absent)
                    + .submit(count: 0)
                Fix: pass effects: [.submit(count: 0)] to this step, or fix the reducer.
                """
            ])
    }

    @Test("an effect left unanswered fails at finish")
    func unanswered() {
        let collected = CollectedFailures()
        let tester = FeatureTester(Cart(), state: .init(), reporter: collected.reporter)
        tester.send(.checkout, effects: [.submit(count: 0)])
        tester.finish()
        #expect(
            collected.messages == [
                """
                1 effect(s) emitted but never answered:
                  .submit(count: 0)
                Fix: feed each one's answer with answer(_:with:), or dismiss(_:) it, before finish().
                """
            ])
    }

    @Test("a tester dropped without finish() while an effect is unanswered fails, naming the effect")
    func droppedUnfinished() {
        let collected = CollectedFailures()
        do {
            let tester = FeatureTester(Cart(), state: .init(), reporter: collected.reporter)
            tester.send(.checkout, effects: [.submit(count: 0)])
        }
        #expect(
            collected.messages == [
                """
                The FeatureTester went out of scope without finish(), with 1 effect(s) never answered:
                  .submit(count: 0)
                Fix: answer(_:with:) or dismiss(_:) each one, then call finish() at the end of the test.
                """
            ])
        // finish() reports once; dropping the tester after it adds nothing.
        do {
            let tester = FeatureTester(Cart(), state: .init(), reporter: collected.reporter)
            tester.send(.checkout, effects: [.submit(count: 0)])
            tester.finish()
        }
        #expect(collected.messages.count == 2)
        #expect(collected.messages.last?.hasPrefix("1 effect(s) emitted but never answered:") == true)
    }

    @Test("answering an effect that is not pending fails")
    func answerUnknown() {
        let collected = CollectedFailures()
        let tester = FeatureTester(Cart(), state: .init(), reporter: collected.reporter)
        tester.answer(.submit(count: 9), with: .checkedOut)
        #expect(
            collected.messages.first?.hasPrefix(
                "answer(.submit(count: 9)) names an effect that is not pending") == true)
    }

    @Test("work that keeps sending stays pending while answered with stillRunning")
    func stillRunning() {
        let collected = CollectedFailures()
        let tester = FeatureTester(Cart(), state: .init(), reporter: collected.reporter)
        tester.send(.checkout, effects: [.submit(count: 0)])
        tester.answer(.submit(count: 0), with: .add("mug"), stillRunning: true) {
            $0.items = [.init(name: "mug", quantity: 1)]
        }
        tester.answer(.submit(count: 0), with: .bump(0), stillRunning: true) { $0.items[0].quantity = 2 }
        #expect(tester.pendingEffects == [.submit(count: 0)])
        tester.answer(.submit(count: 0), with: .checkedOut) { $0.items = [] }
        tester.finish()
        #expect(collected.messages.isEmpty)
        tester.answer(.submit(count: 0), with: .checkedOut)
        #expect(collected.messages.count == 1, "a finished effect cannot answer again")
    }

    @Test("a difference between nil and a value is reported, not a crash")
    func optionalDiff() {
        #expect(
            StructuralDiff.differences(
                expected: Optional<Cart.Item>.none as Any,
                actual: Optional(Cart.Item(name: "mug", quantity: 1)) as Any)
                == [
                    .init(
                        path: "", expected: "nil",
                        actual: "Optional(LoopTests.FeatureTesterTests.Cart.Item(name: \"mug\", quantity: 1))"
                    )
                ])
    }

    @Test("a long value is shown cut after 300 characters, with its length")
    func longValueCut() {
        // "[7, 7, …, 7]": 600 characters; the first 300 are "[", 99 times "7, ", and "7,".
        let pixels = [UInt8](repeating: 7, count: 200)
        let rendered = StructuralDiff.render(
            StructuralDiff.differences(expected: [[UInt8]]() as Any, actual: [pixels] as Any))
        let cut = "[" + String(repeating: "7, ", count: 99) + "7,"
        #expect(rendered == "  [0]\n    − (absent)\n    + \(cut)… (600 characters in all)")
    }

    @Test("non-exhaustive mode checks only what the test states")
    func nonExhaustive() {
        let collected = CollectedFailures()
        let tester = FeatureTester(
            Cart(), state: .init(), exhaustivity: .nonExhaustive, reporter: collected.reporter)
        tester.send(.add("mug"))
        tester.send(.add("cup")) { $0.note = "" }
        tester.send(.checkout)
        tester.finish()
        #expect(collected.messages.isEmpty)
        tester.send(.add("pen")) { $0.note = "wrong" }
        #expect(collected.messages.count == 1)
    }

    @Test("non-exhaustive mode lets an effect left unanswered pass, at finish and when dropped, and lists it")
    func nonExhaustiveUnanswered() {
        let collected = CollectedFailures()
        do {
            let tester = FeatureTester(
                Cart(), state: .init(), exhaustivity: .nonExhaustive, reporter: collected.reporter)
            tester.send(.checkout, effects: [.submit(count: 0)])
            tester.finish()
            #expect(tester.pendingEffects == [.submit(count: 0)])
            tester.send(.checkout)
            #expect(tester.pendingEffects == [.submit(count: 0), .submit(count: 0)])
        }
        #expect(collected.messages == [])
    }

    @Test("skipInFlightEffects drops every pending effect, so finish passes")
    func skipInFlightEffects() {
        let collected = CollectedFailures()
        let tester = FeatureTester(Cart(), state: .init(), reporter: collected.reporter)
        tester.send(.checkout, effects: [.submit(count: 0)])
        tester.send(.checkout, effects: [.submit(count: 0)])
        #expect(tester.pendingEffects == [.submit(count: 0), .submit(count: 0)])
        tester.skipInFlightEffects()
        #expect(tester.pendingEffects.isEmpty)
        tester.finish()
        #expect(collected.messages.isEmpty)
    }

    @Test("skipInFlightEffects with nothing in flight fails and says to remove the call")
    func skipNothing() {
        let collected = CollectedFailures()
        let tester = FeatureTester(Cart(), state: .init(), reporter: collected.reporter)
        tester.send(.checkout, effects: [.submit(count: 0)])
        tester.answer(.submit(count: 0), with: .checkedOut)
        tester.skipInFlightEffects()
        tester.finish()
        #expect(
            collected.messages == [
                """
                skipInFlightEffects() found no effect in flight to skip.
                Fix: remove the call; every effect has been answered, cancelled or dismissed.
                """
            ])
    }
}
