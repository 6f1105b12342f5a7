// Follows Apple's page "TabView" (developer.apple.com/documentation/swiftui/tabview): tabs with tabItem labels and
// tags, a selection binding, and a button in one tab that switches to another in code.
// - On iOS 18 a tab's body and onAppear first run when the tab is first shown; hidden tabs keep their state (rules
//   §14.4, §15.8). So at launch only Feed runs; Profile's body runs at its first selection only.
// - A switch: the newly shown tab's body (if it must run), then the old tab's onDisappear, then the new tab's
//   onAppear, as for a push (rules §15.8, §11.1).
// - Writing the selection through the binding switches tabs like a tap on the tab bar (Apple's page; rules §15.8).
//   The tabs' parent only makes $selection and never reads it, and Feed reads it only in an action, so neither of
//   their bodies runs on a switch (rules §3.5, §9.3).
import SwiftUI

enum HomeTab: Hashable {
    case feed
    case profile
}

struct FeedTab: View {
    @Binding var selection: HomeTab
    @State private var likes = 0

    var body: some View {
        let _ = print("FeedTab body, likes \(likes)")
        VStack {
            Button("Like (\(likes))") { likes += 1 }
            Button("Go to Profile") { selection = .profile }
        }
        .onAppear { print("feed appeared") }
        .onDisappear { print("feed disappeared") }
    }
}

struct ProfileTab: View {
    var body: some View {
        let _ = print("ProfileTab body")
        Text("Profile")
            .onAppear { print("profile appeared") }
            .onDisappear { print("profile disappeared") }
    }
}

struct HomeTabs: View {
    @State private var selection: HomeTab = .feed

    var body: some View {
        let _ = print("HomeTabs body")
        TabView(selection: $selection) {
            FeedTab(selection: $selection)
                .tabItem { Label("Feed", systemImage: "newspaper") }
                .tag(HomeTab.feed)
            ProfileTab()
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(HomeTab.profile)
        }
    }
}

:mount HomeTabs()
// expect: HomeTabs body
// expect: FeedTab body, likes 0
// expect: feed appeared
:tap "Like (0)"
// expect: FeedTab body, likes 1
:tab "Profile"
// expect: ProfileTab body
// expect: feed disappeared
// expect: profile appeared
:tab "Feed"
// expect: profile disappeared
// expect: feed appeared
:tap "Like (1)"
// expect: FeedTab body, likes 2
:tap "Go to Profile"
// expect: feed disappeared
// expect: profile appeared
