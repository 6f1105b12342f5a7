// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/tabview (TabView(selection:) with enum tags; a button in one tab switches tabs through the binding)
// The selection binding is two-way: tapping a tab item writes the tag of that tab into it, and writing the
// state from code selects the tab whose tag matches. Choosing the tab that is already selected writes
// nothing new, so onChange stays quiet. A tab's own @State survives while another tab is shown: TabView
// keeps each tab's view identity.
// - Inbox, then Home: two changes. "Open settings" from Home: home -> settings.
// - The like counter set before switching tabs is still 1 when Home is shown again.
import SwiftUI

enum AppTab: Hashable {
    case home, inbox, settings
}

struct HomeTab: View {
    @Binding var selection: AppTab
    @State private var likes = 0

    var body: some View {
        VStack {
            Button("Likes: \(likes)") {
                likes += 1
                print("likes now \(likes)")
            }
            Button("Open settings") { selection = .settings }
        }
    }
}

struct MainTabs: View {
    @State private var selection: AppTab = .home

    var body: some View {
        TabView(selection: $selection) {
            HomeTab(selection: $selection)
                .tabItem { Label("Home", systemImage: "house") }
                .tag(AppTab.home)
            Text("No new mail")
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(AppTab.inbox)
            Text("Settings go here")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(AppTab.settings)
        }
        .onChange(of: selection) { oldTab, newTab in
            print("tab \(oldTab) -> \(newTab)")
        }
    }
}

:mount MainTabs()
:tap "Likes: 0"
// expect: likes now 1
:tab "Inbox"
// expect: tab home -> inbox
:tab "Inbox"
:tab "Home"
// expect: tab inbox -> home
:tap "Likes: 1"
// expect: likes now 2
:tap "Open settings"
// expect: tab home -> settings
:tab "Home"
// expect: tab settings -> home
