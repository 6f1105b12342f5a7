// Tutorial style (SceneStorage tab): @SceneStorage keeps the selected tab's tag; switching tabs writes it, the root re-runs, a tab's body first runs when shown on iOS 18 (rules §15.14, §15.8, §14.4, §11.1)
import SwiftUI

struct InboxTab: View {
    var body: some View {
        let _ = print("InboxTab body")
        Text("Inbox")
            .onAppear { print("Inbox appear") }
    }
}

struct ArchiveTab: View {
    var body: some View {
        let _ = print("ArchiveTab body")
        Text("Archive")
            .onAppear { print("Archive appear") }
    }
}

struct MailRoot: View {
    @SceneStorage("selectedTab") private var selectedTab = "inbox"
    var body: some View {
        let _ = print("MailRoot body, tab = \(selectedTab)")
        TabView(selection: $selectedTab) {
            InboxTab()
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag("inbox")
            ArchiveTab()
                .tabItem { Label("Archive", systemImage: "archivebox") }
                .tag("archive")
        }
        .onChange(of: selectedTab) { old, new in
            print("tab \(old) -> \(new)")
        }
    }
}
:mount MailRoot()
// expect: MailRoot body, tab = inbox
// expect: InboxTab body
// expect: Inbox appear
:tab "Archive"
// expect: MailRoot body, tab = archive
// expect: ArchiveTab body
// expect: Archive appear
// expect: tab inbox -> archive
:tab "Inbox"
// expect: MailRoot body, tab = inbox
// expect: Inbox appear
// expect: tab archive -> inbox
