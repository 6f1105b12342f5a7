// Issue 13 (B), TabView with `.tabItem`: every tab's view struct is made in the parent body (the builder is
// not escaping), but on iOS 18 a tab's body and onAppear run only when the tab is first shown. Switching
// tabs (`:tab "Title"`, the tab item's label) hides the old tab (onDisappear) and shows the new one
// (onAppear); each tab keeps its state while hidden.
// Source: https://developer.apple.com/documentation/swiftui/tabview,
// https://developer.apple.com/documentation/swiftui/view/tabitem(_:). Rules §11, §14 (TabView: "tabs keep
// state; iOS 18 lazy first appear").
// Assumed: on a switch the new tab's body (first time only) comes first, then the old tab's onDisappear,
// then the new tab's onAppear, the order the project uses for a navigation push (rules §14).
import SwiftUI

struct FeedTab: View {
    @State private var likes = 0
    init() { print("FeedTab.init") }
    var body: some View {
        let _ = print("FeedTab body, likes", likes)
        Button("Like") { likes += 1 }
            .onAppear { print("feed appear") }
            .onDisappear { print("feed disappear") }
    }
}

struct ProfileTab: View {
    init() { print("ProfileTab.init") }
    var body: some View {
        let _ = print("ProfileTab body")
        Text("Me")
            .onAppear { print("profile appear") }
            .onDisappear { print("profile disappear") }
    }
}

struct MainTabs: View {
    var body: some View {
        TabView {
            FeedTab()
                .tabItem { Label("Feed", systemImage: "newspaper") }
            ProfileTab()
                .tabItem { Label("Profile", systemImage: "person") }
        }
    }
}

:mount MainTabs()
:tap "Like"
:tab "Profile"
:tab "Feed"
:tab "Profile"

// expect: FeedTab.init
// expect: ProfileTab.init
// expect: FeedTab body, likes 0
// expect: feed appear
// expect: FeedTab body, likes 1
// expect: ProfileTab body
// expect: feed disappear
// expect: profile appear
// expect: profile disappear
// expect: feed appear
// expect: feed disappear
// expect: profile appear
