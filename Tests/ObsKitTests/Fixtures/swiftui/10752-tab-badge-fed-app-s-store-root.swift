// App-organization style: a tab badge fed by the app's store: the root reads the unread count for .badge, so marking a message read re-runs the root and the inbox list, while the other tab's view, rebuilt equal, does not run
import SwiftUI

@Observable
final class MailStore {
    var unread = ["Lunch?", "Invoice"]
    init() { print("MailStore init") }
}

struct InboxList: View {
    @Environment(MailStore.self) private var store

    var body: some View {
        let _ = print("InboxList body: \(store.unread.count) unread")
        List {
            ForEach(store.unread, id: \.self) { subject in
                Text(subject)
            }
            Button("Mark All Read") { store.unread.removeAll() }
        }
    }
}

struct ArchiveList: View {
    var body: some View {
        let _ = print("ArchiveList body")
        Text("Archive is empty")
    }
}

struct MailRoot: View {
    @Environment(MailStore.self) private var store

    var body: some View {
        let _ = print("MailRoot body: badge \(store.unread.count)")
        TabView {
            NavigationStack { InboxList() }
                .tabItem { Label("Inbox", systemImage: "tray") }
                .badge(store.unread.count)
            NavigationStack { ArchiveList() }
                .tabItem { Label("Archive", systemImage: "archivebox") }
        }
    }
}

@main
struct MailApp: App {
    @State private var store = MailStore()

    var body: some Scene {
        WindowGroup {
            MailRoot()
                .environment(store)
        }
    }
}

:mount MailApp()
// expect: MailStore init
// expect: MailRoot body: badge 2
// expect: InboxList body: 2 unread
:tab "Archive"
// expect: ArchiveList body
:tab "Inbox"
:tap "Mark All Read"
// expect: MailRoot body: badge 0
// expect: InboxList body: 0 unread
