// SwiftUI from a community tutorial: https://www.w3schools.com/swift/showswift.asp?filename=demo_swift_ui_navigation_tabview_selection (TabView bound to a Hashable enum selection, with a badge; each tab keeps its own state while hidden)
// W3Schools' demo: `enum Tab: Hashable { case home, inbox }`, `@State private var selection: Tab = .home` and
// `TabView(selection: $selection)` with `.tag(Tab.home)` and `.tag(Tab.inbox)` (the inbox tab has `.badge(3)`). Here
// the tabs are views with state of their own: Home counts taps and can open the inbox by calling a closure that sets
// the selection. Switching tabs hides a tab but keeps it, so Home's count goes on where it left off.
// - Tap Home's counter; open the inbox from Home; mark all read; back to Home with the tab bar; tap the counter.
import SwiftUI

enum Tab: Hashable { case home, inbox }

struct HomeTab: View {
    let openInbox: () -> Void
    @State private var taps = 0

    var body: some View {
        VStack {
            Button("Tapped \(taps) times") {
                taps += 1
                print("home taps \(taps)")
            }
            Button("Open Inbox") { openInbox() }
        }
    }
}

struct InboxTab: View {
    @State private var unread = 3

    var body: some View {
        Button("Mark all read") {
            unread = 0
            print("inbox unread \(unread)")
        }
    }
}

struct TabSelectionDemo: View {
    @State private var selection: Tab = .home

    var body: some View {
        TabView(selection: $selection) {
            HomeTab(openInbox: { selection = .inbox })
                .tabItem { Label("Home", systemImage: "house") }
                .tag(Tab.home)
            InboxTab()
                .tabItem { Label("Inbox", systemImage: "tray") }
                .badge(3)
                .tag(Tab.inbox)
        }
        .onChange(of: selection) { _, newTab in
            print("selected \(newTab)")
        }
    }
}

:mount TabSelectionDemo()
:tap "Tapped 0 times"
// expect: home taps 1
:tap "Open Inbox"
// expect: selected inbox
:tap "Mark all read"
// expect: inbox unread 0
:tab "Home"
// expect: selected home
:tap "Tapped 1 times"
// expect: home taps 2
