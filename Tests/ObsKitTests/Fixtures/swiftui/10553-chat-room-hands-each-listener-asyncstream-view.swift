// async-in-views style: a chat room hands each listener an AsyncStream; the view listens in .task with for await; leaving cancels the task, the stream terminates and later messages reach nobody
import SwiftUI

@MainActor
final class ChatRoom {
    private var listeners: [AsyncStream<String>.Continuation] = []

    func messages() -> AsyncStream<String> {
        AsyncStream { continuation in
            let number = listeners.count
            listeners.append(continuation)
            print("listener \(number) added")
            continuation.onTermination = { _ in
                print("listener \(number) terminated")
            }
        }
    }

    func send(_ text: String) {
        print("sending '\(text)'")
        for listener in listeners {
            listener.yield(text)
        }
    }
}

struct ChatView: View {
    let room: ChatRoom
    @State private var received: [String] = []

    var body: some View {
        let _ = print("ChatView body: \(received)")
        List(received, id: \.self) { Text($0) }
            .task {
                for await message in room.messages() {
                    received.append(message)
                }
                print("ChatView stopped listening")
            }
    }
}

struct ChatHost: View {
    @State private var room = ChatRoom()
    @State private var joined = true

    var body: some View {
        let _ = print("ChatHost body: joined=\(joined)")
        VStack {
            Button("Broadcast") { room.send("hello") }
            Button("Leave") { joined = false }
            if joined { ChatView(room: room) }
        }
    }
}

:mount ChatHost()
// expect: ChatHost body: joined=true
// expect: ChatView body: []
// expect: listener 0 added
:tap "Broadcast"
// expect: sending 'hello'
// expect: ChatView body: ["hello"]
:tap "Leave"
// expect: ChatHost body: joined=false
// expect: listener 0 terminated
// expect: ChatView stopped listening
:tap "Broadcast"
// expect: sending 'hello'
