// A TabView with `selection:` and `.tag`, where the Search tab switches to Profile through a `@Binding` to the
// selection, the Stack Overflow answer to "switch tabs programmatically" (own names and code).
// What SwiftUI does: the tab views' structs are made in the body that makes the TabView, at every render (rules §14.4,
// §15.8, §2.6). On iOS 18 a tab's body and `onAppear` first run when it is first shown; a hidden tab keeps its node
// (rules §14.4, §15.8). The root prints the selection, so every switch runs its body (rules §3.5). FeedTab and
// ProfileTab hold nothing and compare equal, so after their first body they don't run again (rules §2.1, §2.7);
// SearchTab holds `$selection`, which differs whenever the selection does, so it runs at every switch (rules §2.5,
// §2.7), before a newly shown tab (tree order, rules §2.8). On a switch: bodies, then the old tab's `onDisappear`,
// then the new tab's `onAppear` (rules §15.8).
// Sources: rules §2.1, §2.5, §2.7, §2.8, §3.5, §14.4, §15.8, §15.18; https://developer.apple.com/documentation/swiftui/tabview
import SwiftUI

enum MainTab: Hashable {
    case feed, search, profile
}

struct FeedTab: View {
    init() { print("FeedTab init") }

    var body: some View {
        let _ = print("FeedTab body")
        Text("Feed")
            .onAppear { print("Feed appeared") }
            .onDisappear { print("Feed disappeared") }
    }
}

struct SearchTab: View {
    @Binding var selection: MainTab

    init(selection: Binding<MainTab>) {
        _selection = selection
        print("SearchTab init")
    }

    var body: some View {
        let _ = print("SearchTab body")
        Button("Show Profile") {
            selection = .profile
        }
        .onAppear { print("Search appeared") }
        .onDisappear { print("Search disappeared") }
    }
}

struct ProfileTab: View {
    init() { print("ProfileTab init") }

    var body: some View {
        let _ = print("ProfileTab body")
        Text("Profile")
            .onAppear { print("Profile appeared") }
            .onDisappear { print("Profile disappeared") }
    }
}

struct MainTabs: View {
    @State private var selection: MainTab = .feed

    var body: some View {
        let _ = print("MainTabs body: \(selection)")
        TabView(selection: $selection) {
            FeedTab()
                .tabItem { Label("Feed", systemImage: "house") }
                .tag(MainTab.feed)
            SearchTab(selection: $selection)
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(MainTab.search)
            ProfileTab()
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(MainTab.profile)
        }
    }
}

:mount MainTabs()
// expect: MainTabs body: feed
// expect: FeedTab init
// expect: SearchTab init
// expect: ProfileTab init
// expect: FeedTab body
// expect: Feed appeared
:tab "Search"
// expect: MainTabs body: search
// expect: FeedTab init
// expect: SearchTab init
// expect: ProfileTab init
// expect: SearchTab body
// expect: Feed disappeared
// expect: Search appeared
:tap "Show Profile"
// expect: MainTabs body: profile
// expect: FeedTab init
// expect: SearchTab init
// expect: ProfileTab init
// expect: SearchTab body
// expect: ProfileTab body
// expect: Search disappeared
// expect: Profile appeared
:tab "Feed"
// expect: MainTabs body: feed
// expect: FeedTab init
// expect: SearchTab init
// expect: ProfileTab init
// expect: SearchTab body
// expect: Profile disappeared
// expect: Feed appeared
