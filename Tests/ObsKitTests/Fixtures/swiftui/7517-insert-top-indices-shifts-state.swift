// Stack Overflow question: "I insert at the top and the wrong row is marked as read" — `ForEach(messages.indices, id: \.self)`
// What SwiftUI does: here the ids are the indices 0, 1, ... (rules §1.2). Inserting a message at index 0 of two
// leaves ids 0 and 1 in place and adds id 2: the nodes of ids 0 and 1 keep their @State but now show the new first
// and the old first message, and the one new node, id 2, shows the old last message and is the only row whose
// onAppear runs (rules §1.2, §11.1). So the "read" mark stays on row 0, now the new message. Rows 0 and 1 get new
// values (other subjects), so their bodies run (rules §2.7); the parent's body runs first (rules §2.8).
// Compare 7516, where the ids are the messages' own.
// Sources: rules §1.2, §2.7, §2.8, §11.1; https://developer.apple.com/documentation/swiftui/foreach
import SwiftUI

struct Message {
    let id: Int
    let subject: String
}

struct MessageRow: View {
    let message: Message
    @State private var isRead = false

    var body: some View {
        let _ = print("MessageRow body: \(message.subject)")
        Button("\(isRead ? "" : "• ")\(message.subject)") {
            isRead = true
            print("read \(message.subject)")
        }
        .onAppear { print("appear \(message.subject)") }
    }
}

struct InboxView: View {
    @State private var messages = [
        Message(id: 1, subject: "Lunch?"),
        Message(id: 2, subject: "Invoice"),
    ]
    @State private var nextID = 3

    var body: some View {
        let _ = print("InboxView body: \(messages.count) messages")
        NavigationStack {
            List {
                ForEach(messages.indices, id: \.self) { index in
                    MessageRow(message: messages[index])
                }
            }
            .navigationTitle("Inbox")
            .toolbar {
                Button("New") {
                    messages.insert(Message(id: nextID, subject: "Build \(nextID) ready"), at: 0)
                    nextID += 1
                }
            }
        }
    }
}

:mount InboxView()
// expect: InboxView body: 2 messages
// expect: MessageRow body: Lunch?
// expect: MessageRow body: Invoice
// expect: appear Lunch?
// expect: appear Invoice
:tap "• Lunch?"
// expect: read Lunch?
// expect: MessageRow body: Lunch?
:tap "New"
// expect: InboxView body: 3 messages
// expect: MessageRow body: Build 3 ready
// expect: MessageRow body: Lunch?
// expect: MessageRow body: Invoice
// expect: appear Invoice
:tap "• Lunch?"
// expect: read Lunch?
// expect: MessageRow body: Lunch?
:tap "Build 3 ready"
// expect: read Build 3 ready
