// Navigation in apps: a mail app whose inbox tab owns an @Observable model in @State, under a root that reads its selection.
// The root reads `selection`, so each tab switch runs its body, which makes every tab struct again (rules §2.6, §15.8); the
// @State initial expression runs at each init, so each switch makes a throwaway InboxModel, and the one before it deinits
// when its view value is replaced (rules §3.1, §3.3). A new object makes the tab's value differ, so its body runs (`@self`,
// rules §2.5, §12.1), but the installed model keeps its state (rules §3.2).
import SwiftUI

@Observable final class InboxModel {
    var unread = 3
    init() { print("InboxModel init") }
    deinit { print("InboxModel deinit") }
}

struct InboxTab: View {
    @State private var model = InboxModel()

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("InboxTab body, \(model.unread) unread")
        Button("Mark read") { model.unread -= 1 }
    }
}

struct SentTab: View {
    var body: some View {
        let _ = print("SentTab body")
        Text("No sent mail")
    }
}

struct MailTabs: View {
    @State private var selection = "inbox"

    var body: some View {
        let _ = print("MailTabs body, tab \(selection)")
        TabView(selection: $selection) {
            InboxTab()
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag("inbox")
            SentTab()
                .tabItem { Label("Sent", systemImage: "paperplane") }
                .tag("sent")
        }
    }
}

:mount MailTabs()
// expect: MailTabs body, tab inbox
// expect: InboxModel init
// expect: InboxTab: @self, @identity, _model changed.
// expect: InboxTab body, 3 unread
:tap "Mark read"
// expect: InboxTab: @dependencies changed.
// expect: InboxTab body, 2 unread
:tab "Sent"
// expect: MailTabs body, tab sent
// expect: InboxModel init
// expect: InboxTab: @self changed.
// expect: InboxTab body, 2 unread
// expect: SentTab body
:tab "Inbox"
// expect: MailTabs body, tab inbox
// expect: InboxModel init
// expect: InboxModel deinit
// expect: InboxTab: @self changed.
// expect: InboxTab body, 2 unread
