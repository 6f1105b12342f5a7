// Point-Free / objc.io style "query" wrapper: a DynamicProperty holding a nested @StateObject; Apple "StateObject", "DynamicProperty"; rules §7.1, §4.2, §4.3, §2.5 (a capture-free StateObject closure compares equal), §7.2
import SwiftUI

final class FeedLoader: ObservableObject {
    @Published var posts: [String] = []
    init() { print("FeedLoader init") }
    deinit { print("FeedLoader deinit") }
    func load() { posts = ["Hello", "World"] }
}

struct Feed: DynamicProperty {
    @StateObject private var loader = FeedLoader()

    var wrappedValue: [String] { loader.posts }

    func reload() { loader.load() }

    func update() {
        print("Feed update: \(loader.posts.count) posts")
    }
}

struct FeedView: View {
    var feed = Feed()

    var body: some View {
        let _ = print("FeedView body: \(feed.wrappedValue.count)")
        VStack {
            ForEach(feed.wrappedValue, id: \.self) { post in
                Text(post)
            }
            Button("Load") { feed.reload() }
        }
    }
}

struct HomeView: View {
    @State private var badge = 0

    var body: some View {
        let _ = print("HomeView body: badge \(badge)")
        VStack {
            Button("Badge") { badge += 1 }
            FeedView()
        }
    }
}

:mount HomeView()
:tap "Load"
:tap "Badge"
:unmount

// expect: HomeView body: badge 0
// expect: FeedLoader init
// expect: Feed update: 0 posts
// expect: FeedView body: 0
// expect: Feed update: 2 posts
// expect: FeedView body: 2
// expect: HomeView body: badge 1
// expect: FeedLoader deinit
