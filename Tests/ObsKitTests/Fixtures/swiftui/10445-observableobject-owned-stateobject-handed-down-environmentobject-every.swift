// environment and custom wrappers style: an ObservableObject owned with @StateObject and handed down with .environmentObject; every view that declares @EnvironmentObject runs again on any @Published change, whichever property it shows, and so does the owner (its @StateObject observes); a view that doesn't declare it is skipped (rules §14.1, §6.5, §4.4)
import SwiftUI

final class InboxStore: ObservableObject {
    @Published var unread = 3
    @Published var folder = "Inbox"

    init() { print("InboxStore init") }
}

struct FolderTitle: View {
    @EnvironmentObject var store: InboxStore

    var body: some View {
        let _ = print("FolderTitle body: \(store.folder)")
        Text(store.folder)
    }
}

struct UnreadBadge: View {
    @EnvironmentObject var store: InboxStore

    var body: some View {
        let _ = print("UnreadBadge body: \(store.unread)")
        Button("Read one") { store.unread -= 1 }
    }
}

struct MailFooter: View {
    var body: some View {
        let _ = print("MailFooter body")
        Text("v1.0")
    }
}

struct MailRoot: View {
    @StateObject private var store = InboxStore()

    var body: some View {
        let _ = print("MailRoot body")
        VStack {
            FolderTitle()
            UnreadBadge()
            MailFooter()
            Button("Archive") { store.folder = "Archive" }
        }
        .environmentObject(store)
    }
}

:mount MailRoot()
// expect: InboxStore init
// expect: MailRoot body
// expect: FolderTitle body: Inbox
// expect: UnreadBadge body: 3
// expect: MailFooter body
:tap "Read one"
// expect: MailRoot body
// expect: FolderTitle body: Inbox
// expect: UnreadBadge body: 2
:tap "Archive"
// expect: MailRoot body
// expect: FolderTitle body: Archive
// expect: UnreadBadge body: 2
