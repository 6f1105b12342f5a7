// Swift Forums style (Task in a view's init runs again and again): a Task started in init runs at every parent render, while .task runs once per appearance (rules §2.6, §11.3, §4.3, §10.1)
import SwiftUI
import Combine

@MainActor
final class FeedLoader: ObservableObject {
    @Published var posts: [String] = []
    func load(from source: String) async {
        print("load start \(source)")
        try? await Task.sleep(for: .seconds(1))
        posts = ["Post A", "Post B"]
        print("load end \(source)")
    }
}

struct FeedView: View {
    @StateObject private var loader = FeedLoader()
    let source: String
    init(source: String) {
        self.source = source
        print("FeedView init \(source)")
        Task { print("task from init \(source)") }
    }
    var body: some View {
        let _ = print("FeedView body \(loader.posts.count)")
        List(loader.posts, id: \.self) { post in
            Text(post)
        }
        .task { await loader.load(from: source) }
    }
}

struct HomeView: View {
    @State private var refreshes = 0
    var body: some View {
        let _ = print("HomeView body \(refreshes)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            FeedView(source: "home")
        }
    }
}

:mount HomeView()
// expect: HomeView body 0
// expect: FeedView init home
// expect: FeedView body 0
// expect: task from init home
// expect: load start home
:advance 1s
// expect: load end home
// expect: FeedView body 2
:tap "Refresh"
// expect: HomeView body 1
// expect: FeedView init home
// expect: task from init home
