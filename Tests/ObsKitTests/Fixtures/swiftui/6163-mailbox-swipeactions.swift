// A mailbox with `.swipeActions` on each row: a leading "Read" action and trailing "Archive" and destructive
// "Delete" actions (Apple's `view/swipeactions(edge:allowsfullswipe:content:)` example style), and
// `.badge` on the rows with unread counts.
// Expected: the plain "Mark all read" button works; swipe buttons are hidden until the row is
// swiped, so a plain `:tap "Archive"` finds no visible button (ObsREPL's usual error for a button that is
// not on screen).
import SwiftUI

struct MailThread: Identifiable {
    let id: Int
    let subject: String
    var unread: Int
}

struct Mailbox: View {
    @State private var threads = [
        MailThread(id: 1, subject: "Lunch?", unread: 2),
        MailThread(id: 2, subject: "Invoice", unread: 0),
    ]
    @State private var archived: [MailThread] = []

    var body: some View {
        List {
            ForEach(threads) { thread in
                Text(thread.subject)
                    .badge(thread.unread)
                    .swipeActions(edge: .leading) {
                        Button("Read") { markRead(thread) }
                            .tint(.blue)
                    }
                    .swipeActions(edge: .trailing) {
                        Button("Delete", role: .destructive) { delete(thread) }
                        Button("Archive") {
                            archived.append(thread)
                            delete(thread)
                        }
                        .tint(.orange)
                    }
            }
            Button("Mark all read") {
                for thread in threads { markRead(thread) }
                print("unread:", threads.map(\.unread).reduce(0, +))
            }
        }
    }

    private func markRead(_ thread: MailThread) {
        if let index = threads.firstIndex(where: { $0.id == thread.id }) {
            threads[index].unread = 0
        }
    }

    private func delete(_ thread: MailThread) {
        threads.removeAll { $0.id == thread.id }
    }
}

:mount Mailbox()
:tap "Mark all read"
:tap "Archive"

// expect: unread: 0
// expect-error: no visible button labelled "Archive"
