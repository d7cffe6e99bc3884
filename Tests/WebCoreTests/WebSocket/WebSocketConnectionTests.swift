import Testing
import WebCore

@Suite struct WebSocketConnectionTests {
    @Test func deliversDataMessagesAndAnswersAPingWithItsPayload() {
        var connection = WebSocketConnection()
        let output = connection.receive(
            ClientFrame.text("hi") + ClientFrame.ping([0x48, 0x65, 0x6C, 0x6C, 0x6F]))
        #expect(output.messages == [.text("hi"), .ping([0x48, 0x65, 0x6C, 0x6C, 0x6F])])
        #expect(output.bytesToWrite == [])
        #expect(output.pong == [0x8A, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F])
        #expect(!output.closeSocket)
        #expect(connection.state == .open)
        #expect(
            connection.receive(ClientFrame.make(0x8A, [1]))
                == WebSocketConnection.Output(messages: [.pong([1])]))
    }

    @Test func answersOnlyTheLatestPingOfARead() {
        var connection = WebSocketConnection()
        let output = connection.receive(ClientFrame.ping([1]) + ClientFrame.ping([2]) + ClientFrame.ping([3]))
        #expect(output.messages == [.ping([1]), .ping([2]), .ping([3])])
        #expect(output.bytesToWrite == [])
        #expect(output.pong == [0x8A, 0x01, 0x03])
    }

    @Test func answersACloseByEchoingItsCodeThenClosesTheSocket() {
        var connection = WebSocketConnection()
        let output = connection.receive(ClientFrame.close([0x03, 0xE9, 0x62, 0x79, 0x65]))
        #expect(output.messages == [.close(.goingAway, reason: "bye")])
        #expect(output.bytesToWrite == [0x88, 0x02, 0x03, 0xE9])
        #expect(output.closeSocket)
        #expect(connection.state == .closed)
        #expect(connection.receive(ClientFrame.text("late")) == WebSocketConnection.Output())
        #expect(connection.send(.text("late")) == [])
    }

    @Test func answersACloseWithoutACodeWithAnEmptyClose() {
        var connection = WebSocketConnection()
        let output = connection.receive(ClientFrame.close([]))
        #expect(output.bytesToWrite == [0x88, 0x00])
        #expect(output.closeSocket)
    }

    @Test func failsOnAProtocolErrorWithTheCloseItCallsFor() {
        var connection = WebSocketConnection(maxMessageBytes: 4)
        let output = connection.receive(ClientFrame.text("ok") + [0x82, 0x85])
        #expect(output.messages == [.text("ok")])
        // 1009 and "message longer than 4 bytes".
        #expect(
            output.bytesToWrite
                == [0x88, 0x1D, 0x03, 0xF1] + Array("message longer than 4 bytes".utf8))
        #expect(output.closeSocket)
        #expect(output.failure == WebSocketProtocolError(.messageTooBig, "message longer than 4 bytes"))
        #expect(connection.state == .closed)
    }

    @Test func sendingACloseStartsTheClosingHandshake() {
        var connection = WebSocketConnection()
        #expect(connection.send(.ping([7])) == [0x89, 0x01, 0x07])
        #expect(connection.send(.close(nil, reason: "")) == [0x88, 0x00])
        #expect(connection.state == .closing)
        #expect(connection.send(.binary([1])) == [])
    }

    @Test func closingWaitsForThePeersCloseAndDoesNotAnswerItAgain() {
        var connection = WebSocketConnection()
        #expect(connection.send(.text("bye")) == [0x81, 0x03, 0x62, 0x79, 0x65])
        #expect(
            connection.close(.goingAway, reason: "restart") == [0x88, 0x09, 0x03, 0xE9]
                + Array("restart".utf8))
        #expect(connection.state == .closing)
        #expect(connection.close() == [])
        #expect(connection.send(.text("more")) == [])
        // Data the client sent before it saw the close still arrives; a ping is no longer answered.
        let before = connection.receive(ClientFrame.text("late") + ClientFrame.ping([1]))
        #expect(before == WebSocketConnection.Output(messages: [.text("late"), .ping([1])]))
        let answer = connection.receive(ClientFrame.close([0x03, 0xE9]))
        #expect(
            answer
                == WebSocketConnection.Output(messages: [.close(.goingAway, reason: "")], closeSocket: true))
        #expect(connection.state == .closed)
    }

    @Test func aFailureWhileClosingClosesTheSocketWithoutASecondClose() {
        var connection = WebSocketConnection()
        _ = connection.close()
        let output = connection.receive([0x81, 0x01, 0x61])
        #expect(output.bytesToWrite == [])
        #expect(output.closeSocket)
        #expect(output.failure?.code == .protocolError)
    }
}
