// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/asyncstream/continuation/yieldresult/terminated (task(id:) iterates one room's stream; switching rooms cancels the iteration, and a later yield to the old stream reports .terminated)
// What SwiftUI does: a new id cancels the running task (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:));
// cancelling the iterating task terminates the stream with .cancelled
// (https://developer.apple.com/documentation/swift/asyncstream/continuation/termination/cancelled). A yield after
// that is not enqueued: "The stream didn't enqueue the element because the stream was in a terminal state."
import SwiftUI

@MainActor
final class ChatServer {
    private var continuations: [String: AsyncStream<String>.Continuation] = [:]

    func join(_ room: String) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        continuation.onTermination = { termination in
            if case .cancelled = termination {
                print("\(room) stream cancelled")
            }
        }
        continuations[room] = continuation
        return stream
    }

    func post(_ text: String, to room: String) {
        guard let continuation = continuations[room] else { return }
        let result = continuation.yield(text)
        if case .terminated = result {
            print("post to \(room) not delivered: terminated")
        }
    }
}

struct RoomView: View {
    @State private var server = ChatServer()
    @State private var room = "general"
    @State private var lastMessage = "-"

    var body: some View {
        let _ = print("body: \(room), last \(lastMessage)")
        VStack {
            Text(lastMessage)
            Button("Post to general") { server.post("hi general", to: "general") }
            Button("Post to random") { server.post("hi random", to: "random") }
            Button("Go to random") { room = "random" }
        }
        .task(id: room) {
            for await message in server.join(room) {
                lastMessage = message
            }
        }
    }
}

:mount RoomView()
// expect: body: general, last -
:tap "Post to general"
// expect: body: general, last hi general
:tap "Go to random"
// expect: body: random, last hi general
// expect: general stream cancelled
:tap "Post to general"
// expect: post to general not delivered: terminated
:tap "Post to random"
// expect: body: random, last hi random
