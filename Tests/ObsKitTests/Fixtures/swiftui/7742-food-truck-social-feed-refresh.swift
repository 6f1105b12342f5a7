// Apple sample style (Food Truck, social feed): a feed backed by an @Observable FeedModel, loaded once by `.task` and reloaded by pull to refresh, each load a simulated network wait on the virtual clock.
// SwiftUI: `.task` starts after the first appearance (rules §11.3, §10.3); `.refreshable` runs its async action on a pull, until it waits, and `:advance` resumes it (rules §15.10);
// the feed view reads `posts` and `isRefreshing`, so each write re-runs it, and the writes made together before a wait coalesce into one body run (rules §8.3, §10.1);
// rows are keyed by id, so only new posts run their bodies (rules §1.2, §2.7).
import SwiftUI

struct SocialPost: Identifiable, Equatable {
    let id: Int
    let author: String
    let text: String
}

@Observable
final class FeedModel {
    var posts: [SocialPost] = []
    var isRefreshing = false
    private var nextID = 1
    private let incoming = [
        ("donutfan", "Best glazed in town!"),
        ("cityeats", "Spotted the truck at the pier"),
        ("sweettooth", "The maple one is back"),
        ("lunchcrew", "Line was short today"),
    ]

    func fetchLatest(count: Int) async {
        isRefreshing = true
        print("fetching \(count) posts")
        try? await Task.sleep(for: .seconds(1))
        var fresh: [SocialPost] = []
        for _ in 0..<count where nextID <= incoming.count {
            let (author, text) = incoming[nextID - 1]
            fresh.append(SocialPost(id: nextID, author: author, text: text))
            nextID += 1
        }
        posts = fresh.reversed() + posts
        isRefreshing = false
        print("fetched \(fresh.count)")
    }
}

struct PostRow: View {
    let post: SocialPost

    var body: some View {
        let _ = print("post #\(post.id) by \(post.author)")
        VStack(alignment: .leading) {
            Text(post.author)
                .font(.headline)
            Text(post.text)
        }
    }
}

struct SocialFeedView: View {
    @State private var feed = FeedModel()

    var body: some View {
        let _ = print("feed: \(feed.posts.count) posts\(feed.isRefreshing ? ", refreshing" : "")")
        NavigationStack {
            List(feed.posts) { post in
                PostRow(post: post)
            }
            .navigationTitle("Social Feed")
            .refreshable {
                await feed.fetchLatest(count: 1)
            }
            .task {
                await feed.fetchLatest(count: 2)
            }
        }
    }
}

:mount SocialFeedView()
// expect: feed: 0 posts
// expect: fetching 2 posts
// expect: feed: 0 posts, refreshing
:advance 1s
// expect: fetched 2
// expect: feed: 2 posts
// expect: post #2 by cityeats
// expect: post #1 by donutfan
:refresh
// expect: fetching 1 posts
// expect: feed: 2 posts, refreshing
:advance 1s
// expect: fetched 1
// expect: feed: 3 posts
// expect: post #3 by sweettooth
