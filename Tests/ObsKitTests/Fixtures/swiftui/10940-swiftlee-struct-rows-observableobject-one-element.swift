// Blog style (SwiftLee): struct rows in an ObservableObject: one element's change re-runs the list and only the row whose value differs; a batch of writes is one update (rules §6.3, §6.5, §10.1, §2.3, §12.1)
import SwiftUI
import Combine

struct Message: Identifiable {
    let id: Int
    var subject: String
    var read = false
}

final class Inbox: ObservableObject {
    @Published var messages: [Message] = [
        Message(id: 1, subject: "Hello"),
        Message(id: 2, subject: "Invoice"),
        Message(id: 3, subject: "Lunch"),
    ]

    init() { print("Inbox init") }
}

struct MessageRow: View {
    let message: Message

    var body: some View {
        let _ = print("MessageRow \(message.subject) read=\(message.read)")
        Text(message.subject)
    }
}

struct InboxView: View {
    @StateObject private var inbox = Inbox()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            List {
                ForEach(inbox.messages) { message in
                    MessageRow(message: message)
                }
            }
            Button("Mark first read") {
                inbox.messages[0].read = true
            }
            Button("Mark all read") {
                for index in inbox.messages.indices {
                    inbox.messages[index].read = true
                }
            }
        }
    }
}
:mount InboxView()
// expect: Inbox init
// expect: InboxView: @self, @identity, _inbox changed.
// expect: MessageRow Hello read=false
// expect: MessageRow Invoice read=false
// expect: MessageRow Lunch read=false
:tap "Mark first read"
// expect: InboxView: _inbox changed.
// expect: MessageRow Hello read=true
:tap "Mark all read"
// expect: InboxView: _inbox changed.
// expect: MessageRow Invoice read=true
// expect: MessageRow Lunch read=true
