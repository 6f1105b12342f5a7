// Apple Developer Forums style: TabView(selection:) with .tag on each tab and a button above it that switches tabs from code; on iOS 18 a tab's body first runs when it is first shown, a hidden tab keeps its state, and coming back fires its onAppear again (rules §15.8, §14.4, §11.1)
import SwiftUI

enum AppTab: Hashable {
    case home, search, profile
}

struct HomeTab: View {
    @State private var visits = 0

    var body: some View {
        let _ = print("HomeTab body: \(visits)")
        Button("Visit") { visits += 1 }
            .onAppear { print("HomeTab appeared") }
    }
}

struct SearchTab: View {
    var body: some View {
        let _ = print("SearchTab body")
        Text("Search here")
    }
}

struct ProfileTab: View {
    var body: some View {
        let _ = print("ProfileTab body")
        Text("Your profile")
            .onAppear { print("ProfileTab appeared") }
    }
}

struct RootTabs: View {
    @State private var selection: AppTab = .home

    var body: some View {
        let _ = print("RootTabs body: \(selection)")
        VStack {
            Button("Show Search") { selection = .search }
            TabView(selection: $selection) {
                HomeTab()
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(AppTab.home)
                SearchTab()
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }
                    .tag(AppTab.search)
                ProfileTab()
                    .tabItem { Label("Profile", systemImage: "person") }
                    .tag(AppTab.profile)
            }
        }
    }
}

:mount RootTabs()
// expect: RootTabs body: home
// expect: HomeTab body: 0
// expect: HomeTab appeared
:tap "Visit"
// expect: HomeTab body: 1
:tab "Profile"
// expect: RootTabs body: profile
// expect: ProfileTab body
// expect: ProfileTab appeared
:tap "Show Search"
// expect: RootTabs body: search
// expect: SearchTab body
:tab "Home"
// expect: RootTabs body: home
// expect: HomeTab appeared
:tap "Visit"
// expect: HomeTab body: 2
