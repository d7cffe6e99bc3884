import Screens
import Testing
import TextFrontEnd

@Suite("Key map")
struct KeyMapTests {
    @Test("an unrecognised key (Delete, Home, a function key) types nothing into a field or the password")
    func unrecognizedKeysDoNothing() {
        var form = Showcase.loadedList(.korean, TerminalSize(width: 80, height: 24))
        Showcase.send(.registerTapped, to: &form)
        Showcase.send(.form(.focused(.name)), to: &form)
        #expect(KeyMap.events(for: .unrecognized, in: form) == [])
        #expect(KeyMap.events(for: .character("a"), in: form) == [.form(.textChanged(.name, "a"))])

        var prompt = Showcase.loadedList(.korean, TerminalSize(width: 80, height: 24))
        prompt.detail = ProductDetailState(productID: 106, userVendorID: nil)
        prompt.detail?.delete = .passwordPrompt(PasswordPrompt(productID: 106))
        #expect(KeyMap.events(for: .unrecognized, in: prompt) == [])
        #expect(KeyMap.events(for: .character("1"), in: prompt) == [.detail(.delete(.passwordChanged("1")))])
    }
}
