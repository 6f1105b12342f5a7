// Stack Overflow "nested ObservableObject" style: an inbox ObservableObject publishes an array of message objects, each an ObservableObject observed by its row; marking a message read runs only its row, the inbox's unread count stays stale until its own view runs for another reason, and rows keep their objects, so they do not run then (rules §6.3, §5.1, §2.5)
import SwiftUI

final class Message: ObservableObject, Identifiable {
    let id: Int
    let subject: String
    @Published var isRead = false

    init(id: Int, subject: String) {
        self.id = id
        self.subject = subject
    }
}

final class Inbox: ObservableObject {
    @Published var messages = [
        Message(id: 1, subject: "Lunch"),
        Message(id: 2, subject: "Invoice"),
    ]

    var unreadCount: Int { messages.filter { !$0.isRead }.count }
}

struct MessageRow: View {
    @ObservedObject var message: Message

    var body: some View {
        let _ = print("MessageRow body: \(message.subject) read=\(message.isRead)")
        HStack {
            Text(message.subject)
            Button("Toggle \(message.subject)") { message.isRead.toggle() }
        }
    }
}

struct InboxView: View {
    @StateObject private var inbox = Inbox()
    @State private var refreshes = 0

    var body: some View {
        let _ = print("InboxView body: \(inbox.unreadCount) unread, refresh \(refreshes)")
        VStack {
            Text("\(inbox.unreadCount) unread")
            ForEach(inbox.messages) { message in
                MessageRow(message: message)
            }
            Button("Refresh") { refreshes += 1 }
            Button("New message") {
                inbox.messages.append(Message(id: 3, subject: "Hello"))
            }
        }
    }
}

:mount InboxView()
// expect: InboxView body: 2 unread, refresh 0
// expect: MessageRow body: Lunch read=false
// expect: MessageRow body: Invoice read=false
:tap "Toggle Lunch"
// expect: MessageRow body: Lunch read=true
:tap "Refresh"
// expect: InboxView body: 1 unread, refresh 1
:tap "New message"
// expect: InboxView body: 2 unread, refresh 1
// expect: MessageRow body: Hello read=false
