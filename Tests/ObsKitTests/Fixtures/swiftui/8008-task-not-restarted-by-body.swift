// SwiftUI from Apple's documentation: .task runs once per appearance, not once per body evaluation
// Apple, View.task(priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)): "Adds an asynchronous task to
// perform before this view appears." ... "SwiftUI will automatically cancel the task at some point after the view disappears before
// the action completes." The task's own write to state re-runs the body (the body reads it), and a tap re-runs it again; neither
// starts the task a second time.
import SwiftUI

struct Inbox: View {
    @State private var messages: [String] = []
    @State private var filter = "all"

    var body: some View {
        let _ = print("Inbox body: \(messages.count) messages, \(filter)")
        VStack {
            Button("Unread") { filter = "unread" }
            Text("\(messages.count)")
        }
        .task {
            print("loading")
            try? await Task.sleep(for: .seconds(1))
            messages = ["Hi", "Lunch?"]
            print("loaded")
        }
    }
}

:mount Inbox()
// expect: Inbox body: 0 messages, all
// expect: loading
:tap "Unread"
// expect: Inbox body: 0 messages, unread
:advance 1s
// expect: loaded
// expect: Inbox body: 2 messages, unread
:tap "Unread"
