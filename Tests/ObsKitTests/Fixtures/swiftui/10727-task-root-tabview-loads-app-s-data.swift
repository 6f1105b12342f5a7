// App-organization style: .task on the root TabView loads the app's data once; switching tabs hides and shows each tab (onDisappear/onAppear) but never restarts the load, and only the view that reads the posts runs when they arrive
import SwiftUI

@Observable
final class FeedStore {
    var posts: [String] = []
    var loads = 0

    init() { print("FeedStore init") }

    func load() async {
        loads += 1
        print("load #\(loads) started")
        try? await Task.sleep(for: .seconds(1))
        posts = ["Welcome", "Release notes"]
        print("load finished: \(posts.count) posts")
    }
}

struct FeedTab: View {
    @Environment(FeedStore.self) private var store

    var body: some View {
        let _ = print("FeedTab body: \(store.posts.count) posts")
        List(store.posts, id: \.self) { post in
            Text(post)
        }
        .onAppear { print("Feed appeared") }
        .onDisappear { print("Feed disappeared") }
    }
}

struct AboutTab: View {
    var body: some View {
        let _ = print("AboutTab body")
        Text("About this app")
            .onAppear { print("About appeared") }
            .onDisappear { print("About disappeared") }
    }
}

struct RootTabs: View {
    @Environment(FeedStore.self) private var store

    var body: some View {
        let _ = print("RootTabs body")
        TabView {
            FeedTab()
                .tabItem { Label("Feed", systemImage: "newspaper") }
            AboutTab()
                .tabItem { Label("About", systemImage: "info.circle") }
        }
        .task {
            await store.load()
        }
    }
}

@main
struct NewsApp: App {
    @State private var store = FeedStore()

    var body: some Scene {
        WindowGroup {
            RootTabs()
                .environment(store)
        }
    }
}

:mount NewsApp()
// expect: FeedStore init
// expect: RootTabs body
// expect: FeedTab body: 0 posts
// expect: Feed appeared
// expect: load #1 started
:advance 1s
// expect: load finished: 2 posts
// expect: FeedTab body: 2 posts
:tab "About"
// expect: AboutTab body
// expect: Feed disappeared
// expect: About appeared
:tab "Feed"
// expect: About disappeared
// expect: Feed appeared
:advance 2s
