extension Strings {
    /// What a page says while its connection to the server is lost.
    public var offline: String {
        pick(
            "연결이 끊겼습니다. 다시 연결하는 중… 그동안 한 일은 연결되면 보내집니다.",
            "Offline. Reconnecting… What you do meanwhile is sent once the connection is back.")
    }
}
