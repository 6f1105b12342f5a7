// Tutorial style (AsyncStream feeding an @Observable model): buttons yield into a stream made with makeStream; the view's .task consumes it with for await; unmount cancels the task, which terminates the stream and ends the loop (rules §8.3, §11.3, §1.4)
import SwiftUI
import Observation

@MainActor
@Observable
final class ChatRoom {
    private(set) var messages: [String] = []
    @ObservationIgnored private let stream: AsyncStream<String>
    @ObservationIgnored private let continuation: AsyncStream<String>.Continuation

    init() {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        continuation.onTermination = { reason in
            print("stream terminated: \(reason)")
        }
        self.stream = stream
        self.continuation = continuation
    }

    func send(_ text: String) {
        print("yield \(text)")
        continuation.yield(text)
    }

    func listen() async {
        print("listening")
        for await message in stream {
            messages.append(message)
            print("received \(message), total \(messages.count)")
        }
        print("listen loop ended")
    }
}

struct ChatView: View {
    @State private var room = ChatRoom()

    var body: some View {
        let _ = print("body: \(room.messages.count) messages")
        VStack {
            ForEach(room.messages, id: \.self) { message in
                Text(message)
            }
            Button("Say Hi") { room.send("hi") }
            Button("Say Bye") { room.send("bye") }
        }
        .task {
            await room.listen()
        }
    }
}

:mount ChatView()
// expect: body: 0 messages
// expect: listening
:tap "Say Hi"
// expect: yield hi
// expect: received hi, total 1
// expect: body: 1 messages
:tap "Say Bye"
// expect: yield bye
// expect: received bye, total 2
// expect: body: 2 messages
:unmount
// expect: stream terminated: cancelled
// expect: listen loop ended
