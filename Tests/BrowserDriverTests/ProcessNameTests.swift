import BrowserDriver
import Testing

@Suite struct ProcessNameTests {
    @Test("a process's name is 1 to 32 letters, digits, - or _: what a proxy's pattern can match")
    func names() {
        #expect(ProcessName("web1")?.description == "web1")
        #expect(ProcessName("shop-eu_2")?.description == "shop-eu_2")
        #expect(ProcessName(String(repeating: "w", count: 32)) != nil)
        #expect(ProcessName(String(repeating: "w", count: 33)) == nil)
        #expect(ProcessName("") == nil)
        #expect(ProcessName("web.1") == nil)
        #expect(ProcessName("web/1") == nil)
        #expect(ProcessName("웹1") == nil)
        #expect(ProcessName("web 1") == nil)
    }
}
