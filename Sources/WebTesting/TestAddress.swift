/// The address a `WebTester` serves at, as a browser names it: the requests' `Host` and `Origin`.
public enum TestAddress {
    public static let host = "127.0.0.1:8080"
    public static let origin = "http://\(host)"
}
