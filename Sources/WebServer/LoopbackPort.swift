/// Loopback ports for servers this process starts as children, which must be told their port before
/// they start (nginx's configuration names them; chromedriver does not take port 0).
public enum LoopbackPort {
    /// A port of 127.0.0.1 nobody listens on now: bound with port 0, read back, closed. Another process
    /// may take it before the child does; a child that cannot bind it says so.
    public static func free() throws(ServerError) -> Int {
        let (socket, port) = try Socket.listen(port: 0)
        socket.close()
        return port
    }
}
