// SwiftUI from Apple's documentation: .task loads data when the view appears; later state changes don't start it again
// Apple, task(priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)): "Adds an
// asynchronous task to perform before this view appears." (The variant that reruns is task(id:priority:_:): "Adds a task
// to perform before this view appears or when a specified value changes.") This view appears once, so it loads once.
import SwiftUI

struct InboxView: View {
    @State private var messages: [String] = []
    @State private var unreadOnly = false
    var body: some View {
        List {
            Toggle("Unread only", isOn: $unreadOnly)
            ForEach(messages, id: \.self) { message in
                Text(message)
            }
        }
        .task {
            print("loading")
            messages = await loadMessages()
            print("loaded \(messages.count) messages")
        }
    }

    func loadMessages() async -> [String] {
        try? await Task.sleep(for: .milliseconds(200))
        return ["Welcome", "Invoice", "Lunch?"]
    }
}

:mount InboxView()
:advance 200ms
:toggle "Unread only"
:toggle "Unread only"
:advance 1s
// expect: loading
// expect: loaded 3 messages
