// Issue 13 (A), remembering the selected tab with @SceneStorage, as Apple recommends for state restoration:
// `TabView(selection: $selectedTab)` bound to a SceneStorage string, plus an @State counter in one tab.
// Expected: the selection survives the view being remounted in the same scene (the session): the second
// mount opens on the Sent tab; the Inbox tab's @State starts over (2238).
import SwiftUI

struct InboxTab: View {
    @State private var opened = 0
    var body: some View {
        Button("Open message") {
            opened += 1
            print("opened", opened)
        }
    }
}

struct MailApp: View {
    @SceneStorage("selectedTab") private var selectedTab = "inbox"

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Inbox", systemImage: "tray", value: "inbox") {
                InboxTab()
            }
            Tab("Sent", systemImage: "paperplane", value: "sent") {
                Text("Sent mail")
                    .onAppear { print("sent tab shown") }
            }
        }
    }
}

:mount MailApp()
:tap "Open message"
:tab "Sent"
:unmount
:mount MailApp()
:tab "Inbox"
:tap "Open message"

// expect: opened 1
// expect: sent tab shown
// expect: sent tab shown
// expect: opened 1
