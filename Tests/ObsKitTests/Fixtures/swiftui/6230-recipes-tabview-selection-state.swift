// A three-tab app with TabView(selection:) and tabItem labels: a tab's state survives switching away, a button in one tab switches tabs by setting the selection, and each tab logs onAppear; expected output by the SwiftUI rules (rules §14 TabView keeps tabs' state, iOS 18 a tab first appears when shown; §11 onAppear on each not-visible→visible transition; Apple: TabView init(selection:content:), tabItem(_:))
import SwiftUI

enum AppTab: Hashable {
    case browse, favorites, profile
}

struct BrowseTab: View {
    @State private var likes = 0

    var body: some View {
        VStack {
            Text("Today's pick: Lemon Tart")
            Button("Like") {
                likes += 1
                print("likes: \(likes)")
            }
        }
        .onAppear { print("Browse appeared") }
    }
}

struct FavoritesTab: View {
    var body: some View {
        Text("No favourites yet")
            .onAppear { print("Favorites appeared") }
    }
}

struct ProfileTab: View {
    @Binding var selection: AppTab

    var body: some View {
        VStack {
            Text("Signed in as chef_kim")
            Button("Go to Browse") {
                selection = .browse
            }
        }
        .onAppear { print("Profile appeared") }
    }
}

struct RecipeTabsView: View {
    @State private var selection = AppTab.browse

    var body: some View {
        TabView(selection: $selection) {
            BrowseTab()
                .tabItem { Label("Browse", systemImage: "book") }
                .tag(AppTab.browse)
            FavoritesTab()
                .tabItem { Label("Favorites", systemImage: "heart") }
                .tag(AppTab.favorites)
            ProfileTab(selection: $selection)
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(AppTab.profile)
        }
    }
}

:mount RecipeTabsView()
:tap "Like"
:tab "Favorites"
:tab "Profile"
:tap "Go to Browse"
:tap "Like"

// expect: Browse appeared
// expect: likes: 1
// expect: Favorites appeared
// expect: Profile appeared
// expect: Browse appeared
// expect: likes: 2
