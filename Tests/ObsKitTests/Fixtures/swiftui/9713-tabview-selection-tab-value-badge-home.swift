// Apple iOS 18 "Enhancing your app's content with tab navigation" style: TabView(selection:) with Tab(value:) and a badge; a Home button switches tabs by writing the selection; the Inbox tab's body first runs when shown; a child holding $selection runs again whenever the selection changes
import SwiftUI

enum AppTab: Hashable {
    case home, inbox, settings
}

struct HomeTab: View {
    @Binding var selection: AppTab

    var body: some View {
        let _ = print("HomeTab body")
        VStack {
            Text("Welcome home")
            Button("Check inbox") { selection = .inbox }
        }
        .onAppear { print("Home appeared") }
        .onDisappear { print("Home disappeared") }
    }
}

struct InboxTab: View {
    @Binding var unread: Int

    var body: some View {
        let _ = print("InboxTab body: \(unread) unread")
        VStack {
            Text("\(unread) unread messages")
            Button("Mark all read") { unread = 0 }
        }
        .onAppear { print("Inbox appeared") }
        .onDisappear { print("Inbox disappeared") }
    }
}

struct SettingsTab: View {
    var body: some View {
        let _ = print("SettingsTab body")
        Text("Settings")
    }
}

struct RootTabs: View {
    @State private var selection = AppTab.home
    @State private var unread = 3

    var body: some View {
        let _ = print("RootTabs body: \(selection), unread \(unread)")
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: AppTab.home) {
                HomeTab(selection: $selection)
            }
            Tab("Inbox", systemImage: "tray", value: AppTab.inbox) {
                InboxTab(unread: $unread)
            }
            .badge(unread)
            Tab("Settings", systemImage: "gear", value: AppTab.settings) {
                SettingsTab()
            }
        }
    }
}

:mount RootTabs()
// expect: RootTabs body: home, unread 3
// expect: HomeTab body
// expect: Home appeared
:tap "Check inbox"
// expect: RootTabs body: inbox, unread 3
// expect: HomeTab body
// expect: InboxTab body: 3 unread
// expect: Home disappeared
// expect: Inbox appeared
:tap "Mark all read"
// expect: RootTabs body: inbox, unread 0
// expect: InboxTab body: 0 unread
:tab "Settings"
// expect: RootTabs body: settings, unread 0
// expect: HomeTab body
// expect: SettingsTab body
// expect: Inbox disappeared
