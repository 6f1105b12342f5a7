// App-organization style: the iOS 18 Tab API with TabView(selection:) bound to the app router's selected tab; a button on Home switches to Search programmatically, Search keeps its own NavigationStack path; the root re-runs at every switch because making $router.selected read it
import SwiftUI

enum MainTab: Hashable {
    case home
    case search
}

@Observable
final class TabRouter {
    var selected: MainTab = .home
    var searchPath: [String] = []
    init() { print("TabRouter init") }
}

struct ResultPage: View {
    let query: String

    var body: some View {
        let _ = print("ResultPage body: \(query)")
        Text("Results for \(query)")
    }
}

struct HomePage: View {
    @Environment(TabRouter.self) private var router

    var body: some View {
        let _ = print("HomePage body")
        NavigationStack {
            Button("Find Recipes") {
                router.selected = .search
                router.searchPath.append("recipes")
            }
        }
        .onAppear { print("HomePage appeared") }
    }
}

struct SearchPage: View {
    @Environment(TabRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        let _ = print("SearchPage body: \(router.searchPath)")
        NavigationStack(path: $router.searchPath) {
            Text("Search")
                .navigationDestination(for: String.self) { query in
                    ResultPage(query: query)
                }
        }
        .onAppear { print("SearchPage appeared") }
    }
}

struct TabsRoot: View {
    @Environment(TabRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        let _ = print("TabsRoot body: \(router.selected)")
        TabView(selection: $router.selected) {
            Tab("Home", systemImage: "house", value: MainTab.home) {
                HomePage()
            }
            Tab("Search", systemImage: "magnifyingglass", value: MainTab.search) {
                SearchPage()
            }
        }
    }
}

@main
struct RecipesApp: App {
    @State private var router = TabRouter()

    var body: some Scene {
        WindowGroup {
            TabsRoot()
                .environment(router)
        }
    }
}

:mount RecipesApp()
// expect: TabRouter init
// expect: TabsRoot body: home
// expect: HomePage body
// expect: HomePage appeared
:tap "Find Recipes"
// expect: TabsRoot body: search
// expect: SearchPage body: ["recipes"]
// expect: ResultPage body: recipes
// expect: SearchPage appeared
:tab "Home"
// expect: TabsRoot body: home
// expect: HomePage appeared
:tap "Find Recipes"
// expect: TabsRoot body: search
// expect: SearchPage body: ["recipes", "recipes"]
// expect: ResultPage body: recipes
// expect: SearchPage appeared
