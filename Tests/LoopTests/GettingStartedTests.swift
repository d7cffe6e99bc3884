import Foundation
import Loop
import LoopObservation
import LoopTesting
import Testing
import TextDriver
import TextDriverTesting
import TextSnapshotTesting
import TextUI

struct Guestbook: Reducer {
    struct State: Equatable {
        var names: [String] = []
        var isSaving = false
    }

    enum Event { case signed(String), saved }

    enum Effect: LoopEffect { case save(String) }

    func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        switch event {
        case .signed(let name):
            state.names.append(name)
            state.isSaving = true
            return [.save(name)]
        case .saved:
            state.isSaving = false
            return []
        }
    }
}

@Test func signingSavesTheName() {
    let tester = FeatureTester(Guestbook(), state: .init())
    tester.send(.signed("Ada"), effects: [.save("Ada")]) {
        $0.names = ["Ada"]
        $0.isSaving = true
    }
    tester.answer(.save("Ada"), with: .saved) { $0.isSaving = false }
    tester.finish()
}

struct GuestbookSaver: EffectHandler {
    func handle(_ effect: Guestbook.Effect, send: Send<Guestbook.Event>) async { send(.saved) }
}

@available(macOS 14, iOS 17, *)
@MainActor @Test func aViewReadsTheNamesAndSigns() async throws {
    let store = Store(EventLoop(Guestbook(), state: .init(), handler: GuestbookSaver()))
    let names = store.scope(\.names)
    names.send(.signed("Ada"))
    #expect(names.value == ["Ada"])
    try await store.loop.settle()
    #expect(store.loop.state.isSaving == false)
}

enum GuestbookRenderer {
    static func render(_ state: Guestbook.State, width: Int, height: Int) -> Frame {
        var canvas = Canvas(width: width, height: height)
        canvas.draw("Guestbook (\(state.names.count))", at: Point(x: 0, y: 0), style: Style(bold: true))
        for (row, name) in state.names.enumerated() {
            canvas.draw("• \(name)", at: Point(x: 2, y: row + 2))
        }
        if state.isSaving { canvas.draw("Saving…", at: Point(x: 0, y: height - 1)) }
        return canvas.frame()
    }
}

@Test func showsTheNamesSigned() {
    let state = Guestbook.State(names: ["Ada", "Grace"], isSaving: true)
    assertSnapshot(of: GuestbookRenderer.render(state, width: 24, height: 6), named: "two-names")
}

struct GuestbookApp: TextApp {
    func makeLoop(language: String?, clock: ManualClock?) -> EventLoop<Guestbook> {
        EventLoop(Guestbook(), state: .init(), handler: GuestbookSaver(), clock: clock)
    }

    func render(_ state: Guestbook.State, size: TerminalSize, tick: Int) -> Frame {
        GuestbookRenderer.render(state, width: size.width, height: size.height)
    }

    func action(for key: Key, in state: Guestbook.State) -> KeyAction<Guestbook.Event>? {
        key == .enter ? .send(.signed("Guest \(state.names.count + 1)")) : nil
    }
}

@MainActor @Test func aScriptSignsTwice() async {
    let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Scenarios/GettingStarted")
    await assertScenario(
        scripts.appendingPathComponent("guestbook.scenario"),
        runner: ScriptRunner(app: GuestbookApp(), directory: scripts))
}
