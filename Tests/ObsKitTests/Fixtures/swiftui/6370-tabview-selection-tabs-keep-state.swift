// TabView lessons (HWS "How to embed views in a tab bar", Sean Allen's tab bar videos): TabView(selection:) with tags, tabItem labels and a badge; a compose tab whose draft @State survives switching tabs; onAppear fires each time a tab is shown; a profile button switches tab through a closure (Apple: TabView, View.tabItem(_:), View.badge(_:); SEMANTICS §14 TabView: tabs keep state, iOS 18 first body when shown; §11 onAppear on each show)
import SwiftUI

enum AppTab: Hashable {
    case inbox
    case compose
    case profile
}

struct InboxView: View {
    var body: some View {
        let _ = print("inbox body")
        List {
            Text("Welcome aboard")
            Text("Your invoice")
            Text("Lunch on Friday?")
        }
    }
}

struct ComposeView: View {
    @State private var draft = ""

    var body: some View {
        VStack {
            TextField("Message", text: $draft)
            Button("Send") {
                print("sending '\(draft)'")
                draft = ""
            }
        }
        .onAppear { print("compose appeared, draft '\(draft)'") }
    }
}

struct ProfileView: View {
    let showInbox: () -> Void

    var body: some View {
        let _ = print("profile body")
        Button("Back to inbox") {
            showInbox()
        }
    }
}

struct MainTabView: View {
    @State private var selection = AppTab.inbox

    var body: some View {
        TabView(selection: $selection) {
            InboxView()
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(AppTab.inbox)
                .badge(3)
            ComposeView()
                .tabItem { Label("Compose", systemImage: "square.and.pencil") }
                .tag(AppTab.compose)
            ProfileView(showInbox: { selection = .inbox; print("switched to inbox") })
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(AppTab.profile)
        }
    }
}

:mount MainTabView()
:tab "Compose"
:type "Hi" into "Message"
:tab "Inbox"
:tab "Compose"
:tab "Profile"
:tap "Back to inbox"
:tab "Compose"
:tap "Send"

// expect: inbox body
// expect: compose appeared, draft ''
// expect: compose appeared, draft 'Hi'
// expect: profile body
// expect: switched to inbox
// expect: compose appeared, draft 'Hi'
// expect: sending 'Hi'
