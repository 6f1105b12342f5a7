// App-organization style: TabView(selection:) with a NavigationStack per tab, each tab's path in the tab's own @State; pushing in one tab, switching, pushing in the other and coming back keeps each tab's stack; only views whose state changed run
import SwiftUI

enum AppTab: Hashable {
    case home
    case profile
}

struct PostDetail: View {
    let id: Int

    var body: some View {
        let _ = print("PostDetail body: \(id)")
        Text("Post \(id)")
    }
}

struct BadgeList: View {
    let title: String

    var body: some View {
        let _ = print("BadgeList body: \(title)")
        VStack {
            Text(title)
            Button("Badge Info") { print("badge list still on top") }
        }
    }
}

struct HomeTab: View {
    @State private var path: [Int] = []

    var body: some View {
        let _ = print("HomeTab body: depth \(path.count)")
        NavigationStack(path: $path) {
            Button("Open Post 1") { path.append(1) }
                .navigationDestination(for: Int.self) { id in
                    PostDetail(id: id)
                }
        }
    }
}

struct ProfileTab: View {
    @State private var path: [String] = []

    var body: some View {
        let _ = print("ProfileTab body: depth \(path.count)")
        NavigationStack(path: $path) {
            Button("Open Badges") { path.append("Badges") }
                .navigationDestination(for: String.self) { title in
                    BadgeList(title: title)
                }
        }
    }
}

struct MainTabs: View {
    @State private var selection: AppTab = .home

    var body: some View {
        let _ = print("MainTabs body: \(selection)")
        TabView(selection: $selection) {
            HomeTab()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(AppTab.home)
            ProfileTab()
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(AppTab.profile)
        }
    }
}

@main
struct SocialApp: App {
    var body: some Scene {
        WindowGroup {
            MainTabs()
        }
    }
}

:mount SocialApp()
// expect: MainTabs body: home
// expect: HomeTab body: depth 0
:tap "Open Post 1"
// expect: HomeTab body: depth 1
// expect: PostDetail body: 1
:tab "Profile"
// expect: MainTabs body: profile
// expect: ProfileTab body: depth 0
:tap "Open Badges"
// expect: ProfileTab body: depth 1
// expect: BadgeList body: Badges
:tab "Home"
// expect: MainTabs body: home
:back
// expect: HomeTab body: depth 0
:tab "Profile"
// expect: MainTabs body: profile
:tap "Badge Info"
// expect: badge list still on top
