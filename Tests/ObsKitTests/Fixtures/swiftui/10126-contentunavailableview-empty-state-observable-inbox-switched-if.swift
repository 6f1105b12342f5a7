// what's-new style: ContentUnavailableView as the empty state of an @Observable inbox, switched by an if/else (a branch switch makes the other view appear); toolbar buttons in a NavigationStack; `removeAll()` on an empty array is an in-place change and still notifies (rules §1.1, §11.1, §8.1, §15.4)
import SwiftUI

@Observable
final class Inbox {
    var messages: [String] = []
}

struct InboxView: View {
    @State private var inbox = Inbox()

    var body: some View {
        let _ = print("InboxView body: \(inbox.messages.count) messages")
        NavigationStack {
            VStack {
                if inbox.messages.isEmpty {
                    ContentUnavailableView("No Messages", systemImage: "tray", description: Text("New mail shows up here."))
                        .onAppear { print("empty state appeared") }
                } else {
                    List(inbox.messages, id: \.self) { message in
                        Text(message)
                    }
                    .onAppear { print("list appeared") }
                }
            }
            .toolbar {
                Button("Receive") { inbox.messages.append("Message \(inbox.messages.count + 1)") }
                Button("Clear") { inbox.messages.removeAll() }
            }
        }
    }
}

:mount InboxView()
// expect: InboxView body: 0 messages
// expect: empty state appeared
:tap "Receive"
// expect: InboxView body: 1 messages
// expect: list appeared
:tap "Receive"
// expect: InboxView body: 2 messages
:tap "Clear"
// expect: InboxView body: 0 messages
// expect: empty state appeared
:tap "Clear"
// expect: InboxView body: 0 messages
