// Chat: a room object that hands out an `AsyncStream` of messages, consumed by a feed view's `.task`; hiding the feed
// cancels the consumer, which terminates the stream. Own code in the style of Apple's AsyncStream examples.
// What SwiftUI does: each posted message resumes the consumer, whose `@State` write runs the feed's body in that turn
// (rules §3.4, §10.1). Hiding the feed destroys its node and cancels its task (rules §1.4, §11.3): an `AsyncStream`
// iterator that is cancelled calls `onTermination` with `.cancelled` at once and then ends the loop (Apple
// `AsyncStream`, `Continuation.onTermination`), in the turn of the cancellation (corpus README, assumption 13). A
// message posted while hidden goes to a terminated stream and is dropped. Shown again, the feed is a new node with
// empty state and a new stream.
// Sources: rules §1.4, §3.4, §10.1, §11.3; https://developer.apple.com/documentation/swift/asyncstream
// https://developer.apple.com/documentation/swift/asyncstream/continuation/ontermination
import SwiftUI

@MainActor
final class ChatRoom {
    private var continuation: AsyncStream<String>.Continuation?

    func messages() -> AsyncStream<String> {
        AsyncStream { continuation in
            self.continuation = continuation
            continuation.onTermination = { termination in
                if case .cancelled = termination {
                    print("chat stream terminated: cancelled")
                } else {
                    print("chat stream terminated: finished")
                }
            }
        }
    }

    func post(_ text: String) {
        continuation?.yield(text)
    }
}

struct ChatFeed: View {
    let room: ChatRoom
    @State private var lines: [String] = []

    var body: some View {
        let _ = print("ChatFeed body: \(lines)")
        VStack {
            ForEach(lines, id: \.self) { line in
                Text(line)
            }
        }
        .task {
            print("feed: listening")
            for await line in room.messages() {
                lines.append(line)
            }
            print("feed: loop ended")
        }
    }
}

struct ChatScreen: View {
    @State private var room = ChatRoom()
    @State private var showFeed = true
    @State private var sent = 0

    var body: some View {
        let _ = print("ChatScreen body: feed \(showFeed)")
        VStack {
            if showFeed {
                ChatFeed(room: room)
            }
            Button("Send") {
                sent += 1
                room.post("Hi #\(sent)")
            }
            Button(showFeed ? "Hide feed" : "Show feed") {
                showFeed.toggle()
            }
        }
    }
}

:mount ChatScreen()
// expect: ChatScreen body: feed true
// expect: ChatFeed body: []
// expect: feed: listening
:tap "Send"
// expect: ChatFeed body: ["Hi #1"]
:tap "Send"
// expect: ChatFeed body: ["Hi #1", "Hi #2"]
:tap "Hide feed"
// expect: ChatScreen body: feed false
// expect: chat stream terminated: cancelled
// expect: feed: loop ended
:tap "Send"
:tap "Show feed"
// expect: ChatScreen body: feed true
// expect: ChatFeed body: []
// expect: feed: listening
:tap "Send"
// expect: ChatFeed body: ["Hi #4"]
