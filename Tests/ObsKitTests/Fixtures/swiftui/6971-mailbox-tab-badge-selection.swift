// Mailbox: the iOS 18 `Tab` API with a selection value and a badge computed from an @Observable store, as Apple's
// TabView documentation shows it; own code.
// What SwiftUI does: the tabs and their badges are built in the root's body, which also reads the selection, so a
// tab switch and a change of the unread count both run it (rules §3.5, §8.3, §15.8). On iOS 18 a tab's body first
// runs when the tab is first shown (rules §14.4, §15.8): Archive builds when chosen; Inbox, already built and handed
// an equal value, does not run again when chosen again (rules §2.7). "Mark All Read" changes the messages the inbox
// and the badge read: the root runs, then the inbox (rules §2.8).
// Sources: rules §2.7, §2.8, §3.5, §8.3, §14.4, §15.8; Apple https://developer.apple.com/documentation/swiftui/tab
// and https://developer.apple.com/documentation/swiftui/tabview
import SwiftUI

enum MailTab: Hashable {
    case inbox
    case archive
}

struct Message: Identifiable, Equatable {
    let id: Int
    let subject: String
    var isRead: Bool
}

@Observable
final class MailStore {
    var messages = [
        Message(id: 1, subject: "Trail closure", isRead: false),
        Message(id: 2, subject: "Feeder restock", isRead: true),
        Message(id: 3, subject: "Club meeting", isRead: false),
    ]

    var unreadCount: Int { messages.filter { !$0.isRead }.count }

    func markAllRead() {
        for index in messages.indices {
            messages[index].isRead = true
        }
    }
}

struct InboxView: View {
    @Environment(MailStore.self) private var store

    var body: some View {
        let _ = print("InboxView body: \(store.unreadCount) unread")
        NavigationStack {
            List(store.messages) { message in
                Text(message.subject)
                    .bold(!message.isRead)
            }
            .navigationTitle("Inbox")
            .toolbar {
                Button("Mark All Read") { store.markAllRead() }
            }
        }
    }
}

struct ArchiveView: View {
    var body: some View {
        let _ = print("ArchiveView body")
        NavigationStack {
            Text("No archived mail")
                .navigationTitle("Archive")
        }
    }
}

struct MailRoot: View {
    @State private var store = MailStore()
    @State private var selectedTab: MailTab = .inbox

    var body: some View {
        let _ = print("MailRoot body: \(selectedTab), badge \(store.unreadCount)")
        TabView(selection: $selectedTab) {
            Tab("Inbox", systemImage: "tray", value: MailTab.inbox) {
                InboxView()
            }
            .badge(store.unreadCount)
            Tab("Archive", systemImage: "archivebox", value: MailTab.archive) {
                ArchiveView()
            }
        }
        .environment(store)
    }
}

:mount MailRoot()
// expect: MailRoot body: inbox, badge 2
// expect: InboxView body: 2 unread
:tab "Archive"
// expect: MailRoot body: archive, badge 2
// expect: ArchiveView body
:tab "Inbox"
// expect: MailRoot body: inbox, badge 2
:tap "Mark All Read"
// expect: MailRoot body: inbox, badge 0
// expect: InboxView body: 0 unread
