// Stack Overflow style: "a row with an action closure re-renders on every parent update" (pitfall part: a closure that captures anything is new at each parent render, so the plain row always differs; fix part: the row is Equatable and compares only its data; with a closure it is not plain data, so SwiftUI uses its == and skips the body) (rules §2.2, §2.4, §2.7)
import SwiftUI

struct PlainMailboxRow: View {
    let title: String
    let unread: Int
    let onOpen: () -> Void

    var body: some View {
        let _ = print("PlainMailboxRow body: \(title) \(unread)")
        Button(title) { onOpen() }
    }
}

struct MailboxRow: View, Equatable {
    let title: String
    let unread: Int
    let onOpen: () -> Void

    static func == (lhs: MailboxRow, rhs: MailboxRow) -> Bool {
        lhs.title == rhs.title && lhs.unread == rhs.unread
    }

    var body: some View {
        let _ = print("MailboxRow body: \(title) \(unread)")
        Button(title) { onOpen() }
    }
}

struct Mailboxes: View {
    @State private var opened = ""
    @State private var inboxUnread = 2

    var body: some View {
        let _ = print("Mailboxes body: opened '\(opened)'")
        VStack {
            PlainMailboxRow(title: "Inbox", unread: inboxUnread, onOpen: { opened = "Inbox" })
            MailboxRow(title: "Archive", unread: 0, onOpen: { opened = "Archive" })
            Button("New mail") { inboxUnread += 1 }
        }
    }
}

:mount Mailboxes()
// expect: Mailboxes body: opened ''
// expect: PlainMailboxRow body: Inbox 2
// expect: MailboxRow body: Archive 0
:tap "Archive"
// expect: Mailboxes body: opened 'Archive'
// expect: PlainMailboxRow body: Inbox 2
:tap "New mail"
// expect: Mailboxes body: opened 'Archive'
// expect: PlainMailboxRow body: Inbox 3
:tap "Inbox"
// expect: Mailboxes body: opened 'Inbox'
// expect: PlainMailboxRow body: Inbox 3
