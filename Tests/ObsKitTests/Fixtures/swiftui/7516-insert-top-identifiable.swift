// Hacking with Swift style: inserting a new message at the top of an inbox with `insert(_:at: 0)`, rows keyed by a stable id
// What SwiftUI does: the rows are named by their messages' ids (rules §1.2), so inserting at index 0 adds one id:
// one new node, one onAppear (rules §11.1). The rows already there keep their nodes and their @State ("read" stays on
// the message that was read), though each one's position moved. Their values are equal, so their bodies do not run
// (rules §2.7); only the parent's body runs, since it reads the array (rules §3.5).
// Sources: rules §1.2, §2.7, §3.5, §11.1; https://developer.apple.com/documentation/swiftui/foreach
import SwiftUI

struct Message: Identifiable {
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
                ForEach(messages) { message in
                    MessageRow(message: message)
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
// expect: appear Build 3 ready
:tap "• Build 3 ready"
// expect: read Build 3 ready
// expect: MessageRow body: Build 3 ready
:tap "Lunch?"
// expect: read Lunch?
