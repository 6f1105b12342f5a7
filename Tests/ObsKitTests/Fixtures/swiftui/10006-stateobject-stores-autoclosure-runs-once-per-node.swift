// objc.io / Fatbobman style: @StateObject stores an autoclosure and runs it once per node, right before the view's first body — not when the struct is made; later inits of the struct make no model, and removing the view releases it (rules §4.1–§4.4, §1.4, §2.5)
import SwiftUI

final class Feed: ObservableObject {
    @Published var posts = 0
    init() { print("Feed.init") }
    deinit { print("Feed.deinit") }
}

struct FeedView: View {
    @StateObject private var feed = Feed()

    init() {
        print("FeedView.init")
    }

    var body: some View {
        let _ = print("FeedView.body: \(feed.posts) posts")
        Button("Load more") { feed.posts += 10 }
    }
}

struct Home: View {
    @State private var showFeed = true
    @State private var badge = 0

    var body: some View {
        let _ = print("Home.body")
        VStack {
            Text("Badge \(badge)")
            Button("Bump badge") { badge += 1 }
            Button("Toggle feed") { showFeed.toggle() }
            if showFeed {
                FeedView()
            }
        }
    }
}

:mount Home()
// expect: Home.body
// expect: FeedView.init
// expect: Feed.init
// expect: FeedView.body: 0 posts
:tap "Load more"
// expect: FeedView.body: 10 posts
:tap "Bump badge"
// expect: Home.body
// expect: FeedView.init
:tap "Toggle feed"
// expect: Home.body
// expect: Feed.deinit
:tap "Toggle feed"
// expect: Home.body
// expect: FeedView.init
// expect: Feed.init
// expect: FeedView.body: 0 posts
