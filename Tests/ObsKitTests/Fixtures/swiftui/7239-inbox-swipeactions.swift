// Inbox with swipe actions as Apple's swipeActions page writes them: a leading "Read"/"Unread" action and trailing
// known-gap: error: 7239-inbox-swipeactions.swift:97:1: error: no visible button labelled "Flag"; no buttons are visible
// "Delete" (destructive) and "Flag" actions on each row, rows drawn by a MessageRow view.
// What SwiftUI does: a swipe action is a Button; tapping it runs its action (rules §15.3). The action changes the
// array, the list's body runs, and of the rows, built again, only the one whose value changed runs its body (rules
// §1.2, §2.6, §2.7). A deleted row's node is destroyed. ObsREPL has no swipe gesture: `:tap` on the action's title
// stands for swipe-then-tap (Nth in tree order: each row's leading action, then its trailing ones) — an assumption,
// as the README lists no separate command for swipe actions.
// Sources: rules §1.2, §2.6, §2.7, §15.3; https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)
import SwiftUI

struct Message: Identifiable {
    let id: Int
    let sender: String
    var isRead = false
    var isFlagged = false
}

struct MessageRow: View {
    let message: Message

    var body: some View {
        let _ = print("MessageRow body: \(message.sender)\(message.isRead ? "" : " (unread)")\(message.isFlagged ? " flagged" : "")")
        HStack {
            Text(message.sender)
                .fontWeight(message.isRead ? .regular : .bold)
            if message.isFlagged {
                Image(systemName: "flag.fill")
            }
        }
    }
}

struct InboxView: View {
    @State private var messages = [
        Message(id: 1, sender: "Ann"),
        Message(id: 2, sender: "Ben"),
        Message(id: 3, sender: "Cal"),
    ]

    var body: some View {
        let _ = print("InboxView body: \(messages.count) messages")
        NavigationStack {
            List {
                ForEach(messages) { message in
                    MessageRow(message: message)
                        .swipeActions(edge: .leading) {
                            Button {
                                toggleRead(message.id)
                            } label: {
                                Label(message.isRead ? "Unread" : "Read", systemImage: "envelope.badge")
                            }
                            .tint(.blue)
                        }
                        .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                            Button(role: .destructive) {
                                delete(message.id)
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                            Button {
                                toggleFlag(message.id)
                            } label: {
                                Label("Flag", systemImage: "flag")
                            }
                            .tint(.orange)
                        }
                }
            }
            .navigationTitle("Inbox")
        }
    }

    private func toggleRead(_ id: Int) {
        guard let index = messages.firstIndex(where: { $0.id == id }) else { return }
        messages[index].isRead.toggle()
        print("\(messages[index].sender) read: \(messages[index].isRead)")
    }

    private func toggleFlag(_ id: Int) {
        guard let index = messages.firstIndex(where: { $0.id == id }) else { return }
        messages[index].isFlagged.toggle()
        print("\(messages[index].sender) flagged: \(messages[index].isFlagged)")
    }

    private func delete(_ id: Int) {
        print("deleting message \(id)")
        messages.removeAll { $0.id == id }
    }
}

:mount InboxView()
// expect: InboxView body: 3 messages
// expect: MessageRow body: Ann (unread)
// expect: MessageRow body: Ben (unread)
// expect: MessageRow body: Cal (unread)
:tap "Flag" 2
// expect: Ben flagged: true
// expect: InboxView body: 3 messages
// expect: MessageRow body: Ben (unread) flagged
:tap "Read"
// expect: Ann read: true
// expect: InboxView body: 3 messages
// expect: MessageRow body: Ann
:tap "Delete" 3
// expect: deleting message 3
// expect: InboxView body: 2 messages
