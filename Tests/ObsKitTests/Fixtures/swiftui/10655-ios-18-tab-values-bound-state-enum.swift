// Sarunw "TabView selection" style: iOS 18 Tab values bound to a @State enum; a tab's body first runs when it is shown, hidden tabs keep their state, and on a switch the old tab disappears before the new one appears (rules §14.4, §15.8, §11.1)
import SwiftUI

enum AppTab: Hashable {
    case home, inbox
}

struct HomeTab: View {
    var body: some View {
        let _ = print("HomeTab body")
        Text("Welcome home")
            .onAppear { print("home appeared") }
            .onDisappear { print("home disappeared") }
    }
}

struct InboxTab: View {
    @State private var unread = 0

    var body: some View {
        let _ = print("InboxTab body: unread=\(unread)")
        VStack {
            Text("\(unread) unread")
            Button("Add message") { unread += 1 }
        }
        .onAppear { print("inbox appeared") }
        .onDisappear { print("inbox disappeared") }
    }
}

struct MainTabs: View {
    @State private var selection: AppTab = .home

    var body: some View {
        let _ = print("MainTabs body: \(selection)")
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: AppTab.home) {
                HomeTab()
            }
            Tab("Inbox", systemImage: "tray", value: AppTab.inbox) {
                InboxTab()
            }
        }
    }
}

:mount MainTabs()
// expect: MainTabs body: home
// expect: HomeTab body
// expect: home appeared
:tab "Inbox"
// expect: MainTabs body: inbox
// expect: InboxTab body: unread=0
// expect: home disappeared
// expect: inbox appeared
:tap "Add message"
// expect: InboxTab body: unread=1
:tab "Home"
// expect: MainTabs body: home
// expect: inbox disappeared
// expect: home appeared
:tab "Inbox"
// expect: MainTabs body: inbox
// expect: home disappeared
// expect: inbox appeared
:tap "Add message"
// expect: InboxTab body: unread=2
