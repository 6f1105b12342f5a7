// Donny Wals style (Observation in the environment) with the iOS 18 Tab API: an @Observable inbox in the environment, a tab's body first runs when it is shown, a switch runs the new tab's body, then the old tab's onDisappear, then the new tab's onAppear; the badge's read runs the root, and each tab runs only for what it read (rules §15.8, §14.4, §14.2, §8.3)
import SwiftUI

@Observable
final class Inbox {
    var messages = ["Welcome"]
    var outbox: [String] = []
    var unread = 1

    func deliver() {
        messages += outbox
        outbox = []
    }
}

enum AppTab: Hashable {
    case inbox, compose
}

struct InboxTab: View {
    @Environment(Inbox.self) private var inbox

    var body: some View {
        let _ = print("InboxTab body: \(inbox.messages.count) messages")
        NavigationStack {
            List {
                ForEach(inbox.messages, id: \.self) { message in
                    Text(message)
                }
                Button("Deliver outbox") { inbox.deliver() }
                Button("Mark all read") { inbox.unread = 0 }
            }
            .navigationTitle("Inbox")
        }
        .onAppear { print("InboxTab appeared") }
        .onDisappear { print("InboxTab disappeared") }
    }
}

struct ComposeTab: View {
    @Environment(Inbox.self) private var inbox
    @State private var draft = ""

    var body: some View {
        let _ = print("ComposeTab body")
        Form {
            TextField("Message", text: $draft)
            Button("Send") {
                inbox.outbox.append(draft)
                inbox.unread += 1
                draft = ""
            }
        }
        .onAppear { print("ComposeTab appeared") }
        .onDisappear { print("ComposeTab disappeared") }
    }
}

struct RootTabs: View {
    @State private var selection = AppTab.inbox
    @State private var inbox = Inbox()

    var body: some View {
        let _ = print("RootTabs body: \(selection), \(inbox.unread) unread")
        TabView(selection: $selection) {
            Tab("Inbox", systemImage: "tray", value: AppTab.inbox) {
                InboxTab()
            }
            .badge(inbox.unread)
            Tab("Compose", systemImage: "square.and.pencil", value: AppTab.compose) {
                ComposeTab()
            }
        }
        .environment(inbox)
    }
}

:mount RootTabs()
// expect: RootTabs body: inbox, 1 unread
// expect: InboxTab body: 1 messages
// expect: InboxTab appeared
:tab "Compose"
// expect: RootTabs body: compose, 1 unread
// expect: ComposeTab body
// expect: InboxTab disappeared
// expect: ComposeTab appeared
:type "Hi" into "Message"
:tap "Send"
// expect: RootTabs body: compose, 2 unread
:tab "Inbox"
// expect: RootTabs body: inbox, 2 unread
// expect: ComposeTab disappeared
// expect: InboxTab appeared
:tap "Deliver outbox"
// expect: InboxTab body: 2 messages
:tap "Mark all read"
// expect: RootTabs body: inbox, 0 unread
