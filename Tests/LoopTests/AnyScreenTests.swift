import Foundation
import Loop
import Testing

/// A stack of screens an app lists once (`ScreenRegistry`) rather than writing as an enum's cases:
/// events reach the screen they are for, each screen's work keeps its own identities, and states,
/// events and effects are coded and described as an enum's cases would be.
@Suite("Stack of listed screens")
struct AnyScreenTests {
    struct Note: StackScreen {
        static let name = "note"
        var text = ""

        enum Event: Equatable, Codable, Sendable { case typed(String), save }
        enum Effect: StackElementEffect, Codable {
            case save(String)
            enum ID: Hashable, Sendable { case save }
            var scheduling: EffectScheduling<ID> { .replacing(.save) }
        }

        mutating func reduce(_ event: Event) -> [Effect] {
            switch event {
            case .typed(let text):
                self.text += text
                return []
            case .save: return [.save(text)]
            }
        }
    }

    struct Settings: StackScreen {
        static let name = "settings"
        var isOn = false

        enum Event: Equatable, Codable, Sendable { case toggle }
        enum Effect: StackElementEffect, Codable {
            case store(Bool)
            enum ID: Hashable, Sendable { case save }
            var scheduling: EffectScheduling<ID> { .replacing(.save) }
        }

        mutating func reduce(_ event: Event) -> [Effect] {
            isOn.toggle()
            return [.store(isOn)]
        }
    }

    /// The app's screens: one line each.
    enum Screens: ScreenRegistry {
        static let screens: [any StackScreen.Type] = [Note.self, Settings.self]
    }

    typealias Screen = AnyScreen<Screens>

    @Test(
        "an event reaches the screen it is for; one for another kind of screen is refused (nil), for the stack to drop"
    )
    func routing() {
        var path = StackState<Screen>()
        let note = path.append(Screen(Note()))
        let settings = path.append(Screen(Settings()))

        let typed = path.modify(note) { $0.reduce(AnyScreenEvent(.typed("milk"), for: Note.self)) }
        let toggled = path.modify(settings) { $0.reduce(AnyScreenEvent(.toggle, for: Settings.self)) }
        let misdirected = path.modify(settings) { $0.reduce(AnyScreenEvent(.save, for: Note.self)) }

        #expect(typed == .some([]))
        #expect(toggled == .some([AnyScreenEffect(.store(true), of: Settings.self)]))
        #expect(misdirected == .some(nil))
        #expect(path[id: note]?.screen(Note.self)?.text == "milk")
        #expect(path[id: settings]?.screen(Settings.self)?.isOn == true)
        #expect(path[id: settings]?.screen(Note.self) == nil)
        #expect(path == [Screen(Note(text: "milk")), Screen(Settings(isOn: true))])
    }

    @Test(
        "two screens' work with equal identities of their own is kept apart: replacing one replaces only it")
    func identities() {
        let save = AnyScreenEffect<Screens>(.save("milk"), of: Note.self).scheduling
        let store = AnyScreenEffect<Screens>(.store(true), of: Settings.self).scheduling
        let saveAgain = AnyScreenEffect<Screens>(.save("eggs"), of: Note.self).scheduling
        guard case .replacing(let saveID) = save, case .replacing(let storeID) = store,
            case .replacing(let saveAgainID) = saveAgain
        else {
            Issue.record(
                "expected each screen's own replacing scheduling, got \(save), \(store), \(saveAgain)")
            return
        }
        #expect(saveID != storeID)
        #expect(saveID == saveAgainID)
    }

    @Test("states, events and effects are coded as an enum's case with one value, and read back")
    func coding() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let event = AnyScreenEvent<Screens>(.typed("milk"), for: Note.self)
        let effect = AnyScreenEffect<Screens>(.store(true), of: Settings.self)

        #expect(
            String(decoding: try encoder.encode(event), as: UTF8.self)
                == #"{"note":{"_0":{"typed":{"_0":"milk"}}}}"#)
        #expect(
            String(decoding: try encoder.encode(effect), as: UTF8.self)
                == #"{"settings":{"_0":{"store":{"_0":true}}}}"#)
        #expect(
            String(decoding: try encoder.encode(Screen(Settings(isOn: true))), as: UTF8.self)
                == #"{"settings":{"_0":{"isOn":true}}}"#)
        #expect(try JSONDecoder().decode(AnyScreenEvent<Screens>.self, from: encoder.encode(event)) == event)
        #expect(
            try JSONDecoder().decode(AnyScreenEffect<Screens>.self, from: encoder.encode(effect)) == effect)
    }

    @Test("an event for a screen the app does not list is refused with the screen's name")
    func unknownScreen() {
        let json = Data(#"{"profile":{"_0":{"toggle":{}}}}"#.utf8)
        #expect {
            try JSONDecoder().decode(AnyScreenEvent<Screens>.self, from: json)
        } throws: { error in
            "\(error)".contains("no screen is named 'profile'")
        }
    }

    @Test("an event and an effect are described as an enum's cases, as failures and the viewer show them")
    func description() {
        let event = StackEvent<AnyScreenEvent<Screens>>.element(
            2, AnyScreenEvent(.typed("a"), for: Note.self))
        #expect(CaseDescription.describe(event) == #".element(#2, .note(.typed("a")))"#)
        #expect(
            CaseDescription.describe(AnyScreenEffect<Screens>(.store(false), of: Settings.self))
                == ".settings(.store(false))")
    }
}
