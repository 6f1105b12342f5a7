// Reddit r/SwiftUI style: classic pitfall (on purpose): `@State var feed: Feed?` filled in the onAppear of a Group whose only member is `if let feed`: inside a stack the Group's modifier applies to its members, and it has none, so onAppear never runs and the feed never loads; the accepted fix hangs onAppear on a VStack, which is one view even when empty (rules §11.2, T13, §3.7)
import SwiftUI

@Observable
final class Feed {
    var posts = ["a", "b"]
    init() { print("Feed init") }
}

struct FeedLoader: View {
    @State private var feed: Feed?

    var body: some View {
        let _ = print("FeedLoader body: \(feed == nil ? "empty" : "loaded")")
        Group {
            if let feed {
                Text("\(feed.posts.count) posts")
            }
        }
        .onAppear {
            print("FeedLoader onAppear")
            feed = Feed()
        }
    }
}

struct FixedFeedLoader: View {
    @State private var feed: Feed?

    var body: some View {
        let _ = print("FixedFeedLoader body: \(feed == nil ? "empty" : "loaded")")
        VStack {
            if let feed {
                Text("\(feed.posts.count) posts")
            }
        }
        .onAppear {
            print("FixedFeedLoader onAppear")
            feed = Feed()
        }
    }
}

struct FeedScreen: View {
    var body: some View {
        let _ = print("FeedScreen body")
        VStack {
            Text("Feed")
            FeedLoader()
            FixedFeedLoader()
        }
    }
}

:mount FeedScreen()
// expect: FeedScreen body
// expect: FeedLoader body: empty
// expect: FixedFeedLoader body: empty
// expect: FixedFeedLoader onAppear
// expect: Feed init
// expect: FixedFeedLoader body: loaded
