// Apple List docs style: an inbox whose banner is an @ViewBuilder property returning Text or EmptyView, and whose list gives way to a ContentUnavailableView once the last message is swiped away; rows take messages by value, so "Mark all read" runs only the unread rows (rules §15.2, §1.1, §2.3, §2.7)
import SwiftUI

struct Message: Identifiable, Equatable {
    let id: Int
    let subject: String
    var unread = true
}

struct MessageRow: View {
    let message: Message

    var body: some View {
        let _ = print("MessageRow body: \(message.subject)\(message.unread ? " (unread)" : "")")
        Text(message.subject)
    }
}

struct InboxView: View {
    @State private var messages = [
        Message(id: 1, subject: "Invoice"),
        Message(id: 2, subject: "Lunch", unread: false),
        Message(id: 3, subject: "Trip"),
    ]

    @ViewBuilder private var banner: some View {
        let unread = messages.filter(\.unread).count
        if unread > 0 {
            Text("\(unread) unread")
        } else {
            EmptyView()
        }
    }

    var body: some View {
        let _ = print("InboxView body: \(messages.count) messages")
        VStack {
            banner
            if messages.isEmpty {
                ContentUnavailableView("Inbox Zero", systemImage: "tray", description: Text("No messages"))
            } else {
                List {
                    ForEach(messages) { message in
                        MessageRow(message: message)
                    }
                    .onDelete { offsets in messages.remove(atOffsets: offsets) }
                }
            }
            Button("Mark all read") {
                for index in messages.indices { messages[index].unread = false }
            }
        }
    }
}

:mount InboxView()
// expect: InboxView body: 3 messages
// expect: MessageRow body: Invoice (unread)
// expect: MessageRow body: Lunch
// expect: MessageRow body: Trip (unread)
:delete "Invoice"
// expect: InboxView body: 2 messages
:tap "Mark all read"
// expect: InboxView body: 2 messages
// expect: MessageRow body: Trip
:delete "Lunch"
// expect: InboxView body: 1 messages
:delete "Trip"
// expect: InboxView body: 0 messages
:tap "Mark all read"
