// Navigation in apps: iOS 18 `Tab` values, each tab root owning its own @Observable router in @State (Swift with Majid's per-tab routers).
// The tab structs are made in the root's body, so each @State initial expression runs then, the hidden tab's too (rules
// §15.8, §3.1); a tab's body first runs when it is shown (rules §15.8). Each tab root made `$router.path`, so it runs when
// its own path changes and not for the other tab's (rules §8.5); a hidden tab keeps its pushed page (rules §14.4).
import SwiftUI

@Observable final class TabRouter {
    var path: [String] = []
    init(name: String) { print("TabRouter init \(name)") }
}

struct PageView: View {
    let title: String
    var body: some View {
        let _ = print("PageView body \(title)")
        Text(title)
    }
}

struct HomeTab: View {
    @State private var router = TabRouter(name: "home")

    var body: some View {
        @Bindable var router = router
        let _ = print("HomeTab body, depth \(router.path.count)")
        NavigationStack(path: $router.path) {
            Button("Open featured") { router.path.append("featured") }
                .navigationDestination(for: String.self) { title in
                    PageView(title: title)
                }
        }
    }
}

struct SearchTab: View {
    @State private var router = TabRouter(name: "search")

    var body: some View {
        @Bindable var router = router
        let _ = print("SearchTab body, depth \(router.path.count)")
        NavigationStack(path: $router.path) {
            Button("Open results") { router.path.append("results") }
                .navigationDestination(for: String.self) { title in
                    PageView(title: title)
                }
        }
    }
}

struct RootTabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: 0) {
                HomeTab()
            }
            Tab("Search", systemImage: "magnifyingglass", value: 1) {
                SearchTab()
            }
        }
    }
}

:mount RootTabs()
// expect: TabRouter init home
// expect: TabRouter init search
// expect: HomeTab body, depth 0
:tap "Open featured"
// expect: HomeTab body, depth 1
// expect: PageView body featured
:tab "Search"
// expect: SearchTab body, depth 0
:tap "Open results"
// expect: SearchTab body, depth 1
// expect: PageView body results
:tab "Home"
:back
// expect: HomeTab body, depth 0
