// Follows Apple's `View/onDisappear(perform:)` page
// (https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)), "Adds an action to perform after
// this view disappears", with its counterpart onAppear used to load data once, as apps do.
// - onAppear runs once when the view appears, after its first body; its write to @State runs the body again in the
//   same turn (Apple `view/onappear(perform:)`; rules §10.3, §11.1, §10.1: a turn runs until the graph is quiet).
// - Re-renders of a view already on screen fire neither callback (rules §11.1), so the list is not loaded again when
//   it becomes empty.
// - `:unmount` removes the view: its onDisappear runs, and reads the @State the view last had (README `:unmount`;
//   rules §1.4: storage keeps its last value for the view's own onDisappear).
import SwiftUI

struct InboxList: View {
    @State private var messages: [String] = []

    var body: some View {
        let _ = print("InboxList body: \(messages.count) messages")
        VStack {
            ForEach(messages, id: \.self) { Text($0) }
            Button("Mark read") { messages.removeFirst() }
        }
        .onAppear {
            print("InboxList appeared")
            if messages.isEmpty {
                messages = ["Hi", "Lunch?"]
            }
        }
        .onDisappear {
            print("InboxList disappeared with \(messages.count) messages")
        }
    }
}

:mount InboxList()
// expect: InboxList body: 0 messages
// expect: InboxList appeared
// expect: InboxList body: 2 messages
:tap "Mark read"
// expect: InboxList body: 1 messages
:tap "Mark read"
// expect: InboxList body: 0 messages
:unmount
// expect: InboxList disappeared with 0 messages
