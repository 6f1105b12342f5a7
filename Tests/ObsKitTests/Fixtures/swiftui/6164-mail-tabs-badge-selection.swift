// A TabView with `selection:` bound to an enum, `.tag` on each tab, `.badge` with an unread count, and a
// button in one tab that switches tabs from code (Apple's TabView and `view/badge(_:)` pages).
// Expected: the selection follows `:tab` and the code's writes (rules §15.8); onChange prints each move.
import SwiftUI

enum AppTab: Hashable {
    case inbox, outbox, settings
}

struct MailTabs: View {
    @State private var selection: AppTab = .inbox
    @State private var unread = 3

    var body: some View {
        TabView(selection: $selection) {
            VStack(spacing: 12) {
                Text("\(unread) unread")
                Button("Read one") { unread = max(0, unread - 1) }
                Button("Open settings") { selection = .settings }
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            .tag(AppTab.inbox)
            .badge(unread)

            Text("Nothing sent")
                .tabItem { Label("Outbox", systemImage: "paperplane") }
                .tag(AppTab.outbox)

            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(AppTab.settings)
        }
        .onChange(of: selection) { old, new in
            print("tab: \(old) -> \(new)")
        }
        .onChange(of: unread) { _, count in
            print("unread:", count)
        }
    }
}

:mount MailTabs()
:tap "Read one"
:tap "Open settings"
:tab "Outbox"
:tab "Inbox"
:tap "Read one"

// expect: unread: 2
// expect: tab: inbox -> settings
// expect: tab: settings -> outbox
// expect: tab: outbox -> inbox
// expect: unread: 1
