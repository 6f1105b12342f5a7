// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/withtaskcancellationhandler(operation:oncancel:isolation:) (a task(id:) keeps a connection open inside withTaskCancellationHandler; a new id runs the handler at once, which closes it)
// What SwiftUI does: task(id:) cancels the running task when the id changes
// (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)); the cancellation handler "is always
// and immediately invoked when the task is canceled", so the connection closes before the operation notices. The
// operation's sleep returns early, its loop sees Task.isCancelled and returns; then the new task opens the next
// connection.
import SwiftUI

final class Connection {
    let name: String
    init(name: String) { self.name = name }
    func close() { print("connection \(name) closed") }
}

struct ChannelView: View {
    @State private var channel = "news"

    var body: some View {
        VStack {
            Text("Channel: \(channel)")
            Button("Switch to sports") { channel = "sports" }
        }
        .task(id: channel) {
            let connection = Connection(name: channel)
            print("connection \(connection.name) opened")
            await withTaskCancellationHandler {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    if !Task.isCancelled {
                        print("\(connection.name) ping")
                    }
                }
                print("operation for \(connection.name) returns")
            } onCancel: {
                connection.close()
            }
        }
    }
}

:mount ChannelView()
// expect: connection news opened
:advance 1s
// expect: news ping
:tap "Switch to sports"
// expect: connection news closed
// expect: operation for news returns
// expect: connection sports opened
:advance 1s
// expect: sports ping
