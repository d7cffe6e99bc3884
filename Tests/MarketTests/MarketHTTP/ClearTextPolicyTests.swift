import Foundation
import Market
import MarketHTTP
import Testing

/// Clear text (http) only to this machine; https anywhere.
struct ClearTextPolicyTests {
    @Test(
        "https anywhere, http to loopback",
        arguments: [
            "https://openmarket.yagom-academy.kr", "https://203.0.113.5:8443", "http://localhost:8080",
            "http://LOCALHOST", "http://127.0.0.1:9", "http://127.255.0.3", "http://[::1]:8080",
        ])
    func allowed(address: String) throws {
        #expect(ClearTextPolicy.allows(try #require(URL(string: address))))
    }

    @Test(
        "http to any other host, or another scheme, is refused",
        arguments: [
            "http://openmarket.yagom-academy.kr", "http://192.0.2.1", "http://128.0.0.1", "http://10.0.0.1",
            "http://127.0.0.1.evil.com", "http://localhost.evil.com", "http://127.0.0", "http://127.0.0.256",
            "http://[::2]", "ftp://127.0.0.1", "http://evil.com#@127.0.0.1",
        ])
    func refused(address: String) throws {
        #expect(!ClearTextPolicy.allows(try #require(URL(string: address))))
    }
}
