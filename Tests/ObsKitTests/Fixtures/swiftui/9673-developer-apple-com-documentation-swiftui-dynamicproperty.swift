// Apple, "DynamicProperty", https://developer.apple.com/documentation/swiftui/dynamicproperty — a @Feed property wrapper that owns a loader with a nested @StateObject: the loader is made once, right before the host's first body, update() runs before each body, published changes re-run the host, and the loader goes with the view
// Apple: SwiftUI "updates the underlying value of the stored value" before each body. A custom wrapper's nested
// @StateObject gets its own box on the host's node (rules §7.1): its closure runs at the first update (§4.2),
// before update() (§7.2), and its objectWillChange invalidates the host (§7.3). A parent render gives an equal
// value (the closure captures nothing, §2.5), so nothing runs; hiding the view releases the loader (§1.4).
import SwiftUI

final class FeedLoader: ObservableObject {
    @Published var posts: [String] = []

    init() { print("FeedLoader init") }
    deinit { print("FeedLoader deinit") }

    func loadMore() {
        posts.append("Post \(posts.count + 1)")
    }
}

@propertyWrapper
struct Feed: DynamicProperty {
    @StateObject private var loader = FeedLoader()

    var wrappedValue: [String] { loader.posts }
    var projectedValue: FeedLoader { loader }

    func update() {
        print("Feed update, \(loader.posts.count) posts")
    }
}

struct FeedView: View {
    @Feed private var posts

    var body: some View {
        let _ = print("FeedView body, \(posts.count) posts")
        VStack {
            ForEach(posts, id: \.self) { post in
                Text(post)
            }
            Button("Load more") { $posts.loadMore() }
        }
    }
}

struct FeedHost: View {
    @State private var refreshes = 0
    @State private var showFeed = true

    var body: some View {
        let _ = print("FeedHost body, refreshes \(refreshes)")
        VStack {
            Button("Refresh host") { refreshes += 1 }
            Button("Hide feed") { showFeed = false }
            if showFeed {
                FeedView()
            }
        }
    }
}

:mount FeedHost()
// expect: FeedHost body, refreshes 0
// expect: FeedLoader init
// expect: Feed update, 0 posts
// expect: FeedView body, 0 posts
:tap "Load more"
// expect: Feed update, 1 posts
// expect: FeedView body, 1 posts
:tap "Refresh host"
// expect: FeedHost body, refreshes 1
:tap "Hide feed"
// expect: FeedHost body, refreshes 1
// expect: FeedLoader deinit
