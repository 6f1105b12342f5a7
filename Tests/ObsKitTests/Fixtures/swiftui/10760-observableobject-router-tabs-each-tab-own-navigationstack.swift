// App-organization style: one ObservableObject router for two tabs, each tab with its own NavigationStack bound to its own @Published path; a push in one tab re-runs every shown tab view that declares the router (ObservableObject changes are coarse), while a never-shown tab has no node yet
import SwiftUI

final class TabsRouter: ObservableObject {
    @Published var feedPath: [Int] = []
    @Published var searchPath: [String] = []
    init() { print("TabsRouter init") }
}

struct FeedTabView: View {
    @EnvironmentObject private var router: TabsRouter

    var body: some View {
        let _ = print("FeedTabView body: \(router.feedPath.count)")
        NavigationStack(path: $router.feedPath) {
            Button("Open Story 1") { router.feedPath.append(1) }
                .navigationDestination(for: Int.self) { id in
                    Text("Story \(id)")
                }
        }
    }
}

struct SearchTabView: View {
    @EnvironmentObject private var router: TabsRouter

    var body: some View {
        let _ = print("SearchTabView body: \(router.searchPath.count)")
        NavigationStack(path: $router.searchPath) {
            Button("Search Cats") { router.searchPath.append("cats") }
                .navigationDestination(for: String.self) { term in
                    Text("Results: \(term)")
                }
        }
    }
}

struct TwoTabsRoot: View {
    var body: some View {
        TabView {
            FeedTabView()
                .tabItem { Label("Feed", systemImage: "list.bullet") }
            SearchTabView()
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
    }
}

@main
struct TwoTabsApp: App {
    @StateObject private var router = TabsRouter()

    var body: some Scene {
        WindowGroup {
            TwoTabsRoot()
                .environmentObject(router)
        }
    }
}

:mount TwoTabsApp()
// expect: TabsRouter init
// expect: FeedTabView body: 0
:tap "Open Story 1"
// expect: FeedTabView body: 1
:tab "Search"
// expect: SearchTabView body: 0
:tap "Search Cats"
// expect: FeedTabView body: 1
// expect: SearchTabView body: 1
:tab "Feed"
:back
// expect: FeedTabView body: 0
// expect: SearchTabView body: 1
